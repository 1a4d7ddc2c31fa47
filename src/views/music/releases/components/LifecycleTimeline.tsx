// A release's timeline from its lifecycle transitions (the server keeps one row per move, with who made it): newest
// first, each with what happened, who did it (the server itself for a go-live), when, and the reason or schedule.
import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardHeader } from 'reactstrap'
import { utcToZoned, type Transition } from '@/contracts/releaseLifecycle'
import type { TracklistEntry } from '@/contracts/catalogue'
import { formatDate } from '../../shared/format'
import { formatLocal } from './LifecycleCard'

/** What a transition did, by where it started and ended. */
export function eventOf(step: Pick<Transition, 'from_status' | 'to_status' | 'track_id'>): string {
  const { from_status: from, to_status: to } = step
  if (step.track_id !== null) return to === 'taken_down' ? 'trackTakenDown' : 'trackReinstated'
  if (to === 'in_review') return 'submitted'
  if (to === 'draft') return from === 'scheduled' ? 'unscheduled' : 'sentBack'
  if (to === 'scheduled') return 'scheduled'
  if (to === 'taken_down') return 'takenDown'
  if (to === 'live') return from === 'scheduled' ? 'wentLive' : 'reinstated'
  return 'moved'
}

type Props = { timeline: Transition[]; tracks: TracklistEntry[] }

export function LifecycleTimeline({ timeline, tracks }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const titleOf = new Map(tracks.map((track) => [track.track_id, track.title]))
  const steps = [...timeline].reverse()
  return (
    <Card className="mb-3">
      <CardHeader className="bg-transparent">
        <h2 className="h6 mb-0" id="timeline-title">
          {t('music.releases.timeline.title')}
        </h2>
      </CardHeader>
      <CardBody>
        {steps.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('music.releases.timeline.empty')}</p>
        ) : (
          <ol className="list-unstyled mb-0 release-timeline" aria-labelledby="timeline-title">
            {steps.map((step) => {
              const event = eventOf(step)
              const who = step.user
                ? step.user.name || t('music.releases.timeline.someone')
                : event === 'wentLive'
                  ? t('music.releases.timeline.server')
                  : t('music.releases.timeline.someone')
              return (
                <li key={step.id} className="border-start border-2 ps-3 pb-3 position-relative">
                  <div className="fw-semibold">
                    {t(`music.releases.timeline.events.${event}`, {
                      track: titleOf.get(step.track_id ?? -1) ?? `#${step.track_id}`,
                      from: t(`music.releases.lifecycle.statuses.${step.from_status}`, {
                        defaultValue: step.from_status
                      }),
                      to: t(`music.releases.lifecycle.statuses.${step.to_status}`, {
                        defaultValue: step.to_status
                      })
                    })}
                  </div>
                  <div className="small text-body-secondary">
                    <time dateTime={step.at}>{formatDate(step.at, language, true)}</time>
                    {' · '}
                    <bdi>{who}</bdi>
                  </div>
                  {event === 'scheduled' && step.go_live_at && step.go_live_zone && (
                    <div className="small">
                      {t('music.releases.timeline.for', {
                        when: formatLocal(utcToZoned(step.go_live_at, step.go_live_zone), language),
                        zone: step.go_live_zone
                      })}
                    </div>
                  )}
                  {step.reason && (
                    <div className="small">
                      {t('music.releases.timeline.reason')} <bdi>“{step.reason}”</bdi>
                    </div>
                  )}
                </li>
              )
            })}
          </ol>
        )}
      </CardBody>
    </Card>
  )
}
