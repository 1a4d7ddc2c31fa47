// /music/playlists/:id: a playlist with its tracks and "play all" into the floating player.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { ArrowLeft, ListMusic, Play } from 'lucide-react'
import { Alert, Button, Card, CardBody, CardHeader, Table } from 'reactstrap'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { songAdded, songsReplaced } from '@/redux/playerSlice'
import { isPlayable, trackToSong } from '@/@core/components/player/songs'
import { Spinner } from '@/@core/components/Spinner'
import { formatDate, formatDuration, pillClass } from '@/@core/components/music/format'
import { fetchPlaylist, selectPlaylists } from './playlistsSlice'
import '@/@core/components/music/music.scss'

export default function PlaylistPage() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const id = Number(useParams().id)
  const { selected, selectedLoading, selectedError } = useAppSelector(selectPlaylists)

  useEffect(() => {
    const request = dispatch(fetchPlaylist(id))
    return () => request.abort()
  }, [dispatch, id])

  const playlist = selected?.id === id ? selected : null
  const playable = playlist?.tracks.filter(isPlayable) ?? []
  const totalSeconds = playlist?.tracks.reduce((sum, track) => sum + track.duration, 0) ?? 0

  return (
    <section aria-labelledby="playlist-title">
      <Link to="/music/playlists" className="btn btn-link px-0 mb-2">
        <ArrowLeft size={16} aria-hidden="true" className="me-1 rtl-flip" />
        {t('music.playlists.backToList')}
      </Link>
      {selectedError ? (
        <Alert fade={false} color="danger" role="alert" className="d-flex flex-wrap align-items-center gap-2">
          <span className="flex-grow-1">{selectedError}</span>
          <Button color="danger" outline size="sm" onClick={() => void dispatch(fetchPlaylist(id))}>
            {t('music.common.retry')}
          </Button>
        </Alert>
      ) : !playlist || selectedLoading ? (
        <Spinner label={t('music.common.loading')} />
      ) : (
        <>
          <Card className="mb-3">
            <CardBody className="d-flex flex-wrap align-items-center gap-3">
              <div className="rounded d-flex align-items-center justify-content-center bg-primary-subtle text-primary music-cover-lg">
                <ListMusic size={40} aria-hidden="true" />
              </div>
              <div className="flex-grow-1">
                <h1 id="playlist-title" className="h3 mb-1">
                  {playlist.name}
                </h1>
                <p className="text-body-secondary mb-1">
                  <bdi>{playlist.description}</bdi>
                </p>
                <p className="small text-body-secondary mb-0">
                  {t('music.playlists.by', { owner: playlist.owner_name })} ·{' '}
                  {t('music.tracks.count', { count: playlist.tracks.length })} ·{' '}
                  {formatDuration(totalSeconds)} ·{' '}
                  <span className={pillClass(playlist.is_public ? 'success' : 'secondary')}>
                    {t(playlist.is_public ? 'music.playlists.public' : 'music.playlists.private')}
                  </span>
                </p>
              </div>
              <Button
                color="primary"
                size="lg"
                disabled={playable.length === 0}
                onClick={() => dispatch(songsReplaced(playable.map(trackToSong)))}
              >
                <Play size={18} aria-hidden="true" className="me-1" />
                {t('music.playlists.playAll')}
              </Button>
            </CardBody>
          </Card>
          <Card>
            <CardHeader className="bg-transparent">
              <h2 className="h6 mb-0">{t('music.playlists.tracksHeading')}</h2>
            </CardHeader>
            {playlist.tracks.length === 0 ? (
              <CardBody className="text-center text-body-secondary py-5">
                {t('music.playlists.noTracks')}
              </CardBody>
            ) : (
              <div className="table-responsive">
                <Table hover className="mb-0 align-middle music-table">
                  <caption className="visually-hidden">{playlist.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">#</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('music.tracks.columns.cover')}</span>
                      </th>
                      <th scope="col">{t('music.tracks.columns.title')}</th>
                      <th scope="col">{t('music.tracks.columns.artist')}</th>
                      <th scope="col">{t('music.tracks.columns.album')}</th>
                      <th scope="col">{t('music.tracks.columns.duration')}</th>
                      <th scope="col">{t('music.tracks.columns.added')}</th>
                      <th scope="col" className="text-end">
                        {t('music.common.actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {playlist.tracks.map((track, i) => (
                      <tr key={track.id}>
                        <td className="text-body-secondary">{i + 1}</td>
                        <td>
                          {track.cover_url && (
                            <img
                              src={track.cover_url}
                              alt=""
                              width={40}
                              height={40}
                              className="rounded music-cover"
                            />
                          )}
                        </td>
                        <td className="fw-semibold">{track.title}</td>
                        <td>{track.artist}</td>
                        <td className="text-body-secondary">{track.album || '—'}</td>
                        <td>{formatDuration(track.duration)}</td>
                        <td className="text-nowrap">{formatDate(track.created_at, i18n.language)}</td>
                        <td className="text-end">
                          <button
                            type="button"
                            className="btn btn-sm btn-icon btn-outline-primary"
                            aria-label={t('music.tracks.actions.play', { title: track.title })}
                            title={t('music.tracks.actions.play', { title: track.title })}
                            disabled={!isPlayable(track)}
                            onClick={() => dispatch(songAdded(trackToSong(track)))}
                          >
                            <Play size={14} aria-hidden="true" />
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            )}
          </Card>
        </>
      )}
    </section>
  )
}
