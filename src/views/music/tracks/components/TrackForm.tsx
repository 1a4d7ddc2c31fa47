// The track form (spec §7 track body): validated by the shared schema, audio by drag and drop, fields filled from tags.
import { useEffect, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Col, Form, FormFeedback, FormGroup, Input, Label, Progress, Row } from 'reactstrap'
import { FormFooter } from '@/@core/components/form/FormFooter'
import { TRACK_STATUSES, trackInputSchema, type TrackInput, type TrackInputParsed } from '@/contracts/music'
import { AudioDropzone } from './AudioDropzone'
import { CoverPicker } from './CoverPicker'
import { NotAudioError, type AudioTags } from '../readAudioTags'
import { useGenres } from '../../shared/catalogue/useGenres'

export type TrackFormValues = TrackInput

type Props = {
  defaultValues: TrackFormValues
  currentAudioName?: string | null
  /** The saved audio's URL: played in the form (play/pause and length) until another file is chosen. */
  currentAudioUrl?: string | null
  /** The saved cover shown until another is chosen or it is removed. */
  currentCover?: string | null
  /** Rejects with the server's sentence, shown above the buttons. */
  onSubmit: (values: TrackInputParsed, audio: File | null, cover: File | null) => Promise<void>
  onCancel: () => void
  uploadProgress: number | null
  readTags: (file: File) => Promise<AudioTags>
  submitLabel: string
  /** More fields after the track's own (the catalogue section), sent by the page's onSubmit. */
  extra?: ReactNode
  /** Told of each audio file's tags once read (the page's review of what they link in the catalogue). */
  onTagsRead?: (tags: AudioTags) => void
  /** Shown right under the audio file (the review of its tags). */
  afterAudio?: ReactNode
}

export const EMPTY_TRACK: TrackFormValues = {
  title: '',
  artist: '',
  album: '',
  genre: '' as TrackFormValues['genre'],
  duration: '' as unknown as number,
  release_date: null,
  cover_url: '',
  status: 'draft',
  explicit: false
}

export function TrackForm({
  defaultValues,
  currentAudioName,
  currentCover = null,
  currentAudioUrl = null,
  onSubmit,
  onCancel,
  uploadProgress,
  readTags,
  submitLabel,
  extra,
  onTagsRead,
  afterAudio
}: Props) {
  const { t } = useTranslation()
  const [audio, setAudio] = useState<File | null>(null)
  const [cover, setCover] = useState<File | null>(null)
  const [coverRemoved, setCoverRemoved] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [tagNote, setTagNote] = useState<string | null>(null)
  const [notAudio, setNotAudio] = useState<string | null>(null)
  const { genres, label: genreLabel } = useGenres()
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting }
  } = useForm<TrackFormValues, unknown, TrackInputParsed>({
    resolver: zodResolver(trackInputSchema),
    defaultValues
  })

  // The select had no options for the saved genre until the list came: show it now that it has.
  const listed = genres.length > 0
  useEffect(() => {
    if (listed) setValue('genre', getValues('genre'))
  }, [listed, setValue, getValues])

  const onFile = async (file: File) => {
    setAudio(file)
    setTagNote(null)
    setNotAudio(null)
    try {
      const tags = await readTags(file)
      onTagsRead?.(tags)
      // A genre the tag names that the list does not hold is left for the person to choose.
      if (tags.genre && !genres.some((g) => g.slug === tags.genre)) delete tags.genre
      let filled = 0
      const { links: _links, ...fields } = tags
      for (const [name, value] of Object.entries(fields) as [keyof TrackFormValues, string | number][]) {
        const current = getValues(name)
        if (current === '' || current === null || current === undefined) {
          setValue(name, value as never, { shouldValidate: true, shouldDirty: true })
          filled++
        }
      }
      if (!getValues('title')) {
        setValue('title', file.name.replace(/\.[^.]+$/, ''), { shouldValidate: true, shouldDirty: true })
        filled++
      }
      setTagNote(filled > 0 ? t('music.tracks.form.tagsRead', { count: filled }) : null)
    } catch (error) {
      if (error instanceof NotAudioError) {
        // Said at once, before the rest is filled in; the file is not kept, so it cannot be sent.
        setAudio(null)
        setNotAudio(t('music.tracks.form.notAudio', { name: file.name }))
      } else setTagNote(t('music.tracks.form.tagsUnreadable'))
    }
  }

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await onSubmit(values, audio, cover)
    } catch (error) {
      setServerError(
        typeof error === 'string' ? error : error instanceof Error ? error.message : t('music.common.failed')
      )
    }
  })

  const field = (name: keyof TrackFormValues) => {
    const { ref, ...rest } = register(name)
    return { ...rest, innerRef: ref, id: `track-${name}`, invalid: Boolean(errors[name]) }
  }
  const feedback = (name: keyof TrackFormValues) =>
    errors[name] ? <FormFeedback id={`track-${name}-error`}>{errors[name]?.message}</FormFeedback> : null

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <Row className="g-3">
        <Col xs={12}>
          <p className="form-label mb-2">{t('music.tracks.form.audio')}</p>
          <AudioDropzone
            file={audio}
            onFile={(f) => void onFile(f)}
            disabled={isSubmitting}
            currentName={currentAudioName}
          />
          {currentAudioUrl && !audio && (
            <audio
              controls
              preload="metadata"
              src={currentAudioUrl}
              className="w-100 mt-2"
              aria-label={t('music.tracks.form.audioPreview')}
            />
          )}
          {notAudio && (
            <p className="text-danger small mt-1 mb-0" role="alert">
              {notAudio}
            </p>
          )}
          {tagNote && (
            <p className="small text-body-secondary mt-1 mb-0" role="status">
              {tagNote}
            </p>
          )}
          {afterAudio}
          {uploadProgress !== null && (
            <div className="mt-2">
              <Progress
                value={uploadProgress}
                aria-label={t('music.tracks.form.uploadProgress')}
                striped
                animated={uploadProgress < 100}
              >
                {uploadProgress}%
              </Progress>
            </div>
          )}
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="track-title">{t('music.tracks.form.title')}</Label>
            <Input {...field('title')} aria-describedby={errors.title ? 'track-title-error' : undefined} />
            {feedback('title')}
          </FormGroup>
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="track-artist">{t('music.tracks.form.artist')}</Label>
            <Input {...field('artist')} aria-describedby={errors.artist ? 'track-artist-error' : undefined} />
            {feedback('artist')}
          </FormGroup>
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="track-album">{t('music.tracks.form.album')}</Label>
            <Input {...field('album')} />
            {feedback('album')}
          </FormGroup>
        </Col>
        <Col md={3}>
          <FormGroup className="mb-0">
            <Label for="track-genre">{t('music.tracks.form.genre')}</Label>
            <Input
              {...field('genre')}
              type="select"
              aria-describedby={errors.genre ? 'track-genre-error' : undefined}
            >
              <option value="">{t('music.tracks.form.chooseGenre')}</option>
              {genres.map((genre) => (
                <option key={genre.slug} value={genre.slug}>
                  {genreLabel(genre.slug)}
                </option>
              ))}
            </Input>
            {feedback('genre')}
          </FormGroup>
        </Col>
        <Col md={3}>
          <FormGroup className="mb-0">
            <Label for="track-duration">{t('music.tracks.form.duration')}</Label>
            <Input
              {...field('duration')}
              type="number"
              min={1}
              inputMode="numeric"
              aria-describedby={errors.duration ? 'track-duration-error' : undefined}
            />
            {feedback('duration')}
          </FormGroup>
        </Col>
        <Col md={4}>
          <FormGroup className="mb-0">
            <Label for="track-release_date">{t('music.tracks.form.releaseDate')}</Label>
            <Input
              {...(() => {
                const { ref, ...rest } = register('release_date', {
                  setValueAs: (v: unknown) => (v === '' ? null : v)
                })
                return { ...rest, innerRef: ref }
              })()}
              id="track-release_date"
              type="date"
              invalid={Boolean(errors.release_date)}
            />
            {feedback('release_date')}
          </FormGroup>
        </Col>
        <Col md={3}>
          <FormGroup className="mb-0">
            <Label for="track-status">{t('music.tracks.form.status')}</Label>
            <Input {...field('status')} type="select">
              {TRACK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`music.tracks.status.${status}`)}
                </option>
              ))}
            </Input>
            {feedback('status')}
          </FormGroup>
        </Col>
        <Col xs={12}>
          <p className="form-label mb-2">{t('music.tracks.cover.label')}</p>
          <CoverPicker
            current={coverRemoved ? null : currentCover}
            file={cover}
            onFile={setCover}
            onRemove={() => {
              setCoverRemoved(true)
              setValue('cover_url', '', { shouldDirty: true })
            }}
            disabled={isSubmitting}
          />
        </Col>
        {extra && <Col xs={12}>{extra}</Col>}
        <Col xs={12}>
          <FormGroup check>
            <Input {...field('explicit')} type="checkbox" invalid={false} />
            <Label check for="track-explicit">
              {t('music.tracks.form.explicit')}
            </Label>
          </FormGroup>
        </Col>
      </Row>
      <FormFooter
        serverError={serverError}
        isSubmitting={isSubmitting}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </Form>
  )
}
