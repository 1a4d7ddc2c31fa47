// More advanced cards: an artist's profile, an upcoming release, a timeline of catalogue activity and where
// listening happens, each a DashboardCard with its own layout.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, Button, Col, Progress, Row } from 'reactstrap'
import { CalendarDays, Disc3, Laptop, Monitor, Smartphone, Speaker } from 'lucide-react'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import '@/@core/components/cards/cards.scss'

export function ArtistProfileCard() {
  const { t } = useTranslation()
  const figures = [
    ['followers', '48.2K'],
    ['tracks', '36'],
    ['playlists', '212']
  ] as const
  return (
    <DashboardCard title={t('ui.cards.advanced.profile.title')}>
      <div className="text-center">
        <span
          className="vl-stat-icon bg-primary-subtle text-primary-emphasis fs-4 fw-bold mb-2"
          aria-hidden="true"
        >
          LC
        </span>
        <p className="h6 mb-0">Lunar Choir</p>
        <p className="small text-body-secondary">{t('ui.cards.advanced.profile.genre')}</p>
        <Row className="g-2 mb-3">
          {figures.map(([key, value]) => (
            <Col key={key} xs={4}>
              <p className="fw-bold mb-0">{value}</p>
              <p className="small text-body-secondary mb-0">{t(`ui.cards.advanced.profile.${key}`)}</p>
            </Col>
          ))}
        </Row>
        <Button color="primary" size="sm">
          {t('ui.cards.advanced.profile.follow')}
        </Button>
      </div>
    </DashboardCard>
  )
}

export function UpcomingReleaseCard() {
  const { t } = useTranslation()
  return (
    <DashboardCard title={t('ui.cards.advanced.release.title')}>
      <div className="d-flex align-items-center gap-3 mb-3">
        <span className="vl-stat-icon bg-warning-subtle text-warning-emphasis" aria-hidden="true">
          <Disc3 size={22} />
        </span>
        <div>
          <p className="fw-semibold mb-0">Paper Echoes</p>
          <p className="small text-body-secondary mb-0">
            Hugo Novak · {t('ui.cards.advanced.release.tracks')}
          </p>
        </div>
      </div>
      <p className="d-flex align-items-center gap-2 small mb-2">
        <CalendarDays size={16} aria-hidden="true" />
        {t('ui.cards.advanced.release.date')}
      </p>
      <div className="d-flex flex-wrap gap-1">
        <Badge color="primary" pill>
          {t('ui.cards.advanced.release.presave')}
        </Badge>
        <Badge color="success" pill>
          {t('ui.cards.advanced.release.ready')}
        </Badge>
      </div>
    </DashboardCard>
  )
}

export function ActivityTimelineCard() {
  const { t } = useTranslation()
  const events = ['published', 'playlist', 'milestone'] as const
  const tones = { published: 'success', playlist: 'primary', milestone: 'warning' } as const
  return (
    <DashboardCard title={t('ui.cards.advanced.timeline.title')}>
      <ol className="list-unstyled mb-0 vl-timeline">
        {events.map((event) => (
          <li key={event} className="d-flex gap-3 pb-3">
            <span className={`vl-timeline-dot bg-${tones[event]}`} aria-hidden="true" />
            <div>
              <p className="fw-semibold mb-0">{t(`ui.cards.advanced.timeline.${event}.title`)}</p>
              <p className="small text-body-secondary mb-0">
                {t(`ui.cards.advanced.timeline.${event}.when`)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </DashboardCard>
  )
}

export function ListeningDevicesCard() {
  const { t } = useTranslation()
  const id = useId()
  const devices = [
    ['phone', Smartphone, 58, 'primary'],
    ['desktop', Monitor, 21, 'info'],
    ['web', Laptop, 14, 'success'],
    ['speaker', Speaker, 7, 'warning']
  ] as const
  return (
    <DashboardCard
      title={t('ui.cards.advanced.devices.title')}
      subtitle={t('ui.cards.advanced.ranges.month')}
    >
      {devices.map(([key, Icon, share, color]) => (
        <div key={key} className="d-flex align-items-center gap-2 mb-3">
          <Icon size={18} aria-hidden="true" className="flex-shrink-0" />
          <span id={`${id}-${key}`} className="flex-grow-1">
            {t(`ui.cards.advanced.devices.${key}`)}
          </span>
          <Progress
            value={share}
            color={color}
            className="flex-grow-1"
            style={{ height: 6, maxWidth: '40%' }}
            barAriaLabelledBy={`${id}-${key}`}
          />
          <span className="small fw-semibold text-end" style={{ minWidth: '3ch' }}>
            {share}%
          </span>
        </div>
      ))}
    </DashboardCard>
  )
}
