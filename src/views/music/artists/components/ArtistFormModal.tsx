// The artist form (name, sort name, country, picture URL, biography, links) in a dialog, validated by the shared
// artistInputSchema. While the name is typed it says when the catalogue already has an artist of that name: names
// need not be unique, so this warns and does not refuse.
import { useEffect, useState } from 'react'
import { useFieldArray, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Plus, X } from 'lucide-react'
import { Alert, Button, Col, FormFeedback, FormGroup, Input, Label, Row } from 'reactstrap'
import { FormDialog } from '@/@core/components/form/FormDialog'
import {
  BIOGRAPHY_MAX,
  LINKS_MAX,
  artistInputSchema,
  type Artist,
  type ArtistInput,
  type ArtistInputParsed
} from '@/contracts/catalogue'
import type { WriteRefusal } from '../../shared/catalogue/catalogueApi'
import { catalogueMessage } from '../../shared/catalogue/catalogueMessages'
import { countryOptions } from '../../shared/catalogue/countryNames'
import { useArtistSuggestions } from '../../shared/catalogue/useArtistSuggestions'

type Props = {
  isOpen: boolean
  /** The artist to edit, or null to create one. */
  artist: Artist | null
  /** Rejects with a WriteRefusal (or a sentence). */
  onSubmit: (input: ArtistInputParsed) => Promise<void>
  onClose: () => void
}

// The form always holds a list of links (the schema's input lets it be left out).
type Values = Omit<ArtistInput, 'links'> & { links: { label: string; url: string }[] }

const EMPTY: Values = {
  name: '',
  sort_name: '',
  country: null,
  image_url: null,
  biography: '',
  links: []
}

const valuesOf = (artist: Artist): Values => ({
  name: artist.name,
  sort_name: artist.sort_name,
  country: (artist.country as Values['country']) ?? null,
  image_url: artist.image_url,
  biography: artist.biography,
  links: artist.links.map((l) => ({ label: l.label, url: l.url }))
})

const emptyToNull = (value: unknown) => (value === '' ? null : value)

export function ArtistFormModal({ isOpen, artist, onSubmit, onClose }: Props) {
  const { t, i18n } = useTranslation()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting }
  } = useForm<Values, unknown, ArtistInputParsed>({
    resolver: zodResolver(artistInputSchema) as Resolver<Values, unknown, ArtistInputParsed>,
    defaultValues: EMPTY
  })
  const links = useFieldArray({ control, name: 'links' })

  useEffect(() => {
    if (!isOpen) return
    setServerError(null)
    reset(artist ? valuesOf(artist) : EMPTY)
  }, [isOpen, artist, reset])

  const name = watch('name') ?? ''
  const biography = watch('biography') ?? ''
  const { items: sameStart } = useArtistSuggestions(isOpen ? name : '')
  const namesakes = sameStart.filter(
    (a) => a.id !== artist?.id && a.name.trim().toLowerCase() === name.trim().toLowerCase()
  )

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
      const fields = refusal.fields ?? []
      for (const field of fields)
        if (field.path in EMPTY) setError(field.path as keyof Values, { message: field.message })
      if (!fields.some((f) => f.path in EMPTY)) setServerError(refusal.message ?? t('music.common.failed'))
    }
  })

  const field = (key: 'name' | 'sort_name' | 'image_url' | 'biography' | 'country') => {
    const nullable = key === 'image_url' || key === 'country'
    const { ref, ...rest } = register(key, nullable ? { setValueAs: emptyToNull } : undefined)
    return {
      ...rest,
      innerRef: ref,
      id: `artist-${key}`,
      invalid: Boolean(errors[key]),
      'aria-describedby': errors[key] ? `artist-${key}-error` : undefined
    }
  }
  const feedback = (key: 'name' | 'sort_name' | 'image_url' | 'biography' | 'country') =>
    errors[key] ? (
      <FormFeedback id={`artist-${key}-error`}>{catalogueMessage(t, errors[key]?.message)}</FormFeedback>
    ) : null

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={artist ? t('music.artists.form.editTitle') : t('music.artists.form.newTitle')}
      onSubmit={(e) => void submit(e)}
      serverError={serverError}
      submitLabel={artist ? t('music.artists.form.save') : t('music.artists.form.create')}
      submitting={isSubmitting}
      layout="wide"
    >
      <Row className="g-3">
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="artist-name">{t('music.artists.form.name')}</Label>
            <Input {...field('name')} autoComplete="off" />
            {feedback('name')}
            {namesakes.length > 0 && (
              <Alert fade={false} color="warning" className="small py-2 mt-2 mb-0" role="status">
                {t('music.artists.form.namesakes', {
                  count: namesakes.length,
                  name: namesakes[0].name
                })}
              </Alert>
            )}
          </FormGroup>
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="artist-sort_name">{t('music.artists.form.sortName')}</Label>
            <Input {...field('sort_name')} autoComplete="off" aria-describedby="artist-sort_name-help" />
            {feedback('sort_name') ?? (
              <div id="artist-sort_name-help" className="form-text">
                {t('music.artists.form.sortNameHelp')}
              </div>
            )}
          </FormGroup>
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="artist-country">{t('music.artists.form.country')}</Label>
            <Input {...field('country')} type="select">
              <option value="">{t('music.artists.form.noCountry')}</option>
              {countryOptions(i18n.language).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </Input>
            {feedback('country')}
          </FormGroup>
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="artist-image_url">{t('music.artists.form.imageUrl')}</Label>
            <Input {...field('image_url')} inputMode="url" dir="ltr" placeholder="https://" />
            {feedback('image_url')}
          </FormGroup>
        </Col>
        <Col xs={12}>
          <FormGroup className="mb-0">
            <Label for="artist-biography">{t('music.artists.form.biography')}</Label>
            <Input {...field('biography')} type="textarea" rows={4} />
            {feedback('biography') ?? (
              <div className="form-text">
                {t('music.artists.form.biographyCount', { length: biography.length, max: BIOGRAPHY_MAX })}
              </div>
            )}
          </FormGroup>
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6 mb-2">{t('music.artists.form.links')}</legend>
            {links.fields.length === 0 && (
              <p className="small text-body-secondary mb-2">{t('music.artists.form.noLinks')}</p>
            )}
            {links.fields.map((link, index) => {
              const urlError = errors.links?.[index]?.url?.message
              const labelError = errors.links?.[index]?.label?.message
              const { ref: labelRef, ...labelField } = register(`links.${index}.label`)
              const { ref: urlRef, ...urlField } = register(`links.${index}.url`)
              return (
                <Row key={link.id} className="g-2 mb-2 align-items-start">
                  <Col xs={12} sm={4}>
                    <Label for={`artist-link-${index}-label`} className="visually-hidden">
                      {t('music.artists.form.linkLabel', { n: index + 1 })}
                    </Label>
                    <Input
                      {...labelField}
                      innerRef={labelRef}
                      id={`artist-link-${index}-label`}
                      placeholder={t('music.artists.form.linkLabelPlaceholder')}
                      invalid={Boolean(labelError)}
                    />
                    {labelError && <FormFeedback>{catalogueMessage(t, labelError)}</FormFeedback>}
                  </Col>
                  <Col xs={10} sm={7}>
                    <Label for={`artist-link-${index}-url`} className="visually-hidden">
                      {t('music.artists.form.linkUrl', { n: index + 1 })}
                    </Label>
                    <Input
                      {...urlField}
                      innerRef={urlRef}
                      id={`artist-link-${index}-url`}
                      inputMode="url"
                      dir="ltr"
                      placeholder="https://"
                      invalid={Boolean(urlError)}
                    />
                    {urlError && <FormFeedback>{catalogueMessage(t, urlError)}</FormFeedback>}
                  </Col>
                  <Col xs={2} sm={1} className="text-end">
                    <Button
                      type="button"
                      color="danger"
                      outline
                      className="btn-icon"
                      aria-label={t('music.artists.form.removeLink', { n: index + 1 })}
                      onClick={() => links.remove(index)}
                    >
                      <X size={16} aria-hidden="true" />
                    </Button>
                  </Col>
                </Row>
              )
            })}
            {links.fields.length < LINKS_MAX && (
              <Button
                type="button"
                color="secondary"
                outline
                size="sm"
                onClick={() => links.append({ label: '', url: '' })}
              >
                <Plus size={14} aria-hidden="true" className="me-1" />
                {t('music.artists.form.addLink')}
              </Button>
            )}
          </fieldset>
        </Col>
      </Row>
    </FormDialog>
  )
}
