// The release form (title, type, UPC/EAN, label, (P) and (C) lines, original release date, explicit, cover, primary
// artists),
// validated by the shared releaseInputSchema; a field the server refuses (a wrong check digit, a UPC another release
// holds) gets the server's sentence under it.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { X } from 'lucide-react'
import { Col, Form, FormFeedback, FormGroup, Input, Label, Row } from 'reactstrap'
import { FormFooter } from '@/@core/components/form/FormFooter'
import {
  RELEASE_TYPES,
  releaseInputSchema,
  type ReleaseInput,
  type ReleaseInputParsed
} from '@/contracts/catalogue'
import { ArtistPicker, type PickedArtist } from '../../shared/catalogue/ArtistPicker'
import type { WriteRefusal } from '../../shared/catalogue/catalogueApi'
import { catalogueMessage } from '../../shared/catalogue/catalogueMessages'
import { CodeText } from '../../shared/catalogue/CodeText'

export type ReleaseFormValues = ReleaseInput

type Props = {
  defaultValues: ReleaseFormValues
  defaultArtists: PickedArtist[]
  /** Rejects with a WriteRefusal. */
  onSubmit: (values: ReleaseInputParsed) => Promise<void>
  onCancel: () => void
  submitLabel: string
}

export const EMPTY_RELEASE: ReleaseFormValues = {
  title: '',
  type: 'album',
  upc: null,
  label: '',
  p_line: '',
  c_line: '',
  original_release_date: null,
  cover_url: null,
  explicit: false,
  artist_ids: []
}

type TextField = 'title' | 'upc' | 'label' | 'p_line' | 'c_line' | 'original_release_date' | 'cover_url'
const NULLABLE = new Set<string>(['upc', 'original_release_date', 'cover_url'])
const FIELDS = new Set<string>([...Object.keys(EMPTY_RELEASE)])

export function ReleaseForm({ defaultValues, defaultArtists, onSubmit, onCancel, submitLabel }: Props) {
  const { t } = useTranslation()
  const [serverError, setServerError] = useState<string | null>(null)
  const [artists, setArtists] = useState<PickedArtist[]>(defaultArtists)
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting }
  } = useForm<ReleaseFormValues, unknown, ReleaseInputParsed>({
    resolver: zodResolver(releaseInputSchema),
    defaultValues
  })

  const changeArtists = (next: PickedArtist[]) => {
    setArtists(next)
    setValue(
      'artist_ids',
      next.map((a) => a.id),
      { shouldValidate: true, shouldDirty: true }
    )
  }

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await onSubmit(values)
    } catch (error) {
      const refusal = error as Partial<WriteRefusal>
      const fields = (refusal.fields ?? []).filter((f) => FIELDS.has(f.path))
      for (const field of fields) setError(field.path as keyof ReleaseFormValues, { message: field.message })
      if (fields.length === 0)
        setServerError(typeof error === 'string' ? error : (refusal.message ?? t('music.common.failed')))
    }
  })

  const field = (name: TextField) => {
    const { ref, ...rest } = register(
      name,
      NULLABLE.has(name) ? { setValueAs: (v: unknown) => (v === '' ? null : v) } : undefined
    )
    return {
      ...rest,
      innerRef: ref,
      id: `release-${name}`,
      invalid: Boolean(errors[name]),
      'aria-describedby': errors[name] ? `release-${name}-error` : undefined
    }
  }
  const feedback = (name: keyof ReleaseFormValues) =>
    errors[name] ? (
      <FormFeedback id={`release-${name}-error`} className={name === 'artist_ids' ? 'd-block' : undefined}>
        <CodeText text={catalogueMessage(t, errors[name]?.message) ?? ''} />
      </FormFeedback>
    ) : null
  const typeField = register('type')
  const explicitField = register('explicit')

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <Row className="g-3">
        <Col md={8}>
          <FormGroup className="mb-0">
            <Label for="release-title">{t('music.releases.form.title')}</Label>
            <Input {...field('title')} autoComplete="off" />
            {feedback('title')}
          </FormGroup>
        </Col>
        <Col md={4}>
          <FormGroup className="mb-0">
            <Label for="release-type">{t('music.releases.form.type')}</Label>
            <Input {...typeField} innerRef={typeField.ref} id="release-type" type="select">
              {RELEASE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`music.releases.types.${type}`)}
                </option>
              ))}
            </Input>
          </FormGroup>
        </Col>
        <Col xs={12}>
          <fieldset aria-describedby={errors.artist_ids ? 'release-artist_ids-error' : undefined}>
            <legend className="form-label fs-6 mb-2">{t('music.releases.form.artists')}</legend>
            {artists.length > 0 && (
              <ul className="list-inline mb-2">
                {artists.map((artist) => (
                  <li key={artist.id} className="list-inline-item mb-1">
                    <span className="badge rounded-pill bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center gap-1 fs-6 fw-normal">
                      <bdi>{artist.name}</bdi>
                      <button
                        type="button"
                        className="btn btn-sm p-0 border-0 text-reset"
                        aria-label={t('music.releases.form.removeArtist', { name: artist.name })}
                        onClick={() => changeArtists(artists.filter((a) => a.id !== artist.id))}
                      >
                        <X size={14} aria-hidden="true" />
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <ArtistPicker
              id="release-artist-picker"
              label={t('music.releases.form.addArtist')}
              exclude={artists.map((a) => a.id)}
              onPick={(artist) => changeArtists([...artists, artist])}
              invalid={Boolean(errors.artist_ids)}
              describedBy={errors.artist_ids ? 'release-artist_ids-error' : undefined}
            />
            {feedback('artist_ids')}
          </fieldset>
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="release-upc">{t('music.releases.form.upc')}</Label>
            <Input {...field('upc')} inputMode="numeric" dir="ltr" autoComplete="off" />
            {feedback('upc') ?? <div className="form-text">{t('music.releases.form.upcHelp')}</div>}
          </FormGroup>
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="release-original_release_date">{t('music.releases.form.releaseDate')}</Label>
            <Input {...field('original_release_date')} type="date" />
            {feedback('original_release_date')}
          </FormGroup>
        </Col>
        <Col md={4}>
          <FormGroup className="mb-0">
            <Label for="release-label">{t('music.releases.form.label')}</Label>
            <Input {...field('label')} autoComplete="off" />
            {feedback('label')}
          </FormGroup>
        </Col>
        <Col md={4}>
          <FormGroup className="mb-0">
            <Label for="release-p_line">{t('music.releases.form.pLine')}</Label>
            <Input
              {...field('p_line')}
              autoComplete="off"
              placeholder={t('music.releases.form.pLinePlaceholder')}
            />
            {feedback('p_line')}
          </FormGroup>
        </Col>
        <Col md={4}>
          <FormGroup className="mb-0">
            <Label for="release-c_line">{t('music.releases.form.cLine')}</Label>
            <Input
              {...field('c_line')}
              autoComplete="off"
              placeholder={t('music.releases.form.cLinePlaceholder')}
            />
            {feedback('c_line')}
          </FormGroup>
        </Col>
        <Col xs={12}>
          <FormGroup check className="mb-0">
            <Input {...explicitField} innerRef={explicitField.ref} id="release-explicit" type="checkbox" />
            <Label check for="release-explicit">
              {t('music.releases.form.explicit')}
            </Label>
          </FormGroup>
        </Col>
        <Col xs={12}>
          <FormGroup className="mb-0">
            <Label for="release-cover_url">{t('music.releases.form.coverUrl')}</Label>
            <Input {...field('cover_url')} inputMode="url" dir="ltr" placeholder="https://" />
            {feedback('cover_url')}
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
