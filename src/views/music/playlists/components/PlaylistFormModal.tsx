// The playlist form (name, description, public) in a dialog, validated by the shared schema; the server's
// sentence is shown above the buttons.
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import {
  Alert,
  Button,
  Form,
  FormFeedback,
  FormGroup,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader
} from 'reactstrap'
import {
  PLAYLIST_DESCRIPTION_MAX,
  playlistInputSchema,
  type Playlist,
  type PlaylistInput,
  type PlaylistInputParsed
} from '@/contracts/music'

type Props = {
  isOpen: boolean
  /** The playlist to edit, or null to create one. */
  playlist: Pick<Playlist, 'name' | 'description' | 'is_public'> | null
  /** Rejects with the server's sentence. */
  onSubmit: (input: PlaylistInputParsed) => Promise<void>
  onClose: () => void
}

const EMPTY: PlaylistInput = { name: '', description: '', is_public: true }

export function PlaylistFormModal({ isOpen, playlist, onSubmit, onClose }: Props) {
  const { t } = useTranslation()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting }
  } = useForm<PlaylistInput, unknown, PlaylistInputParsed>({
    resolver: zodResolver(playlistInputSchema),
    defaultValues: EMPTY
  })

  useEffect(() => {
    if (!isOpen) return
    setServerError(null)
    reset(
      playlist
        ? { name: playlist.name, description: playlist.description, is_public: playlist.is_public }
        : EMPTY
    )
  }, [isOpen, playlist, reset])

  const close = () => {
    if (!isSubmitting) onClose()
  }
  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await onSubmit(values)
      onClose()
    } catch (error) {
      setServerError(
        typeof error === 'string' ? error : error instanceof Error ? error.message : t('music.common.failed')
      )
    }
  })

  const field = (name: 'name' | 'description') => {
    const { ref, ...rest } = register(name)
    return {
      ...rest,
      innerRef: ref,
      id: `playlist-${name}`,
      invalid: Boolean(errors[name]),
      'aria-describedby': errors[name] ? `playlist-${name}-error` : undefined
    }
  }
  const { ref: publicRef, ...publicField } = register('is_public')
  const description = watch('description') ?? ''
  const title = playlist ? t('music.playlists.form.editTitle') : t('music.playlists.form.newTitle')

  return (
    <Modal isOpen={isOpen} toggle={close} centered labelledBy="playlist-form-title" returnFocusAfterClose>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <ModalHeader toggle={close} id="playlist-form-title" tag="h2">
          {title}
        </ModalHeader>
        <ModalBody>
          <FormGroup>
            <Label for="playlist-name">{t('music.playlists.form.name')}</Label>
            <Input {...field('name')} autoComplete="off" />
            {errors.name && <FormFeedback id="playlist-name-error">{errors.name.message}</FormFeedback>}
          </FormGroup>
          <FormGroup>
            <Label for="playlist-description">{t('music.playlists.form.description')}</Label>
            <Input {...field('description')} type="textarea" rows={3} />
            {errors.description ? (
              <FormFeedback id="playlist-description-error">{errors.description.message}</FormFeedback>
            ) : (
              <div className="form-text">
                {t('music.playlists.form.descriptionCount', {
                  length: description.length,
                  max: PLAYLIST_DESCRIPTION_MAX
                })}
              </div>
            )}
          </FormGroup>
          <FormGroup switch className="mb-0">
            <Input
              {...publicField}
              innerRef={publicRef}
              id="playlist-is_public"
              type="switch"
              role="switch"
            />
            <Label for="playlist-is_public" check>
              {t('music.playlists.form.public')}
            </Label>
            <div className="form-text">{t('music.playlists.form.publicHelp')}</div>
          </FormGroup>
          {serverError && (
            <Alert fade={false} color="danger" className="mt-3 mb-0" role="alert">
              {serverError}
            </Alert>
          )}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline type="button" onClick={close} disabled={isSubmitting}>
            {t('music.common.cancel')}
          </Button>
          <Button color="primary" type="submit" disabled={isSubmitting}>
            {isSubmitting
              ? t('music.common.saving')
              : playlist
                ? t('music.playlists.form.save')
                : t('music.playlists.form.create')}
          </Button>
        </ModalFooter>
      </Form>
    </Modal>
  )
}
