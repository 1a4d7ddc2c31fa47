// Where and when something may be played: worldwide, or a list of countries included or excluded, and an optional
// first and last day. The sentence under the form is the contract's summary of what would be saved; the server
// checks the same schema (availabilityInputSchema) and its refusal is shown under the field it names.
import { useId, useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { X } from 'lucide-react'
import { Alert, Button, Form, FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import {
  AVAILABILITY_MODES,
  availabilityInputSchema,
  type Availability,
  type AvailabilityMode
} from '@/contracts/availability'
import { ISO_COUNTRIES } from '@/contracts/countries'
import type { WriteRefusal } from '../../shared/catalogue/catalogueApi'
import { availabilityText, countryName } from './availabilityText'

type Props = {
  /** The id prefix of the fields. */
  id: string
  value: Availability
  /** Rejects with a WriteRefusal (or its message). */
  onSave: (value: Availability) => Promise<unknown>
  onCancel: () => void
  /** A track's editor offers to follow its release again. */
  onFollowRelease?: () => Promise<unknown>
}

/** The contract's sentences this form can meet, in the reader's language; any other is shown as it came. */
const KNOWN: Record<string, string> = {
  'countries must name at least one country': 'needCountry',
  'until must be on or after from': 'untilBeforeFrom'
}

type Errors = Partial<Record<'mode' | 'countries' | 'from' | 'until', string>>

export function AvailabilityEditor({ id, value, onSave, onCancel, onFollowRelease }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const [draft, setDraft] = useState<Availability>(value)
  const [country, setCountry] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const listId = useId()
  const options = useMemo(
    () =>
      ISO_COUNTRIES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
        a.name.localeCompare(b.name, language)
      ),
    [language]
  )

  /** "DE", "de", "Germany" or "Germany (DE)" to its code. */
  const codeOf = (text: string) => {
    const trimmed = text.trim()
    const inBrackets = /\(([A-Za-z]{2})\)$/.exec(trimmed)?.[1]
    const candidate = (inBrackets ?? trimmed).toUpperCase()
    if ((ISO_COUNTRIES as readonly string[]).includes(candidate)) return candidate
    return options.find((o) => o.name.toLowerCase() === trimmed.toLowerCase())?.code ?? null
  }

  const addCountry = () => {
    const code = codeOf(country)
    if (!code) {
      setErrors({ ...errors, countries: t('music.releases.availability.unknownCountry', { text: country }) })
      return
    }
    setErrors({ ...errors, countries: undefined })
    setDraft({ ...draft, countries: [...new Set([...draft.countries, code])].sort() })
    setCountry('')
  }

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    setServerError(null)
    try {
      await action()
    } catch (error) {
      const refusal = error as Partial<WriteRefusal>
      const fields = (refusal.fields ?? []).filter((f) =>
        ['mode', 'countries', 'from', 'until'].includes(f.path)
      )
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])))
      else setServerError(typeof error === 'string' ? error : (refusal.message ?? t('music.common.failed')))
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = availabilityInputSchema.safeParse(draft)
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0] ?? 'mode'),
            KNOWN[issue.message]
              ? t(`music.releases.availability.errors.${KNOWN[issue.message]}`)
              : issue.message
          ])
        ) as Errors
      )
      return
    }
    setErrors({})
    void run(() => onSave(parsed.data))
  }

  const fieldId = (name: string) => `${id}-${name}`
  const described = (name: keyof Errors) => (errors[name] ? `${fieldId(name)}-error` : undefined)

  return (
    <Form onSubmit={submit} noValidate>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">{t('music.releases.availability.where')}</legend>
        {AVAILABILITY_MODES.map((mode: AvailabilityMode) => (
          <FormGroup check key={mode}>
            <Input
              type="radio"
              id={fieldId(`mode-${mode}`)}
              name={fieldId('mode')}
              checked={draft.mode === mode}
              onChange={() => setDraft({ ...draft, mode })}
            />
            <Label check for={fieldId(`mode-${mode}`)}>
              {t(`music.releases.availability.modes.${mode}`)}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
      {draft.mode !== 'worldwide' && (
        <fieldset className="mb-3" aria-describedby={described('countries')}>
          <legend className="form-label fs-6 mb-2">
            {t(`music.releases.availability.countriesOf.${draft.mode}`)}
          </legend>
          {draft.countries.length > 0 && (
            <ul className="list-inline mb-2">
              {draft.countries.map((code) => (
                <li key={code} className="list-inline-item mb-1">
                  <span className="badge rounded-pill bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center gap-1 fs-6 fw-normal">
                    <bdi>{countryName(code, language)}</bdi>
                    <span dir="ltr" className="small">
                      {code}
                    </span>
                    <button
                      type="button"
                      className="btn btn-sm p-0 border-0 text-reset"
                      aria-label={t('music.releases.availability.removeCountry', {
                        name: countryName(code, language)
                      })}
                      onClick={() =>
                        setDraft({ ...draft, countries: draft.countries.filter((c) => c !== code) })
                      }
                    >
                      <X size={14} aria-hidden="true" />
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Label for={fieldId('country')} className="visually-hidden">
            {t('music.releases.availability.addCountry')}
          </Label>
          <div className="d-flex gap-2">
            <Input
              id={fieldId('country')}
              list={listId}
              value={country}
              autoComplete="off"
              placeholder={t('music.releases.availability.countryPlaceholder')}
              invalid={Boolean(errors.countries)}
              aria-describedby={described('countries')}
              onChange={(e) => setCountry(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return
                e.preventDefault()
                addCountry()
              }}
            />
            <Button type="button" color="secondary" outline onClick={addCountry} disabled={!country.trim()}>
              {t('music.releases.availability.addCountry')}
            </Button>
          </div>
          <datalist id={listId}>
            {options.map((o) => (
              <option key={o.code} value={`${o.name} (${o.code})`} />
            ))}
          </datalist>
          {errors.countries && (
            <FormFeedback id={`${fieldId('countries')}-error`} className="d-block">
              {errors.countries}
            </FormFeedback>
          )}
        </fieldset>
      )}
      <div className="row g-3 mb-3">
        {(['from', 'until'] as const).map((name) => (
          <div className="col-sm-6" key={name}>
            <Label for={fieldId(name)}>{t(`music.releases.availability.${name}`)}</Label>
            <Input
              id={fieldId(name)}
              type="date"
              value={draft[name] ?? ''}
              invalid={Boolean(errors[name])}
              aria-describedby={described(name)}
              onChange={(e) => setDraft({ ...draft, [name]: e.target.value || null })}
            />
            {errors[name] && <FormFeedback id={`${fieldId(name)}-error`}>{errors[name]}</FormFeedback>}
          </div>
        ))}
      </div>
      <p className="mb-3" aria-live="polite">
        <span className="text-body-secondary">{t('music.releases.availability.preview')}</span>{' '}
        <strong data-testid={fieldId('preview')}>{availabilityText(draft, t, language)}</strong>
      </p>
      {serverError && (
        <Alert fade={false} color="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" color="primary" disabled={busy}>
          {busy ? t('music.common.working') : t('music.releases.availability.save')}
        </Button>
        <Button type="button" color="secondary" outline onClick={onCancel} disabled={busy}>
          {t('music.releases.availability.cancel')}
        </Button>
        {onFollowRelease && (
          <Button type="button" color="link" onClick={() => void run(onFollowRelease)} disabled={busy}>
            {t('music.releases.availability.followRelease')}
          </Button>
        )}
      </div>
    </Form>
  )
}
