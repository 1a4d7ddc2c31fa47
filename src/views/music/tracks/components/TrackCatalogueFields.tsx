// The catalogue part of the track form (issue 36): the release and the track's place on it, ISRC, version
// subtitle, its artists with roles and its credits. Artists are found as one types and can be created inline; a
// credit names a catalogue artist or just a person's name.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Plus, X } from 'lucide-react'
import { Button, Col, FormFeedback, FormGroup, Input, Label, Row } from 'reactstrap'
import { Autocomplete } from '@/@core/components/autocomplete/Autocomplete'
import { CREDIT_ROLES, TRACK_ARTIST_ROLES, type Artist, type Release } from '@/contracts/catalogue'
import { ArtistPicker } from '../../shared/catalogue/ArtistPicker'
import { catalogueMessage } from '../../shared/catalogue/catalogueMessages'
import { CodeText } from '../../shared/catalogue/CodeText'
import { useArtistSuggestions, useReleaseSuggestions } from '../../shared/catalogue/useArtistSuggestions'
import { creditKey, type CatalogueDraft, type DraftCredit, type DraftErrors } from '../catalogueDraft'

type Props = {
  draft: CatalogueDraft
  onChange: (draft: CatalogueDraft) => void
  errors: DraftErrors
  disabled: boolean
}

function ReleasePicker({ onPick, invalid }: { onPick: (release: Release) => void; invalid: boolean }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const { items, loading } = useReleaseSuggestions(text)
  return (
    <Autocomplete<Release>
      id="track-release"
      label={t('music.tracks.catalogue.release')}
      placeholder={t('music.tracks.catalogue.releasePlaceholder')}
      items={items}
      itemKey={(r) => r.id}
      itemLabel={(r) => r.title}
      filter={() => true}
      renderItem={(r, label) => (
        <span>
          {label}
          <small className="text-body-secondary"> · {r.artists.map((a) => a.name).join(', ')}</small>
        </span>
      )}
      value={text}
      onChange={setText}
      onSelect={(r) => {
        setText('')
        onPick(r)
      }}
      loading={loading}
      invalid={invalid}
      describedBy={invalid ? 'track-release_id-error' : undefined}
    />
  )
}

function CreditPerson({
  credit,
  index,
  onChange
}: {
  credit: DraftCredit
  index: number
  onChange: (credit: DraftCredit) => void
}) {
  const { t } = useTranslation()
  const { items, loading } = useArtistSuggestions(credit.artist_id === null ? credit.name : '')
  return (
    <Autocomplete<Artist>
      id={`track-credit-${index}-name`}
      label={t('music.tracks.catalogue.creditPerson', { n: index + 1 })}
      hideLabel
      placeholder={t('music.tracks.catalogue.creditPersonPlaceholder')}
      items={items}
      itemKey={(a) => a.id}
      itemLabel={(a) => a.name}
      filter={() => true}
      value={credit.name}
      onChange={(name) => onChange({ ...credit, name, artist_id: null })}
      onSelect={(a) => onChange({ ...credit, name: a.name, artist_id: a.id })}
      loading={loading}
      noResultsText={() => t('music.tracks.catalogue.plainName')}
    />
  )
}

export function TrackCatalogueFields({ draft, onChange, errors, disabled }: Props) {
  const { t } = useTranslation()
  const set = (change: Partial<CatalogueDraft>) => onChange({ ...draft, ...change })
  const message = (key: keyof DraftErrors) => catalogueMessage(t, errors[key])
  const feedback = (key: keyof DraftErrors, block = false) =>
    errors[key] ? (
      <FormFeedback id={`track-${key}-error`} className={block ? 'd-block' : undefined}>
        <CodeText text={message(key) ?? ''} />
      </FormFeedback>
    ) : null
  const text = (key: 'disc_number' | 'track_number' | 'isrc' | 'version') => ({
    id: `track-${key}`,
    value: draft[key],
    disabled,
    invalid: Boolean(errors[key]),
    'aria-describedby': errors[key] ? `track-${key}-error` : undefined,
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value })
  })

  return (
    <fieldset className="border rounded p-3">
      <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">
        {t('music.tracks.catalogue.heading')}
      </legend>
      <p className="small text-body-secondary">{t('music.tracks.catalogue.intro')}</p>
      <Row className="g-3">
        <Col md={6}>
          {draft.release ? (
            <FormGroup className="mb-0">
              <span className="form-label d-block">{t('music.tracks.catalogue.release')}</span>
              <div className="d-flex align-items-center gap-2 border rounded px-2 py-1">
                <bdi className="flex-grow-1 text-truncate text-page-start" data-testid="track-release-chosen">
                  {draft.release.title}
                </bdi>
                <Button
                  type="button"
                  color="link"
                  size="sm"
                  disabled={disabled}
                  onClick={() => set({ release: null, track_number: '' })}
                  aria-label={t('music.tracks.catalogue.removeRelease', { title: draft.release.title })}
                >
                  <X size={14} aria-hidden="true" />
                </Button>
              </div>
              {feedback('release_id', true)}
            </FormGroup>
          ) : (
            <>
              <ReleasePicker
                invalid={Boolean(errors.release_id)}
                onPick={(r) => set({ release: { id: r.id, title: r.title } })}
              />
              {feedback('release_id', true)}
            </>
          )}
        </Col>
        <Col xs={6} md={3}>
          <FormGroup className="mb-0">
            <Label for="track-disc_number">{t('music.tracks.catalogue.disc')}</Label>
            <Input {...text('disc_number')} type="number" min={1} inputMode="numeric" />
            {feedback('disc_number')}
          </FormGroup>
        </Col>
        <Col xs={6} md={3}>
          <FormGroup className="mb-0">
            <Label for="track-track_number">{t('music.tracks.catalogue.position')}</Label>
            <Input {...text('track_number')} type="number" min={1} inputMode="numeric" />
            {feedback('track_number')}
          </FormGroup>
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="track-isrc">{t('music.tracks.catalogue.isrc')}</Label>
            <Input {...text('isrc')} dir="ltr" autoComplete="off" placeholder="CC-XXX-YY-NNNNN" />
            {feedback('isrc') ?? (
              <div className="form-text">
                <CodeText text={t('music.tracks.catalogue.isrcHelp')} />
              </div>
            )}
          </FormGroup>
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for="track-version">{t('music.tracks.catalogue.version')}</Label>
            <Input {...text('version')} placeholder={t('music.tracks.catalogue.versionPlaceholder')} />
            {feedback('version')}
          </FormGroup>
        </Col>
        <Col lg={6}>
          <fieldset aria-describedby={errors.artists ? 'track-artists-error' : undefined}>
            <legend className="form-label fs-6 mb-2">{t('music.tracks.catalogue.performers')}</legend>
            <ul className="list-unstyled mb-2">
              {draft.artists.map((artist, i) => (
                <li key={`${artist.artist_id}-${i}`} className="d-flex align-items-center gap-2 mb-2">
                  <bdi className="flex-grow-1 text-truncate text-page-start">{artist.name}</bdi>
                  <Label for={`track-artist-${i}-role`} className="visually-hidden">
                    {t('music.tracks.catalogue.roleOf', { name: artist.name })}
                  </Label>
                  <Input
                    id={`track-artist-${i}-role`}
                    type="select"
                    bsSize="sm"
                    className="w-auto"
                    disabled={disabled}
                    value={artist.role}
                    onChange={(e) =>
                      set({
                        artists: draft.artists.map((a, j) =>
                          j === i ? { ...a, role: e.target.value as typeof a.role } : a
                        )
                      })
                    }
                  >
                    {TRACK_ARTIST_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`music.catalogue.roles.${role}`)}
                      </option>
                    ))}
                  </Input>
                  <Button
                    type="button"
                    color="danger"
                    outline
                    size="sm"
                    className="btn-icon"
                    disabled={disabled}
                    aria-label={t('music.tracks.catalogue.removePerformer', { name: artist.name })}
                    onClick={() => set({ artists: draft.artists.filter((_, j) => j !== i) })}
                  >
                    <X size={14} aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            <ArtistPicker
              id="track-artist-picker"
              label={t('music.tracks.catalogue.addPerformer')}
              disabled={disabled}
              invalid={Boolean(errors.artists)}
              describedBy={errors.artists ? 'track-artists-error' : undefined}
              onPick={(artist) =>
                set({
                  artists: [
                    ...draft.artists,
                    {
                      artist_id: artist.id,
                      name: artist.name,
                      role: draft.artists.some((a) => a.role === 'main') ? 'featured' : 'main'
                    }
                  ]
                })
              }
            />
            {feedback('artists', true)}
          </fieldset>
        </Col>
        <Col lg={6}>
          <fieldset>
            <legend className="form-label fs-6 mb-2">{t('music.tracks.catalogue.credits')}</legend>
            {draft.credits.length === 0 && (
              <p className="small text-body-secondary mb-2">{t('music.tracks.catalogue.noCredits')}</p>
            )}
            {draft.credits.map((credit, i) => (
              <div key={credit.key} className="d-flex align-items-start gap-2 mb-2">
                <Label for={`track-credit-${i}-role`} className="visually-hidden">
                  {t('music.tracks.catalogue.creditRole', { n: i + 1 })}
                </Label>
                <Input
                  id={`track-credit-${i}-role`}
                  type="select"
                  className="w-auto"
                  disabled={disabled}
                  value={credit.role}
                  onChange={(e) =>
                    set({
                      credits: draft.credits.map((c) =>
                        c.key === credit.key ? { ...c, role: e.target.value as typeof c.role } : c
                      )
                    })
                  }
                >
                  {CREDIT_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`music.catalogue.credits.${role}`)}
                    </option>
                  ))}
                </Input>
                <div className="flex-grow-1 min-w-0">
                  <CreditPerson
                    credit={credit}
                    index={i}
                    onChange={(next) =>
                      set({ credits: draft.credits.map((c) => (c.key === credit.key ? next : c)) })
                    }
                  />
                </div>
                <Button
                  type="button"
                  color="danger"
                  outline
                  className="btn-icon"
                  disabled={disabled}
                  aria-label={t('music.tracks.catalogue.removeCredit', { n: i + 1 })}
                  onClick={() => set({ credits: draft.credits.filter((c) => c.key !== credit.key) })}
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button
              type="button"
              color="secondary"
              outline
              size="sm"
              disabled={disabled}
              onClick={() =>
                set({
                  credits: [
                    ...draft.credits,
                    { key: creditKey(), role: 'composer', artist_id: null, name: '' }
                  ]
                })
              }
            >
              <Plus size={14} aria-hidden="true" className="me-1" />
              {t('music.tracks.catalogue.addCredit')}
            </Button>
            {feedback('credits', true)}
          </fieldset>
        </Col>
      </Row>
    </fieldset>
  )
}
