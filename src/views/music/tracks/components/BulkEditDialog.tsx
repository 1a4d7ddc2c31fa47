// "Edit N tracks": the fields that make sense in bulk. A field whose value is the same on every selected track on
// screen shows it; one that differs (or is unknown, for "all matching") shows "mixed" and is sent only if edited.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import {
  TRACK_BULK_FIELDS,
  trackBulkChangesSchema,
  type TrackBulkChanges,
  type TrackBulkField
} from '@/contracts/bulk'
import { TRACK_STATUSES, type Track } from '@/contracts/music'
import { useGenres } from '../../shared/catalogue/useGenres'
import { BulkDialog, useBulkSend } from '../../shared/BulkDialog'

type Props = {
  isOpen: boolean
  count: number
  /** The selected tracks whose values are known (those on screen); empty for "all matching". */
  known: Track[]
  /** Whether the known tracks are the whole selection. */
  complete: boolean
  onClose: () => void
  onSubmit: (changes: TrackBulkChanges) => Promise<void>
}

const MIXED = ''

function common(tracks: Track[], field: TrackBulkField, complete: boolean): string {
  if (!complete || tracks.length === 0) return MIXED
  const values = new Set(tracks.map((t) => String(t[field] ?? '')))
  return values.size === 1 ? [...values][0] : MIXED
}

export function BulkEditDialog({ isOpen, count, known, complete, onClose, onSubmit }: Props) {
  const { t } = useTranslation()
  const { genres, label: genreLabel } = useGenres()
  const initial = useMemo(
    () =>
      Object.fromEntries(TRACK_BULK_FIELDS.map((f) => [f, common(known, f, complete)])) as Record<
        TrackBulkField,
        string
      >,
    [known, complete]
  )
  const [edited, setEdited] = useState<Partial<Record<TrackBulkField, string>>>({})
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const { sending, failure, send, clearFailure } = useBulkSend()
  const value = (f: TrackBulkField) => edited[f] ?? initial[f]
  const set = (f: TrackBulkField, v: string) => setEdited((e) => ({ ...e, [f]: v }))
  const mixedLabel = t('music.bulk.mixed')

  const changes = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {}
    for (const [f, v] of Object.entries(edited) as [TrackBulkField, string][]) {
      if (v === initial[f]) continue
      if (f === 'explicit') {
        if (v !== MIXED) out.explicit = v === 'true'
      } else if (f === 'release_date') out.release_date = v === '' ? null : v
      else if (v !== MIXED || f === 'album') out[f] = v
    }
    return out
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = trackBulkChangesSchema.safeParse(changes())
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] = issue.message
      setErrors(next)
      return
    }
    setErrors({})
    if (await send(() => onSubmit(parsed.data))) setEdited({})
  }

  const close = () => {
    setEdited({})
    setErrors({})
    clearFailure()
    onClose()
  }

  return (
    <BulkDialog
      isOpen={isOpen}
      title={t('music.bulk.editTitle', { count })}
      hint={t('music.bulk.editHint')}
      applyLabel={t('music.bulk.apply', { count })}
      sending={sending}
      failure={failure}
      onClose={close}
      onSubmit={submit}
    >
      <FormGroup>
        <Label for="bulk-genre">{t('music.tracks.columns.genre')}</Label>
        <Input
          id="bulk-genre"
          type="select"
          value={value('genre')}
          onChange={(e) => set('genre', e.target.value)}
          invalid={!!errors.genre}
        >
          <option value={MIXED}>{mixedLabel}</option>
          {genres.map((g) => (
            <option key={g.slug} value={g.slug}>
              {genreLabel(g.slug)}
            </option>
          ))}
        </Input>
        <FormFeedback>{errors.genre}</FormFeedback>
      </FormGroup>
      <FormGroup>
        <Label for="bulk-status">{t('music.tracks.columns.status')}</Label>
        <Input
          id="bulk-status"
          type="select"
          value={value('status')}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value={MIXED}>{mixedLabel}</option>
          {TRACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`music.tracks.status.${s}`)}
            </option>
          ))}
        </Input>
      </FormGroup>
      <FormGroup>
        <Label for="bulk-explicit">{t('music.tracks.explicit')}</Label>
        <Input
          id="bulk-explicit"
          type="select"
          value={value('explicit')}
          onChange={(e) => set('explicit', e.target.value)}
        >
          <option value={MIXED}>{mixedLabel}</option>
          <option value="true">{t('music.bulk.yes')}</option>
          <option value="false">{t('music.bulk.no')}</option>
        </Input>
      </FormGroup>
      <FormGroup>
        <Label for="bulk-artist">{t('music.tracks.columns.artist')}</Label>
        <Input
          id="bulk-artist"
          value={value('artist')}
          placeholder={initial.artist === MIXED ? mixedLabel : undefined}
          onChange={(e) => set('artist', e.target.value)}
          invalid={!!errors.artist}
        />
        <FormFeedback>{errors.artist}</FormFeedback>
      </FormGroup>
      <FormGroup>
        <Label for="bulk-album">{t('music.tracks.columns.album')}</Label>
        <Input
          id="bulk-album"
          value={value('album')}
          placeholder={initial.album === MIXED ? mixedLabel : undefined}
          onChange={(e) => set('album', e.target.value)}
          invalid={!!errors.album}
        />
        <FormFeedback>{errors.album}</FormFeedback>
      </FormGroup>
      <FormGroup>
        <Label for="bulk-release">{t('music.bulk.releaseDate')}</Label>
        <Input
          id="bulk-release"
          type="date"
          value={value('release_date')}
          onChange={(e) => set('release_date', e.target.value)}
          invalid={!!errors.release_date}
        />
        <FormFeedback>{errors.release_date}</FormFeedback>
      </FormGroup>
      {errors.form && <div className="text-danger small">{errors.form}</div>}
    </BulkDialog>
  )
}
