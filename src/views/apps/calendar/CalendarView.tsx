// FullCalendar with month, week, day and list views; dragging and resizing save through update-event.
import { useEffect, useMemo, useRef } from 'react'
import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/daygrid'
import timeGridPlugin from '@fullcalendar/timegrid'
import listPlugin from '@fullcalendar/list'
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction'
import type { EventApi, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core'
import type { EventResizeDoneArg } from '@fullcalendar/interaction'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { useAppDispatch } from '@/redux/hooks'
import { useDirection } from '@/@core/hooks/useDirection'
import { useMediaQuery } from '@/@core/hooks/useMediaQuery'
import { updateEvent } from './calendarSlice'
import { CALENDAR_COLORS, type CalendarEvent } from '@/contracts/calendar'
import { toEventDate } from './eventForm'

type Props = {
  events: CalendarEvent[]
  onEventClick: (event: CalendarEvent) => void
  onDateClick: (date: Date) => void
}

export function CalendarView({ events, onEventClick, onDateClick }: Props) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const direction = useDirection()
  // Seven weekday names fit a phone's month grid only as initials (Arabic has no shorter "short" form).
  const phone = useMediaQuery('(max-width: 575.98px)')
  const box = useRef<HTMLDivElement>(null)

  // FullCalendar's toolbar icons are role="img" without a name inside buttons that already have one.
  const hideIcons = () =>
    box.current?.querySelectorAll('.fc-icon[role="img"]').forEach((icon) => {
      icon.removeAttribute('role')
      icon.setAttribute('aria-hidden', 'true')
    })
  useEffect(hideIcons)

  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((e) => ({
        id: String(e.id),
        title: e.title,
        start: e.start,
        end: e.end,
        allDay: e.allDay,
        url: e.url || undefined,
        classNames: [`calendar-event-${CALENDAR_COLORS[e.extendedProps.calendar]}`],
        extendedProps: e.extendedProps
      })),
    [events]
  )
  const byId = (id: string) => events.find((e) => String(e.id) === id)

  async function saveMove(api: EventApi, revert: () => void) {
    const original = byId(api.id)
    if (!original || !api.start) return revert()
    const end = api.end ?? api.start
    const result = await dispatch(
      updateEvent({
        ...original,
        allDay: api.allDay,
        start: toEventDate(api.start, api.allDay),
        end: toEventDate(end, api.allDay)
      })
    )
    if (updateEvent.fulfilled.match(result)) toast.success(t('calendar.toast.updated'))
    else {
      revert()
      toast.error(result.payload ?? t('calendar.error'))
    }
  }

  return (
    <div ref={box}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        headerToolbar={{
          start: 'prev,next today title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth'
        }}
        buttonText={{
          today: t('calendar.views.today'),
          month: t('calendar.views.month'),
          week: t('calendar.views.week'),
          day: t('calendar.views.day'),
          list: t('calendar.views.list')
        }}
        buttonHints={{ prev: t('calendar.views.previous'), next: t('calendar.views.next') }}
        navLinkHint={t('calendar.views.goTo')}
        views={{ dayGridMonth: { dayHeaderFormat: { weekday: phone ? 'narrow' : 'short' } } }}
        direction={direction}
        locale={i18n.language}
        events={inputs}
        editable
        eventResizableFromStart
        dayMaxEvents={2}
        navLinks
        height="auto"
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault()
          const event = byId(info.event.id)
          if (event) onEventClick(event)
        }}
        dateClick={(info: DateClickArg) => onDateClick(info.date)}
        eventDrop={(info: EventDropArg) => void saveMove(info.event, info.revert)}
        eventResize={(info: EventResizeDoneArg) => void saveMove(info.event, info.revert)}
        datesSet={hideIcons}
        // A day cell named after its date but holding events confuses screen readers; its date link names it.
        dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
      />
    </div>
  )
}
