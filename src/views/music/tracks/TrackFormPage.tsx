// /music/tracks/new and /music/tracks/:id/edit: the track form, then back to the reloaded list (spec §7). Where the
// host serves the catalogue (issue 36) the form also sets the track's release and position, ISRC, version, artists
// with roles and credits: saved after the track, each refusal shown on its field. Opened from a release
// (?release=ID&position=N) it starts on that release at that position, its primary artists as main artists.
// A new track's audio file whose tags name its album artist, album, composer, ISRC or position opens a review of
// what they link or create (TagLinksReview); confirmed, the links are made after the track is saved.
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { useFocusFromQuery } from '@/@core/hooks/useFocusFromQuery'
import { ArrowLeft } from 'lucide-react'
import { Alert, Card, CardBody } from 'reactstrap'
import { toast } from 'react-toastify'
import { errorMessage } from '@/auth/http'
import { isCoverUrl, type Track, type TrackInputParsed } from '@/contracts/music'
import type { TrackCatalogue } from '@/contracts/catalogue'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchTrack, saveTrackThunk, selectTracks, selectedTrackCleared } from './tracksSlice'
import { EMPTY_TRACK, TrackForm, type TrackFormValues } from './components/TrackForm'
import { hasLinkTags, readAudioTags, type AudioTags } from './readAudioTags'
import { applyTagLinks, fetchTrackCatalogue, saveTrackCatalogue } from './tracksApi'
import {
  bodyOf,
  draftOf,
  draftUsed,
  EMPTY_DRAFT,
  type CatalogueDraft,
  type DraftArtist,
  type DraftErrors
} from './catalogueDraft'
import { TrackCatalogueFields } from './components/TrackCatalogueFields'
import { planConflicts, TagLinksReview } from './components/TagLinksReview'
import { tagBodyOf, tagDraftOf, type TagLinksDraft, type TagLinksErrors } from './tagLinksDraft'
import { useTagLinksPlan } from './useTagLinksPlan'
import { fetchReleaseWithTracks, fieldErrorsOf } from '../shared/catalogue/catalogueApi'
import { AudioCard } from './audio/AudioCard'
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
  const [search] = useSearchParams()
  const fromRelease = id === undefined ? Number(search.get('release')) || null : null
  const startPosition = search.get('position') ?? ''
  // null while asked; false where the host has no catalogue routes (then the form is the track's own fields).
  const [served, setServed] = useState<boolean | null>(null)
  const [original, setOriginal] = useState<TrackCatalogue | null>(null)
  const [draft, setDraft] = useState<CatalogueDraft>(EMPTY_DRAFT)
  const [draftErrors, setDraftErrors] = useState<DraftErrors>({})
  // A new track saved whose catalogue part was refused: the next attempt updates it instead of adding another.
  const [savedId, setSavedId] = useState<number | undefined>(undefined)
  // The review of a chosen file's tags (a new track only), and what the server refused of it.
  const [tagReview, setTagReview] = useState<{ draft: TagLinksDraft; confirmed: boolean } | null>(null)
  const [tagServerErrors, setTagServerErrors] = useState<TagLinksErrors>({})
  const tagChecked = useMemo(() => (tagReview ? tagBodyOf(tagReview.draft) : null), [tagReview])
  const { plan: tagPlan, retry: retryTagPlan } = useTagLinksPlan(tagChecked?.ok ? tagChecked.body : null)
  const tagErrors: TagLinksErrors = {
    ...(tagChecked && !tagChecked.ok ? tagChecked.errors : {}),
    ...tagServerErrors
  }

  useEffect(() => {
    const controller = new AbortController()
    setServed(null)
    setOriginal(null)
    setDraft(EMPTY_DRAFT)
    setDraftErrors({})
    setSavedId(undefined)
    setTagReview(null)
    setTagServerErrors({})
    const load = async () => {
      if (id !== undefined) {
        try {
          const catalogue = await fetchTrackCatalogue(id, controller.signal)
          setOriginal(catalogue)
          setDraft(draftOf(catalogue))
          setServed(true)
        } catch {
          if (!controller.signal.aborted) setServed(false)
        }
        return
      }
      if (fromRelease) {
        try {
          const release = await fetchReleaseWithTracks(fromRelease, controller.signal)
          setDraft({
            ...EMPTY_DRAFT,
            release: { id: release.id, title: release.title },
            track_number: startPosition,
            artists: release.artists.map((a) => ({ artist_id: a.id, name: a.name, role: 'main' }))
          })
        } catch {
          // The release is gone: the form starts empty.
        }
      }
      if (!controller.signal.aborted) setServed(true)
    }
    void load()
    return () => controller.abort()
  }, [id, fromRelease, startPosition])

  useEffect(() => {
    dispatch(selectedTrackCleared())
    if (id === undefined) return
    const request = dispatch(fetchTrack(id))
    return () => request.abort()
  }, [dispatch, id])

  const track = id !== undefined && selectedTrack?.id === id ? selectedTrack : null
  // A track started from a release shows its release and first primary artist as the text the list will show.
  const startRelease = id === undefined ? draft.release : null
  const startArtist = id === undefined ? (draft.artists[0]?.name ?? '') : ''
  const defaults = useMemo(
    () =>
      track ? valuesOf(track) : { ...EMPTY_TRACK, artist: startArtist, album: startRelease?.title ?? '' },
    [track, startArtist, startRelease]
  )

  const withCatalogue = served === true && draftUsed(draft) && tagReview === null

  const onTagsRead = (tags: AudioTags) => {
    setTagServerErrors({})
    // Only a new track, where the host serves the catalogue and no release was chosen to start from.
    if (id !== undefined || served !== true || fromRelease) return
    setTagReview(hasLinkTags(tags.links) ? { draft: tagDraftOf(tags.links!), confirmed: false } : null)
  }

  /** Saves the track, then links it as the reviewed tags say; a refusal of the links is shown on their fields. */
  const saveWithTagLinks = async (input: TrackInputParsed, audio: File | null, cover: File | null) => {
    if (!tagReview || !tagChecked) return null
    if (!tagReview.confirmed) throw t('music.tracks.tagLinks.confirmFirst')
    if (!tagChecked.ok) {
      setTagReview({ ...tagReview, confirmed: false })
      throw t('music.tracks.tagLinks.fixFields')
    }
    if (tagPlan.status === 'ready' && planConflicts(tagPlan.plan)) {
      setTagReview({ ...tagReview, confirmed: false })
      throw t('music.tracks.tagLinks.fixFields')
    }
    const targetId = id ?? savedId
    // The album text stays empty: the release is the album artist's, made by the links, not by the text.
    const saved = await dispatch(
      saveTrackThunk({
        id: targetId,
        input: { ...input, artist: tagChecked.body.artist, album: '' },
        audio,
        cover
      })
    ).unwrap()
    setSavedId(saved.id)
    try {
      await applyTagLinks(saved.id, tagChecked.body)
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setTagServerErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])) as TagLinksErrors)
      setTagReview({ ...tagReview, confirmed: false })
      throw fields.length > 0 ? t('music.tracks.tagLinks.savedWithout') : errorMessage(error)
    }
    return saved
  }

  // A release's readiness finding links here with ?focus=<field id> (issue 37).
  useFocusFromQuery(served !== null && (id === undefined || (track !== null && !selectedLoading)))

  /** The artist and album text sent with the track: the catalogue's links rewrite them after. */
  const textOf = (input: TrackInputParsed): TrackInputParsed => {
    if (!withCatalogue) return input
    const mains = draft.artists.filter((a) => a.role === 'main')
    const sameMains =
      original !== null &&
      original.artists
        .filter((a) => a.role === 'main')
        .map((a) => a.artist_id)
        .join() === mains.map((a) => a.artist_id).join()
    return {
      ...input,
      // A name the catalogue holds, so that the server links the track to it and makes no new artist.
      artist: mains.length === 0 || (sameMains && track) ? input.artist : mains[0].name,
      album: !draft.release
        ? input.album
        : original?.release_id === draft.release.id && track
          ? track.album
          : ''
    }
  }

  const onSubmit = async (input: TrackInputParsed, audio: File | null, cover: File | null) => {
    setDraftErrors({})
    const linked = await saveWithTagLinks(input, audio, cover)
    if (linked) {
      toast.success(t('music.tracks.form.created', { title: linked.title }))
      navigate('/music/tracks', { state: { createdTrackId: linked.id } })
      return
    }
    if (withCatalogue) {
      // Checked before anything is saved; the artists the server links from the text stand in when none are chosen.
      const stand = [{ artist_id: 1, name: '', role: 'main' }] satisfies DraftArtist[]
      const checked = bodyOf(draft, stand)
      if (!checked.ok) {
        setDraftErrors(checked.errors)
        throw t('music.tracks.catalogue.fixFields')
      }
    }
    const targetId = id ?? savedId
    const saved = await dispatch(
      saveTrackThunk({ id: targetId, input: textOf(input), audio, cover })
    ).unwrap()
    if (id === undefined) setSavedId(saved.id)
    if (withCatalogue) {
      const linked =
        draft.artists.length === 0 || (!draft.release && input.album)
          ? await fetchTrackCatalogue(saved.id)
          : null
      const fallback = (linked?.artists ?? []).map(({ artist_id, name, role }) => ({ artist_id, name, role }))
      const release =
        draft.release ??
        (linked?.release_id ? { id: linked.release_id, title: linked.release_title ?? '' } : null)
      const checked = bodyOf({ ...draft, release }, fallback)
      if (!checked.ok) {
        setDraftErrors(checked.errors)
        throw t('music.tracks.catalogue.savedWithout')
      }
      try {
        await saveTrackCatalogue(saved.id, checked.body)
      } catch (error) {
        const fields = fieldErrorsOf(error)
        setDraftErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])) as DraftErrors)
        throw t('music.tracks.catalogue.savedWithout')
      }
    }
    toast.success(
      t(targetId === undefined ? 'music.tracks.form.created' : 'music.tracks.form.updated', {
        title: saved.title
      })
    )
    if (fromRelease && draft.release?.id === fromRelease) navigate(`/music/releases/${fromRelease}`)
    // The list opens at its top (newest first), the new track's row highlighted.
    else
      navigate('/music/tracks', targetId === undefined ? { state: { createdTrackId: saved.id } } : undefined)
  }

  const heading = id === undefined ? t('music.tracks.form.newTitle') : t('music.tracks.form.editTitle')
  let body
  if (id !== undefined && selectedError) {
    body = (
      <Alert fade={false} color="danger" className="mb-0" role="alert">
        {selectedError}
      </Alert>
    )
  } else if ((id !== undefined && (!track || selectedLoading)) || served === null) {
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
        onTagsRead={onTagsRead}
        afterAudio={
          tagReview ? (
            <TagLinksReview
              draft={tagReview.draft}
              onChange={(next) => {
                setTagServerErrors({})
                setTagReview({ draft: next, confirmed: false })
              }}
              errors={tagErrors}
              plan={tagPlan}
              onRetry={retryTagPlan}
              confirmed={tagReview.confirmed}
              onConfirm={() => setTagReview({ ...tagReview, confirmed: true })}
              onEdit={() => setTagReview({ ...tagReview, confirmed: false })}
              onDiscard={() => {
                setTagServerErrors({})
                setTagReview(null)
              }}
              disabled={false}
            />
          ) : undefined
        }
        extra={
          !served ? undefined : tagReview ? (
            <p className="small text-body-secondary border rounded p-3 mb-0">
              {t('music.tracks.tagLinks.catalogueByTags')}
            </p>
          ) : (
            <TrackCatalogueFields draft={draft} onChange={setDraft} errors={draftErrors} disabled={false} />
          )
        }
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
      {track?.audio_url && !selectedLoading && <AudioCard track={track} />}
    </section>
  )
}
