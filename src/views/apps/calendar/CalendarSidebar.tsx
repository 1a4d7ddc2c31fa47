import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, FormGroup, Input, Label } from 'reactstrap'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { allCalendarsToggled, calendarToggled, selectSelectedCalendars } from './calendarSlice'
import { CALENDAR_COLORS, CALENDAR_KINDS } from '@/contracts/calendar'

export function CalendarSidebar({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const selected = useAppSelector(selectSelectedCalendars)
  const allOn = selected.length === CALENDAR_KINDS.length
  return (
    <div className="calendar-sidebar p-3">
      <Button color="primary" className="w-100 mb-4" onClick={onAdd}>
        <Plus size={16} aria-hidden="true" className="me-1" />
        {t('calendar.addEvent')}
      </Button>
      <fieldset>
        <legend className="fs-6 fw-semibold mb-3">{t('calendar.filters')}</legend>
        <FormGroup check className="mb-2">
          <Input
            id="calendar-view-all"
            type="checkbox"
            checked={allOn}
            onChange={(e) => dispatch(allCalendarsToggled(e.target.checked))}
          />
          <Label for="calendar-view-all" check>
            {t('calendar.viewAll')}
          </Label>
        </FormGroup>
        {CALENDAR_KINDS.map((kind) => (
          <FormGroup check className="mb-2" key={kind}>
            <Input
              id={`calendar-filter-${kind}`}
              type="checkbox"
              className={`calendar-check-${CALENDAR_COLORS[kind]}`}
              checked={selected.includes(kind)}
              onChange={() => dispatch(calendarToggled(kind))}
            />
            <Label for={`calendar-filter-${kind}`} check>
              {t(`calendar.kinds.${kind}`)}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
    </div>
  )
}
