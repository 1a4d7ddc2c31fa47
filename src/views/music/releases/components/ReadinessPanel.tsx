// The readiness checks' findings on the release page: each with its severity (an error blocks scheduling, a warning
// does not), a sentence naming the field, and a link to that field in the release form or the track's form, focused.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody, CardHeader } from 'reactstrap'
import { AlertTriangle, CircleCheck, OctagonX } from 'lucide-react'
import type { Finding, Readiness } from '@/contracts/readiness'
import type { TracklistEntry } from '@/contracts/catalogue'
import { Spinner } from '@/@core/components/Spinner'
import { LoadError } from '@/@core/components/list/LoadError'
import { pillClass } from '../../shared/format'

/** The release form's field ids (ReleaseForm: `release-<name>`). */
const RELEASE_FIELDS = new Set([
  'title',
  'upc',
  'p_line',
  'c_line',
  'original_release_date',
  'cover_url',
  'explicit'
])
/** The track form's field ids (TrackForm, TrackCatalogueFields) by the finding's field. */
const TRACK_FIELDS: Record<string, string> = {
  isrc: 'track-isrc',
  title: 'track-title',
  explicit: 'track-explicit',
  status: 'track-status',
  version: 'track-version',
  credits: 'track-credit-0-role',
  artists: 'track-artist-picker'
}

/** Where to fix a finding: the form and the field to focus; null when no form holds it. */
export function fixLink(finding: Finding, releaseId: number, nextPosition: number): string | null {
  const [first, trackId, field] = finding.field.split('.')
  if (first === 'tracks' && trackId && field) {
    const target = TRACK_FIELDS[field]
    return `/music/tracks/${trackId}/edit${target ? `?focus=${target}` : ''}`
  }
  if (first === 'tracks') return `/music/tracks/new?release=${releaseId}&position=${nextPosition}`
  return RELEASE_FIELDS.has(first) ? `/music/releases/${releaseId}/edit?focus=release-${first}` : null
}

/** The name of the field a finding is about, for the link ("Fix the ISRC of “One”"). */
const fieldKey = (finding: Finding) => finding.field.split('.').at(-1) ?? finding.field

type Props = {
  releaseId: number
  tracks: TracklistEntry[]
  nextPosition: number
  readiness: Readiness | null
  loading: boolean
  error: string | null
  onRetry: () => void
}

export function ReadinessPanel({
  releaseId,
  tracks,
  nextPosition,
  readiness,
  loading,
  error,
  onRetry
}: Props) {
  const { t } = useTranslation()
  const trackOf = new Map(tracks.map((track, i) => [track.track_id, { number: i + 1, title: track.title }]))

  /** The finding in the reader's language: a known rule by its id, any other as the server worded it. */
  const messageOf = (finding: Finding) => {
    const track = finding.track_id === null ? undefined : trackOf.get(finding.track_id)
    return t(`music.releases.readiness.rules.${finding.rule.replaceAll('.', '_')}`, {
      defaultValue: finding.message,
      track: track ? t('music.releases.readiness.track', track) : '',
      min: 3000
    })
  }

  let body
  if (error && !readiness) body = <LoadError message={error} onRetry={onRetry} />
  else if (!readiness) body = <Spinner label={t('music.common.loading')} />
  else
    body = (
      <>
        <p
          className={readiness.errors > 0 ? 'text-danger-emphasis mb-3' : 'mb-3'}
          data-testid="readiness-summary"
          aria-live="polite"
        >
          {readiness.errors > 0 ? (
            <OctagonX size={16} aria-hidden="true" className="me-1" />
          ) : (
            <CircleCheck size={16} aria-hidden="true" className="me-1 text-success" />
          )}
          {readiness.errors > 0
            ? t('music.releases.readiness.blocked', { count: readiness.errors })
            : readiness.warnings > 0
              ? t('music.releases.readiness.readyWithWarnings', { count: readiness.warnings })
              : t('music.releases.readiness.ready')}
        </p>
        {readiness.findings.length > 0 && (
          <ul className="list-unstyled mb-0" aria-label={t('music.releases.readiness.findings')}>
            {[...readiness.findings]
              .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
              .map((finding, i) => {
                const link = fixLink(finding, releaseId, nextPosition)
                const track = finding.track_id === null ? undefined : trackOf.get(finding.track_id)
                return (
                  <li
                    key={`${finding.rule}-${finding.field}-${i}`}
                    className="d-flex flex-wrap align-items-start gap-2 py-2 border-top"
                  >
                    <span className={pillClass(finding.severity === 'error' ? 'danger' : 'warning')}>
                      {finding.severity === 'error' ? (
                        <OctagonX size={12} aria-hidden="true" className="me-1" />
                      ) : (
                        <AlertTriangle size={12} aria-hidden="true" className="me-1" />
                      )}
                      {t(`music.releases.readiness.severity.${finding.severity}`)}
                    </span>
                    <span className="flex-grow-1 min-w-0">{messageOf(finding)}</span>
                    {link && (
                      <Link to={link} className="small">
                        {t(track ? 'music.releases.readiness.fixTrack' : 'music.releases.readiness.fix', {
                          field: t(`music.releases.readiness.fields.${fieldKey(finding)}`, {
                            defaultValue: fieldKey(finding)
                          }),
                          track: track?.title ?? ''
                        })}
                      </Link>
                    )}
                  </li>
                )
              })}
          </ul>
        )}
        {readiness.skipped.length > 0 && (
          <p className="small text-body-secondary mt-3 mb-0">
            {readiness.skipped
              .map((s) =>
                t(`music.releases.readiness.skipped.${s.rule.replaceAll('.', '_')}`, {
                  defaultValue: `${s.rule}: ${s.reason}`
                })
              )
              .join(' ')}
          </p>
        )}
      </>
    )

  return (
    <Card className="mb-3" aria-busy={loading}>
      <CardHeader className="bg-transparent">
        <h2 className="h6 mb-0" id="readiness-title">
          {t('music.releases.readiness.title')}
        </h2>
      </CardHeader>
      <CardBody>{body}</CardBody>
    </Card>
  )
}
