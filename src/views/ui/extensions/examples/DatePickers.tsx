// Date pickers with the browser's own controls (localised and keyboard-usable, no library): a date range whose end
// cannot come before its start, a time within opening hours, and a week.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Col, FormFeedback, FormGroup, Input, Label, Row } from 'reactstrap'

export default function DatePickers() {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [start, setStart] = useState('2026-04-10')
  const [end, setEnd] = useState('2026-04-12')
  const [time, setTime] = useState('19:30')
  const backwards = Boolean(start && end && end < start)
  const nights =
    start && end && !backwards ? Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) : 0
  const long = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' })
  const lateTime = time !== '' && (time < '09:00' || time > '23:00')
  return (
    <Row className="g-3">
      <Col sm={6}>
        <FormGroup className="mb-0">
          <Label for={`${id}-start`}>{t('ui.extensions.dates.start')}</Label>
          <Input
            id={`${id}-start`}
            type="date"
            value={start}
            onChange={(event) => setStart(event.target.value)}
          />
        </FormGroup>
      </Col>
      <Col sm={6}>
        <FormGroup className="mb-0">
          <Label for={`${id}-end`}>{t('ui.extensions.dates.end')}</Label>
          <Input
            id={`${id}-end`}
            type="date"
            min={start}
            value={end}
            invalid={backwards}
            aria-describedby={backwards ? `${id}-end-error` : undefined}
            onChange={(event) => setEnd(event.target.value)}
          />
          {backwards && (
            <FormFeedback id={`${id}-end-error`}>{t('ui.extensions.dates.endBeforeStart')}</FormFeedback>
          )}
        </FormGroup>
      </Col>
      <Col xs={12}>
        <p className="small text-body-secondary mb-0" aria-live="polite">
          {start && end && !backwards
            ? t('ui.extensions.dates.range', {
                from: long.format(new Date(`${start}T00:00:00Z`)),
                to: long.format(new Date(`${end}T00:00:00Z`)),
                count: nights
              })
            : ''}
        </p>
      </Col>
      <Col sm={6}>
        <FormGroup className="mb-0">
          <Label for={`${id}-time`}>{t('ui.extensions.dates.time')}</Label>
          <Input
            id={`${id}-time`}
            type="time"
            min="09:00"
            max="23:00"
            step={900}
            value={time}
            invalid={lateTime}
            aria-describedby={`${id}-time-hint`}
            onChange={(event) => setTime(event.target.value)}
          />
          <div id={`${id}-time-hint`} className={lateTime ? 'invalid-feedback d-block' : 'form-text'}>
            {t('ui.extensions.dates.timeHint')}
          </div>
        </FormGroup>
      </Col>
      <Col sm={6}>
        <FormGroup className="mb-0">
          <Label for={`${id}-week`}>{t('ui.extensions.dates.week')}</Label>
          <Input id={`${id}-week`} type="week" defaultValue="2026-W15" />
        </FormGroup>
      </Col>
    </Row>
  )
}
