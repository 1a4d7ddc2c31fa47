import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from 'reactstrap'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchEvents, selectCalendar } from './calendarSlice'
import type { CalendarEvent } from '@/contracts/calendar'
import { CalendarSidebar } from './CalendarSidebar'
import { CalendarView } from './CalendarView'
import { EventPanel } from './EventPanel'
import { blankForm } from './eventForm'
import './calendar.scss'
import { LoadError } from '@/@core/components/list/LoadError'

export default function CalendarApp() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { events, selectedCalendars, loading, error } = useAppSelector(selectCalendar)
  const [panel, setPanel] = useState<{ open: boolean; event: CalendarEvent | null; day: Date }>({
    open: false,
    event: null,
    day: new Date()
  })

  const load = useCallback(() => void dispatch(fetchEvents(selectedCalendars)), [dispatch, selectedCalendars])
  useEffect(load, [load])

  const draft = useMemo(
    () => blankForm(panel.day, selectedCalendars[0] ?? 'Business'),
    [panel.day, selectedCalendars]
  )

  return (
    <div className="calendar-app">
      <h1 className="visually-hidden">{t('calendar.title')}</h1>
      <Card className="overflow-hidden">
        <div className="row g-0">
          <div className="col-lg-3 calendar-sidebar-col">
            <CalendarSidebar onAdd={() => setPanel({ open: true, event: null, day: new Date() })} />
          </div>
          <div className="col-lg-9 p-3 position-relative">
            {error && <LoadError message={error} onRetry={load} />}
            {loading && events.length === 0 ? (
              <Spinner label={t('calendar.loading')} />
            ) : (
              <>
                {!loading && !error && events.length === 0 && (
                  <p className="text-body-secondary mb-2" role="status">
                    {t(selectedCalendars.length === 0 ? 'calendar.noCalendars' : 'calendar.empty')}
                  </p>
                )}
                <CalendarView
                  events={events}
                  onEventClick={(event) => setPanel({ open: true, event, day: new Date() })}
                  onDateClick={(day) => setPanel({ open: true, event: null, day })}
                />
              </>
            )}
          </div>
        </div>
      </Card>
      <EventPanel
        isOpen={panel.open}
        event={panel.event}
        draft={draft}
        onClose={() => setPanel((p) => ({ ...p, open: false }))}
      />
    </div>
  )
}
