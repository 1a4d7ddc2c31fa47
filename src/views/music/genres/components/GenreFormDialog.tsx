// An administrator's new genre or new name for one, validated by the shared genreInputSchema; the server's refusal
// (a name another genre has) shows under the field.
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import { FormDialog } from '@/@core/components/form/FormDialog'
import { GENRE_NAME_MAX, genreInputSchema, type GenreEntry, type GenreInput } from '@/contracts/catalogue'
import type { WriteRefusal } from '../../shared/catalogue/catalogueApi'
import { catalogueMessage } from '../../shared/catalogue/catalogueMessages'

type Props = {
  isOpen: boolean
  /** The genre to rename, or null to add one. */
  genre: GenreEntry | null
  /** Rejects with a WriteRefusal (or a sentence). */
  onSubmit: (input: GenreInput) => Promise<void>
  onClose: () => void
}

export function GenreFormDialog({ isOpen, genre, onSubmit, onClose }: Props) {
  const { t } = useTranslation()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting }
  } = useForm<GenreInput>({ resolver: zodResolver(genreInputSchema), defaultValues: { name: '' } })

  useEffect(() => {
    if (!isOpen) return
    setServerError(null)
    reset({ name: genre?.name ?? '' })
  }, [isOpen, genre, reset])

  const close = () => {
    if (!isSubmitting) onClose()
  }
  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await onSubmit(values)
      onClose()
    } catch (error) {
      const refusal = error as Partial<WriteRefusal> | string
      if (typeof refusal === 'string') return setServerError(refusal)
      const named = refusal.fields?.find((f) => f.path === 'name')
      if (named) setError('name', { message: named.message })
      else setServerError(refusal.message ?? t('music.common.failed'))
    }
  })

  const { ref, ...name } = register('name')
  const message = catalogueMessage(t, errors.name?.message)
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={
        genre
          ? t('music.genreList.form.renameTitle', { name: genre.name })
          : t('music.genreList.form.newTitle')
      }
      intro={genre ? t('music.genreList.form.renameIntro') : t('music.genreList.form.newIntro')}
      onSubmit={(e) => void submit(e)}
      serverError={serverError}
      submitLabel={genre ? t('music.genreList.form.rename') : t('music.genreList.form.add')}
      submitting={isSubmitting}
    >
      <FormGroup className="mb-0">
        <Label for="genre-name">{t('music.genreList.form.name')}</Label>
        <Input
          {...name}
          innerRef={ref}
          id="genre-name"
          autoComplete="off"
          maxLength={GENRE_NAME_MAX + 10}
          invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'genre-name-error' : 'genre-name-help'}
        />
        {message ? (
          <FormFeedback id="genre-name-error">{message}</FormFeedback>
        ) : (
          <div id="genre-name-help" className="form-text">
            {t('music.genreList.form.nameHelp', { max: GENRE_NAME_MAX })}
          </div>
        )}
      </FormGroup>
    </FormDialog>
  )
}
