// /music/artists/:id: the artist (picture, country, biography, links), their releases by type, their top tracks by
// plays and their credits on tracks; editors edit, merge into another artist (undo for 10 minutes) and delete.
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { ArrowLeft, Clock, ExternalLink, GitMerge, Pencil, Trash2 } from 'lucide-react'
import { Badge, Button, Card, CardBody, CardHeader, Col, Row, Table } from 'reactstrap'
import { toast } from 'react-toastify'
import { RELEASE_TYPES, type ArtistInputParsed, type Release } from '@/contracts/catalogue'
import { Can } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { Spinner } from '@/@core/components/Spinner'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { LoadError } from '@/@core/components/list/LoadError'
import { TableScroller } from '@/@core/components/list/TableScroller'
import { useCompactList } from '@/@core/components/list/useCompactList'
import { formatCount, formatDuration } from '../shared/format'
import { CatalogueImage } from '../shared/catalogue/CatalogueImage'
import { countryName } from '../shared/catalogue/countryNames'
import {
  deleteArtist,
  fetchArtistPage,
  lastMergeDismissed,
  mergeArtistsThunk,
  saveArtistThunk,
  selectArtists,
  undoMergeThunk
} from './artistsSlice'
import { ArtistFormModal } from './components/ArtistFormModal'
import { MergeDialog } from './components/MergeDialog'
import { MergeUndoBanner } from './components/MergeUndoBanner'
import { warnNamesakes } from './namesakeToast'
import '../shared/music.scss'

function ReleaseCard({ release }: { release: Release }) {
  const { t } = useTranslation()
  const year = release.original_release_date?.slice(0, 4)
  return (
    <li className="d-flex align-items-center gap-2 py-2">
      <CatalogueImage src={release.cover_url} name={release.title} size={48} />
      <div className="min-w-0">
        <Link to={`/music/releases/${release.id}`} className="fw-semibold d-block text-truncate">
          <bdi>{release.title}</bdi>
        </Link>
        <span className="small text-body-secondary">
          {[year, t('music.releases.trackCount', { count: release.track_count })].filter(Boolean).join(' · ')}
        </span>
      </div>
    </li>
  )
}

export default function ArtistPage() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const id = Number(useParams().id)
  const { page, pageLoading, pageError, lastMerge } = useAppSelector(selectArtists)
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [merging, setMerging] = useState(false)
  const [undoing, setUndoing] = useState(false)
  const language = i18n.language
  // On a phone the album goes under the title, so that the top tracks fit without scrolling sideways.
  const compact = useCompactList()

  useEffect(() => {
    const request = dispatch(fetchArtistPage(id))
    return () => request.abort()
  }, [dispatch, id])

  const onExpired = useCallback(() => dispatch(lastMergeDismissed()), [dispatch])
  const current = page?.artist.id === id ? page : null
  const merge = lastMerge?.into.id === id ? lastMerge : null

  const onSave = async (input: ArtistInputParsed) => {
    const saved = await dispatch(saveArtistThunk({ id, input })).unwrap()
    toast.success(t('music.artists.form.updated', { name: saved.name }))
    warnNamesakes(t, saved)
  }
  const onUndo = async () => {
    if (!merge) return
    setUndoing(true)
    try {
      await dispatch(undoMergeThunk(merge)).unwrap()
      toast.success(t('music.artists.merge.undone', { name: merge.fromName }))
    } catch (error) {
      toast.error(typeof error === 'string' ? error : t('music.common.failed'))
    } finally {
      setUndoing(false)
    }
  }

  let body
  if (pageError && !current) {
    body = <LoadError message={pageError} onRetry={() => void dispatch(fetchArtistPage(id))} />
  } else if (!current || (pageLoading && !current)) {
    body = <Spinner label={t('music.common.loading')} />
  } else {
    const { artist, releases, top_tracks: topTracks, credits } = current
    const releaseTypes = RELEASE_TYPES.filter((type) => releases[type].length > 0)
    body = (
      <>
        {merge && (
          <MergeUndoBanner merge={merge} busy={undoing} onUndo={() => void onUndo()} onExpired={onExpired} />
        )}
        <Card className="mb-3">
          <CardBody className="d-flex flex-wrap align-items-start gap-3">
            <CatalogueImage src={artist.image_url} name={artist.name} size={112} round />
            <div className="flex-grow-1 min-w-0">
              <h1 id="artist-title" className="h3 mb-1">
                <bdi>{artist.name}</bdi>
              </h1>
              <p className="small text-body-secondary mb-2">
                {[
                  artist.country ? countryName(artist.country, language) : null,
                  t('music.artists.releaseCount', { count: artist.release_count }),
                  t('music.tracks.count', { count: artist.track_count })
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {artist.biography && (
                <p dir="auto" className="mb-2 text-page-start artist-biography">
                  {artist.biography}
                </p>
              )}
              {artist.links.length > 0 && (
                <ul className="list-inline mb-0">
                  {artist.links.map((link) => (
                    <li key={link.url} className="list-inline-item">
                      <a href={link.url} target="_blank" rel="noreferrer noopener">
                        {link.label || new URL(link.url).hostname}
                        <ExternalLink size={12} aria-hidden="true" className="ms-1" />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="d-flex flex-wrap gap-2">
              <Can I="update" a="Artist">
                <Button color="secondary" outline onClick={() => setEditing(true)}>
                  <Pencil size={16} aria-hidden="true" className="me-1" />
                  {t('music.artists.actions.editShort')}
                </Button>
                <Button color="secondary" outline onClick={() => setMerging(true)}>
                  <GitMerge size={16} aria-hidden="true" className="me-1" />
                  {t('music.artists.actions.merge')}
                </Button>
              </Can>
              <Can I="delete" a="Artist">
                <Button color="danger" outline onClick={() => setDeleting(true)}>
                  <Trash2 size={16} aria-hidden="true" className="me-1" />
                  {t('music.artists.actions.deleteShort')}
                </Button>
              </Can>
            </div>
          </CardBody>
        </Card>
        <Row className="g-3">
          <Col lg={5}>
            <Card className="h-100">
              <CardHeader className="d-flex align-items-center justify-content-between bg-transparent">
                <h2 className="h6 mb-0">{t('music.artists.releasesHeading')}</h2>
                <Link to={`/music/releases?artist_id=${artist.id}`} className="small">
                  {t('music.artists.allReleases')}
                </Link>
              </CardHeader>
              <CardBody>
                {releaseTypes.length === 0 ? (
                  <p className="text-body-secondary mb-0">{t('music.artists.noReleases')}</p>
                ) : (
                  releaseTypes.map((type) => (
                    <section key={type} aria-labelledby={`artist-releases-${type}`} className="mb-3">
                      <h3 id={`artist-releases-${type}`} className="h6 text-body-secondary mb-1">
                        {t(`music.releases.typesPlural.${type}`)}{' '}
                        <Badge color="secondary" pill className="bg-secondary-subtle text-secondary-emphasis">
                          {releases[type].length}
                        </Badge>
                      </h3>
                      <ul className="list-unstyled mb-0">
                        {releases[type].map((release) => (
                          <ReleaseCard key={release.id} release={release} />
                        ))}
                      </ul>
                    </section>
                  ))
                )}
              </CardBody>
            </Card>
          </Col>
          <Col lg={7}>
            <Card className="mb-3">
              <CardHeader className="bg-transparent">
                <h2 className="h6 mb-0">{t('music.artists.topTracks')}</h2>
              </CardHeader>
              {topTracks.length === 0 ? (
                <CardBody className="text-body-secondary">{t('music.artists.noTracks')}</CardBody>
              ) : (
                <TableScroller>
                  <Table className="mb-0 align-middle list-table music-table">
                    <caption className="visually-hidden">{t('music.artists.topTracks')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">#</th>
                        <th scope="col">{t('music.tracks.columns.title')}</th>
                        {!compact && <th scope="col">{t('music.tracks.columns.album')}</th>}
                        <th scope="col" className="text-end">
                          {t('music.artists.plays')}
                        </th>
                        <th scope="col" className="text-end">
                          {compact ? (
                            <>
                              <Clock size={14} aria-hidden="true" />
                              <span className="visually-hidden">{t('music.tracks.columns.duration')}</span>
                            </>
                          ) : (
                            t('music.tracks.columns.duration')
                          )}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {topTracks.map((track, i) => (
                        <tr key={track.id}>
                          <td className="text-body-secondary">{i + 1}</td>
                          <td>
                            <bdi className="fw-semibold">{track.title}</bdi>
                            {compact && track.album && (
                              <div className="small text-body-secondary">
                                <bdi>{track.album}</bdi>
                              </div>
                            )}
                          </td>
                          {!compact && (
                            <td className="text-body-secondary">
                              <bdi>{track.album || '—'}</bdi>
                            </td>
                          )}
                          <td className="text-end">{formatCount(track.play_count, language)}</td>
                          <td className="text-end text-nowrap">{formatDuration(track.duration)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableScroller>
              )}
            </Card>
            <Card>
              <CardHeader className="bg-transparent">
                <h2 className="h6 mb-0">{t('music.artists.credits')}</h2>
              </CardHeader>
              <CardBody>
                {credits.length === 0 ? (
                  <p className="text-body-secondary mb-0">{t('music.artists.noCredits')}</p>
                ) : (
                  <ul className="list-unstyled mb-0">
                    {credits.map((credit) => (
                      <li
                        key={`${credit.track_id}-${credit.role}`}
                        className="d-flex justify-content-between gap-2 py-1"
                      >
                        <bdi>{credit.title}</bdi>
                        <span className="text-body-secondary">
                          {t(`music.catalogue.credits.${credit.role}`)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardBody>
            </Card>
          </Col>
        </Row>
        <ArtistFormModal
          isOpen={editing}
          artist={artist}
          onSubmit={onSave}
          onClose={() => setEditing(false)}
        />
        <MergeDialog
          isOpen={merging}
          artist={artist}
          onClose={() => setMerging(false)}
          onMerge={async (into) => {
            await dispatch(mergeArtistsThunk({ from: artist, into })).unwrap()
            navigate(`/music/artists/${into.id}`)
          }}
        />
        <ConfirmDialog
          isOpen={deleting}
          title={t('music.artists.delete.title')}
          body={t('music.artists.delete.body', { name: artist.name })}
          confirmLabel={t('music.artists.delete.confirm')}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            const name = artist.name
            await dispatch(deleteArtist(artist.id)).unwrap()
            toast.success(t('music.artists.delete.done', { name }))
            navigate('/music/artists')
          }}
        />
      </>
    )
  }

  return (
    <section aria-labelledby="artist-title">
      <Link to="/music/artists" className="btn btn-link px-0 mb-2">
        <ArrowLeft size={16} aria-hidden="true" className="me-1 rtl-flip" />
        {t('music.artists.backToList')}
      </Link>
      {body}
    </section>
  )
}
