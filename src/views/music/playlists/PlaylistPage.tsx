// /music/playlists/:id: a playlist with its tracks and "play all" into the floating player; editors rename it, delete
// it (asks first), add tracks from a search, remove them and drag them into a new order.
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { ArrowLeft, ListMusic, ListPlus, Pencil, Play, Trash2 } from 'lucide-react'
import { Button, Card, CardBody, CardHeader } from 'reactstrap'
import { toast } from 'react-toastify'
import type { PlaylistInputParsed, Track } from '@/contracts/music'
import { Can, useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { songAdded, songsReplaced } from '@/redux/playerSlice'
import { isPlayable, trackToSong } from '@/@core/components/player/songs'
import { Spinner } from '@/@core/components/Spinner'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { formatDuration, pillClass } from '../shared/format'
import {
  addPlaylistTrack,
  deletePlaylist,
  fetchPlaylist,
  removePlaylistTrack,
  reorderPlaylist,
  savePlaylistThunk,
  selectPlaylists
} from './playlistsSlice'
import { PlaylistFormModal } from './components/PlaylistFormModal'
import { PlaylistTrackTable } from './components/PlaylistTrackTable'
import { TrackPicker } from './components/TrackPicker'
import '../shared/music.scss'
import { LoadError } from '@/@core/components/list/LoadError'
import { groupedSuccess } from '@/@core/components/groupedToast'
import { InlineSpinner } from '@/@core/components/InlineSpinner'

export default function PlaylistPage() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const { selected, selectedLoading, selectedError } = useAppSelector(selectPlaylists)
  const ability = useAbility()
  const canEdit = ability.can('update', 'Playlist')
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [picking, setPicking] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const request = dispatch(fetchPlaylist(id))
    return () => request.abort()
  }, [dispatch, id])

  const playlist = selected?.id === id ? selected : null
  const playable = playlist?.tracks.filter(isPlayable) ?? []
  const totalSeconds = playlist?.tracks.reduce((sum, track) => sum + track.duration, 0) ?? 0

  /** Runs one change of the track list; a refusal is shown as a toast with the server's sentence. */
  const change = useCallback(
    async (run: () => Promise<unknown>, done?: string) => {
      setBusy(true)
      try {
        await run()
        if (done) toast.success(done)
      } catch (error) {
        toast.error(typeof error === 'string' ? error : t('music.common.failed'))
      } finally {
        setBusy(false)
      }
    },
    [t]
  )

  const onPlay = useCallback((track: Track) => dispatch(songAdded(trackToSong(track))), [dispatch])
  const onRemove = useCallback(
    (track: Track) =>
      void change(
        () => dispatch(removePlaylistTrack({ id, trackId: track.id })).unwrap(),
        t('music.playlists.tracks.removed', { title: track.title })
      ),
    [change, dispatch, id, t]
  )
  const onReorder = useCallback(
    (trackIds: number[]) =>
      void change(() =>
        dispatch(
          reorderPlaylist({ id, trackIds, previous: playlist?.tracks.map((track) => track.id) ?? [] })
        ).unwrap()
      ),
    [change, dispatch, id, playlist]
  )
  const onAdd = async (track: Track) => {
    await dispatch(addPlaylistTrack({ id, trackId: track.id })).unwrap()
    groupedSuccess(`playlist-${id}-added`, track.title, (count, title) =>
      count === 1
        ? t('music.playlists.tracks.added', { title })
        : t('music.playlists.tracks.addedMany', { count })
    )
  }
  const onSave = async (input: PlaylistInputParsed) => {
    const saved = await dispatch(savePlaylistThunk({ id, input })).unwrap()
    toast.success(t('music.playlists.form.updated', { name: saved.name }))
  }

  return (
    <section aria-labelledby="playlist-title">
      <Link to="/music/playlists" className="btn btn-link px-0 mb-2">
        <ArrowLeft size={16} aria-hidden="true" className="me-1 rtl-flip" />
        {t('music.playlists.backToList')}
      </Link>
      {selectedError ? (
        <LoadError message={selectedError} onRetry={() => void dispatch(fetchPlaylist(id))} />
      ) : !playlist || (selectedLoading && selected?.id !== id) ? (
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
              <div className="d-flex flex-wrap gap-2">
                <Can I="update" a="Playlist">
                  <Button color="secondary" outline onClick={() => setEditing(true)}>
                    <Pencil size={16} aria-hidden="true" className="me-1" />
                    {t('music.playlists.actions.editShort')}
                  </Button>
                </Can>
                <Can I="delete" a="Playlist">
                  <Button color="danger" outline onClick={() => setDeleting(true)}>
                    <Trash2 size={16} aria-hidden="true" className="me-1" />
                    {t('music.playlists.actions.deleteShort')}
                  </Button>
                </Can>
                <Button
                  color="primary"
                  size="lg"
                  disabled={playable.length === 0}
                  onClick={() => dispatch(songsReplaced(playable.map(trackToSong)))}
                >
                  <Play size={18} aria-hidden="true" className="me-1" />
                  {t('music.playlists.playAll')}
                </Button>
              </div>
            </CardBody>
          </Card>
          <Card>
            <CardHeader className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-transparent">
              <h2 className="h6 mb-0">{t('music.playlists.tracksHeading')}</h2>
              <div className="d-flex align-items-center gap-2">
                {busy && <InlineSpinner label={t('music.common.working')} />}
                <Can I="update" a="Playlist">
                  <Button color="primary" outline size="sm" onClick={() => setPicking(true)}>
                    <ListPlus size={16} aria-hidden="true" className="me-1" />
                    {t('music.playlists.tracks.add')}
                  </Button>
                </Can>
              </div>
            </CardHeader>
            {playlist.tracks.length === 0 ? (
              <CardBody className="text-center text-body-secondary py-5">
                {t('music.playlists.noTracks')}
              </CardBody>
            ) : (
              <>
                {canEdit && playlist.tracks.length > 1 && (
                  <p className="small text-body-secondary px-3 pt-2 mb-0">
                    {t('music.playlists.tracks.reorderHelp')}
                  </p>
                )}
                <PlaylistTrackTable
                  caption={playlist.name}
                  tracks={playlist.tracks}
                  canEdit={canEdit}
                  busy={busy}
                  language={i18n.language}
                  onPlay={onPlay}
                  onRemove={onRemove}
                  onReorder={onReorder}
                />
              </>
            )}
          </Card>
          <PlaylistFormModal
            isOpen={editing}
            playlist={playlist}
            onSubmit={onSave}
            onClose={() => setEditing(false)}
          />
          <ConfirmDialog
            isOpen={deleting}
            title={t('music.playlists.delete.title')}
            body={t('music.playlists.delete.body', { name: playlist.name })}
            confirmLabel={t('music.playlists.delete.confirm')}
            onClose={() => setDeleting(false)}
            onConfirm={async () => {
              const name = playlist.name
              await dispatch(deletePlaylist(playlist.id)).unwrap()
              toast.success(t('music.playlists.delete.done', { name }))
              navigate('/music/playlists')
            }}
          />
          <TrackPicker
            isOpen={picking}
            inPlaylist={playlist.tracks.map((track) => track.id)}
            onAdd={onAdd}
            onClose={() => setPicking(false)}
          />
        </>
      )}
    </section>
  )
}
