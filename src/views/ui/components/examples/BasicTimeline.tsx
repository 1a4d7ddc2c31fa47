import { useTranslation } from 'react-i18next'

const EVENTS = [
  { key: 'uploaded', color: 'primary', time: '09:12' },
  { key: 'approved', color: 'success', time: '10:40' },
  { key: 'playlisted', color: 'info', time: '13:05' },
  { key: 'reported', color: 'danger', time: '16:27' }
] as const

export function BasicTimeline() {
  const { t } = useTranslation()
  return (
    <ol className="showcase-timeline list-unstyled mb-0">
      {EVENTS.map((event) => (
        <li key={event.key} className="showcase-timeline-item">
          <span className={`showcase-timeline-dot bg-${event.color}`} aria-hidden="true" />
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <h3 className="h6 mb-1">{t(`ui.components.timeline.${event.key}.title`)}</h3>
            <time className="small text-body-secondary" dir="ltr">
              {event.time}
            </time>
          </div>
          <p className="mb-0 text-body-secondary">{t(`ui.components.timeline.${event.key}.text`)}</p>
        </li>
      ))}
    </ol>
  )
}
