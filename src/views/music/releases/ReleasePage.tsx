// /music/releases/:id: a release (cover, type, primary artists, identifiers, label, (P) and (C) lines), its
// tracklist in disc and track order with the total duration, and who is credited; editors reorder the tracklist by
// dragging, add a track at the next position, edit and delete the release (asks first). Beside it (issue 37): its
// lifecycle with the moves the role allows, the readiness checks, where it may be played, and its timeline.
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { ArrowLeft, ListPlus, Pencil, Trash2 } from 'lucide-react'
import { Button, Card, CardBody, CardHeader, Col, Row } from 'reactstrap'
import { toast } from 'react-toastify'
import type { ReleaseCredit, ReleaseWithTracks, TracklistEntry } from '@/contracts/catalogue'
import { Can, useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { Spinner } from '@/@core/components/Spinner'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { LoadError } from '@/@core/components/list/LoadError'
import { formatDate, formatDuration, pillClass } from '../shared/format'
import { CatalogueImage } from '../shared/catalogue/CatalogueImage'
import {
  deleteRelease,
  fetchLifecycle,
  fetchReadiness,
  fetchRelease,
  moveReleaseThunk,
  reorderRelease,
  saveAvailabilityThunk,
  selectReleases
} from './releasesSlice'
import { Tracklist } from './components/Tracklist'
import { AvailabilityCard } from './components/AvailabilityCard'
import { LifecycleCard } from './components/LifecycleCard'
import { LifecycleTimeline } from './components/LifecycleTimeline'
import { ReadinessPanel } from './components/ReadinessPanel'
import { TrackAvailabilityDialog } from './components/TrackAvailabilityDialog'
import '../shared/music.scss'
import { InlineSpinner } from '@/@core/components/InlineSpinner'

/** Each person once per role, with the tracks they are credited on. */
function creditsByPerson(release: ReleaseWithTracks) {
  const position = new Map(release.tracks.map((t, i) => [t.track_id, i + 1]))
  const people = new Map<string, { credit: ReleaseCredit; tracks: number[] }>()
  for (const credit of release.credits) {
    const key = `${credit.role}|${credit.artist_id ?? credit.name.toLowerCase()}`
    const entry = people.get(key) ?? { credit, tracks: [] }
    const at = position.get(credit.track_id)
    if (at !== undefined) entry.tracks.push(at)
    people.set(key, entry)
  }
  return [...people.values()]
}

/** How long after its instant a scheduled release's lifecycle is read again, and again while it is not live yet. */
const GO_LIVE_RECHECK_MS = 3000
/** Longer waits are left to the next visit (a timer's delay is at most 2^31 - 1 ms). */
const MAX_TIMER_MS = 24 * 3600_000

/** The next free track number on disc 1, for "Add a track". */
const nextPosition = (release: ReleaseWithTracks) =>
  Math.max(0, ...release.tracks.filter((t) => t.disc_number === 1).map((t) => t.track_number ?? 0)) + 1

/** A (P) or (C) line with its symbol in front, once: labels deliver the lines with it or without. */
const withSymbol = (symbol: string, line: string) => (line.startsWith(symbol) ? line : `${symbol} ${line}`)

export default function ReleasePage() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const id = Number(useParams().id)
  const {
    selected,
    selectedLoading,
    selectedError,
    lifecycle: anyLifecycle,
    lifecycleError,
    readiness: anyReadiness,
    readinessLoading,
    readinessError
  } = useAppSelector(selectReleases)
  const lifecycle = anyLifecycle?.release_id === id ? anyLifecycle : null
  const readiness = anyReadiness?.release_id === id ? anyReadiness : null
  const ability = useAbility()
  const canReorder = ability.can('update', 'Release')
  const canEditTracks = ability.can('update', 'Track')
  const [deleting, setDeleting] = useState(false)
  const [busy, setBusy] = useState(false)
  const [narrowing, setNarrowing] = useState<TracklistEntry | null>(null)

  useEffect(() => {
    const requests = [dispatch(fetchRelease(id)), dispatch(fetchLifecycle(id)), dispatch(fetchReadiness(id))]
    return () => requests.forEach((request) => request.abort())
  }, [dispatch, id])

  const release = selected?.id === id ? selected : null

  // A scheduled release goes live by itself: read its lifecycle again at its instant, then every few seconds until
  // the server's go-live job (GO_LIVE_MS) has moved it, so that the page shows it without a reload.
  const goLiveAt = lifecycle?.status === 'scheduled' ? lifecycle.go_live_at : null
  useEffect(() => {
    if (!goLiveAt) return
    const wait = Math.max(GO_LIVE_RECHECK_MS, Date.parse(goLiveAt) - Date.now() + GO_LIVE_RECHECK_MS)
    if (wait > MAX_TIMER_MS) return
    const timer = setTimeout(() => void dispatch(fetchLifecycle(id)), wait)
    return () => clearTimeout(timer)
  }, [dispatch, id, goLiveAt, lifecycle])
  const onReorder = useCallback(
    async (trackIds: number[], discs: Record<number, number>) => {
      if (!release) return
      setBusy(true)
      try {
        await dispatch(
          reorderRelease({
            id,
            trackIds,
            discs,
            previous: release.tracks.map((track) => track.track_id),
            previousDiscs: Object.fromEntries(
              release.tracks.map((track) => [track.track_id, track.disc_number])
            )
          })
        ).unwrap()
      } catch (error) {
        toast.error(typeof error === 'string' ? error : t('music.common.failed'))
      } finally {
        setBusy(false)
      }
    },
    [dispatch, id, release, t]
  )

  let body
  if (selectedError && !release) {
    body = <LoadError message={selectedError} onRetry={() => void dispatch(fetchRelease(id))} />
  } else if (!release || (selectedLoading && !release)) {
    body = <Spinner label={t('music.common.loading')} />
  } else {
    const facts: [string, string | null][] = [
      [
        t('music.releases.fields.released'),
        release.original_release_date ? formatDate(release.original_release_date, i18n.language) : null
      ],
      [t('music.releases.fields.upc'), release.upc],
      [t('music.releases.fields.label'), release.label || null],
      [t('music.releases.fields.pLine'), release.p_line ? withSymbol('℗', release.p_line) : null],
      [t('music.releases.fields.cLine'), release.c_line ? withSymbol('©', release.c_line) : null]
    ]
    const credits = creditsByPerson(release)
    body = (
      <>
        <Card className="mb-3">
          <CardBody className="d-flex flex-wrap align-items-start gap-3">
            <CatalogueImage src={release.cover_url} name={release.title} size={140} />
            <div className="flex-grow-1 min-w-0">
              <span className={pillClass('info')}>{t(`music.releases.types.${release.type}`)}</span>
              <h1 id="release-title" className="h3 mt-1 mb-1">
                <bdi>{release.title}</bdi>
              </h1>
              <p className="mb-2">
                {release.artists.map((artist, i) => (
                  <span key={artist.id}>
                    {i > 0 && ', '}
                    <Link to={`/music/artists/${artist.id}`} className="fw-semibold">
                      <bdi>{artist.name}</bdi>
                    </Link>
                  </span>
                ))}
              </p>
              <p className="small text-body-secondary mb-2">
                {t('music.releases.trackCount', { count: release.track_count })} ·{' '}
                {t('music.releases.totalDuration', { duration: formatDuration(release.duration) })}
              </p>
              <dl className="row small mb-0 release-facts">
                {facts
                  .filter(([, value]) => value !== null)
                  .map(([label, value]) => (
                    <div key={label} className="col-sm-6 col-lg-4 d-flex gap-2">
                      <dt className="fw-normal text-body-secondary text-nowrap">{label}</dt>
                      <dd className="mb-1" dir="auto">
                        {value}
                      </dd>
                    </div>
                  ))}
              </dl>
            </div>
            <div className="d-flex flex-wrap gap-2">
              <Can I="update" a="Release">
                <Link to={`/music/releases/${release.id}/edit`} className="btn btn-outline-secondary">
                  <Pencil size={16} aria-hidden="true" className="me-1" />
                  {t('music.releases.actions.editShort')}
                </Link>
              </Can>
              <Can I="delete" a="Release">
                <Button color="danger" outline onClick={() => setDeleting(true)}>
                  <Trash2 size={16} aria-hidden="true" className="me-1" />
                  {t('music.releases.actions.deleteShort')}
                </Button>
              </Can>
            </div>
          </CardBody>
        </Card>
        <Row className="g-3">
          <Col xl={8}>
            <Card className="mb-3">
              <CardHeader className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-transparent">
                <h2 className="h6 mb-0">{t('music.releases.tracklist')}</h2>
                <div className="d-flex align-items-center gap-2">
                  {busy && <InlineSpinner label={t('music.common.working')} />}
                  <Can I="create" a="Track">
                    <Link
                      to={`/music/tracks/new?release=${release.id}&position=${nextPosition(release)}`}
                      className="btn btn-sm btn-outline-primary"
                    >
                      <ListPlus size={16} aria-hidden="true" className="me-1" />
                      {t('music.releases.tracks.add')}
                    </Link>
                  </Can>
                </div>
              </CardHeader>
              {release.tracks.length === 0 ? (
                <CardBody className="text-center text-body-secondary py-5">
                  {t('music.releases.noTracks')}
                </CardBody>
              ) : (
                <>
                  {canReorder && release.tracks.length > 1 && (
                    <p className="small text-body-secondary px-3 pt-2 mb-0">
                      {t('music.releases.tracks.reorderHelp')}
                    </p>
                  )}
                  <Tracklist
                    caption={t('music.releases.tracklistOf', { title: release.title })}
                    tracks={release.tracks}
                    canReorder={canReorder}
                    canEditTracks={canEditTracks}
                    busy={busy}
                    language={i18n.language}
                    onReorder={(ids, discs) => void onReorder(ids, discs)}
                    onAvailability={canEditTracks && lifecycle ? setNarrowing : undefined}
                  />
                  <div className="d-flex justify-content-end px-3 py-2 border-top small">
                    <span className="text-body-secondary me-2">{t('music.releases.total')}</span>
                    <strong>{formatDuration(release.duration)}</strong>
                  </div>
                </>
              )}
            </Card>
            {lifecycle && <LifecycleTimeline timeline={lifecycle.timeline} tracks={release.tracks} />}
          </Col>
          <Col xl={4}>
            {lifecycle ? (
              <>
                <LifecycleCard
                  title={release.title}
                  lifecycle={lifecycle}
                  readiness={readiness}
                  onMove={(move, body) => dispatch(moveReleaseThunk({ id, move, body })).unwrap()}
                />
                <ReadinessPanel
                  releaseId={release.id}
                  tracks={release.tracks}
                  nextPosition={nextPosition(release)}
                  readiness={readiness}
                  loading={readinessLoading}
                  error={readinessError}
                  onRetry={() => void dispatch(fetchReadiness(id))}
                />
                <AvailabilityCard
                  availability={lifecycle.availability}
                  onSave={(availability) => dispatch(saveAvailabilityThunk({ id, availability })).unwrap()}
                />
              </>
            ) : lifecycleError ? (
              <LoadError message={lifecycleError} onRetry={() => void dispatch(fetchLifecycle(id))} />
            ) : (
              <Spinner label={t('music.common.loading')} />
            )}
            <Card>
              <CardHeader className="bg-transparent">
                <h2 className="h6 mb-0">{t('music.releases.credits')}</h2>
              </CardHeader>
              <CardBody>
                {credits.length === 0 ? (
                  <p className="text-body-secondary mb-0">{t('music.releases.noCredits')}</p>
                ) : (
                  <ul className="list-unstyled mb-0">
                    {credits.map(({ credit, tracks }) => (
                      <li key={`${credit.role}-${credit.artist_id ?? credit.name}`} className="py-1">
                        <span className="text-body-secondary">
                          {t(`music.catalogue.credits.${credit.role}`)}:
                        </span>{' '}
                        {credit.artist_id ? (
                          <Link to={`/music/artists/${credit.artist_id}`}>
                            <bdi>{credit.name}</bdi>
                          </Link>
                        ) : (
                          <bdi>{credit.name}</bdi>
                        )}{' '}
                        <span className="small text-body-secondary">
                          {t('music.releases.onTracks', {
                            tracks: tracks.join(t('music.releases.availability.listSeparator'))
                          })}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardBody>
            </Card>
          </Col>
        </Row>
        {lifecycle && (
          <TrackAvailabilityDialog
            track={narrowing}
            releaseAvailability={lifecycle.availability}
            onClose={() => setNarrowing(null)}
          />
        )}
        <ConfirmDialog
          isOpen={deleting}
          title={t('music.releases.delete.title')}
          body={t('music.releases.delete.body', { title: release.title })}
          confirmLabel={t('music.releases.delete.confirm')}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            const title = release.title
            await dispatch(deleteRelease(release.id)).unwrap()
            toast.success(t('music.releases.delete.done', { title }))
            navigate('/music/releases')
          }}
        />
      </>
    )
  }

  return (
    <section aria-labelledby="release-title">
      <Link to="/music/releases" className="btn btn-link px-0 mb-2">
        <ArrowLeft size={16} aria-hidden="true" className="me-1 rtl-flip" />
        {t('music.releases.backToList')}
      </Link>
      {body}
    </section>
  )
}
