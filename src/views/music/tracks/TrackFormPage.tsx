// /music/tracks/new and /music/tracks/:id/edit: the track form, then back to the reloaded list (spec §7).
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { ArrowLeft } from 'lucide-react'
import { Alert, Card, CardBody } from 'reactstrap'
import { toast } from 'react-toastify'
import { isCoverUrl, type Track, type TrackInputParsed } from '@/contracts/music'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchTrack, saveTrackThunk, selectTracks, selectedTrackCleared } from './tracksSlice'
import { EMPTY_TRACK, TrackForm, type TrackFormValues } from './components/TrackForm'
import { readAudioTags } from './readAudioTags'
import '../shared/music.scss'

function valuesOf(track: Track): TrackFormValues {
  return {
    title: track.title,
    artist: track.artist,
    album: track.album,
    genre: track.genre,
    duration: track.duration,
    release_date: track.release_date,
    // A drawn demo cover (data:) or a demo upload (blob:) is no URL the API takes back; the server keeps it.
    cover_url: track.cover_url && isCoverUrl(track.cover_url) ? track.cover_url : '',
    status: track.status,
    explicit: track.explicit
  }
}

export default function TrackFormPage() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { id: rawId } = useParams()
  const id = rawId === undefined ? undefined : Number(rawId)
  const { selectedTrack, selectedLoading, selectedError, uploadProgress } = useAppSelector(selectTracks)

  useEffect(() => {
    dispatch(selectedTrackCleared())
    if (id === undefined) return
    const request = dispatch(fetchTrack(id))
    return () => request.abort()
  }, [dispatch, id])

  const track = id !== undefined && selectedTrack?.id === id ? selectedTrack : null
  const defaults = useMemo(() => (track ? valuesOf(track) : EMPTY_TRACK), [track])

  const onSubmit = async (input: TrackInputParsed, audio: File | null, cover: File | null) => {
    const saved = await dispatch(saveTrackThunk({ id, input, audio, cover })).unwrap()
    toast.success(
      t(id === undefined ? 'music.tracks.form.created' : 'music.tracks.form.updated', { title: saved.title })
    )
    // The list opens at its top (newest first), the new track's row highlighted.
    navigate('/music/tracks', id === undefined ? { state: { createdTrackId: saved.id } } : undefined)
  }

  const heading = id === undefined ? t('music.tracks.form.newTitle') : t('music.tracks.form.editTitle')
  let body
  if (id !== undefined && selectedError) {
    body = (
      <Alert fade={false} color="danger" className="mb-0" role="alert">
        {selectedError}
      </Alert>
    )
  } else if (id !== undefined && (!track || selectedLoading)) {
    body = <Spinner label={t('music.common.loading')} />
  } else {
    body = (
      <TrackForm
        key={track?.id ?? 'new'}
        defaultValues={defaults}
        currentAudioName={track?.audio_url ? (track.mime_type ?? t('music.tracks.form.audioAttached')) : null}
        currentCover={track?.cover_url ?? null}
        currentAudioUrl={track?.audio_url ?? null}
        onSubmit={onSubmit}
        onCancel={() => navigate('/music/tracks')}
        uploadProgress={uploadProgress}
        readTags={readAudioTags}
        submitLabel={id === undefined ? t('music.tracks.form.create') : t('music.tracks.form.save')}
      />
    )
  }

  return (
    <section aria-labelledby="track-form-title">
      <Link to="/music/tracks" className="btn btn-link px-0 mb-2">
        <ArrowLeft size={16} aria-hidden="true" className="me-1 rtl-flip" />
        {t('music.tracks.backToList')}
      </Link>
      <h1 id="track-form-title" className="h3 mb-3">
        {heading}
        {track && <span className="text-body-secondary fw-normal"> · {track.title}</span>}
      </h1>
      <Card>
        <CardBody>{body}</CardBody>
      </Card>
    </section>
  )
}
