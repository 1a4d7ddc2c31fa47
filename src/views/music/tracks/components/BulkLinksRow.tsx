// A bulk-upload row's tag links (issue 36), on a line under the row: album artist, composer, ISRC, disc and track
// number, as the file's tags name them and the person leaves them; "Don't link" uploads the file without them (they
// stay, to link again). `linkMessages` says what blocks them, for the row's status cell.
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { Button, Input } from 'reactstrap'
import { Link2, Link2Off } from 'lucide-react'
import { formatIsrc } from '@/contracts/catalogue'
import { catalogueMessage } from '../../shared/catalogue/catalogueMessages'
import type { BulkLinks, BulkLinksField } from '../bulkTagLinks'
import type { RowLinks } from '../useBulkLinks'

/** Why a row's links cannot be applied as they stand, each naming the track or file in the way. */
export function linkMessages(t: TFunction, links: RowLinks | undefined): string[] {
  if (!links) return []
  // The artist is the row's own column: the track's fields say when it is missing.
  const messages = Object.entries(links.errors)
    .filter(([field]) => field !== 'artist')
    .map(([, m]) => catalogueMessage(t, m) ?? m)
  const plan = links.plan.status === 'ready' ? links.plan.plan : null
  if (plan?.isrc && plan.isrc_holder)
    messages.push(
      t('music.tracks.tagLinks.isrcTaken', {
        isrc: formatIsrc(plan.isrc),
        id: plan.isrc_holder.id,
        title: plan.isrc_holder.title,
        artist: plan.isrc_holder.artist
      })
    )
  if (plan?.position_holder && plan.track_number !== null)
    messages.push(
      t('music.tracks.tagLinks.positionTaken', {
        track: plan.track_number,
        disc: plan.disc_number,
        title: plan.position_holder.title,
        id: plan.position_holder.id
      })
    )
  if (links.clash?.isrc && links.body?.isrc)
    messages.push(
      t('music.tracks.bulkLinks.isrcInBatch', { isrc: formatIsrc(links.body.isrc), file: links.clash.isrc })
    )
  if (links.clash?.position && links.body)
    messages.push(
      t('music.tracks.bulkLinks.positionInBatch', {
        track: links.body.track_number,
        disc: links.body.disc_number,
        file: links.clash.position
      })
    )
  if (links.plan.status === 'error')
    messages.push(t('music.tracks.tagLinks.planFailed', { message: links.plan.message }))
  return messages
}

type Props = {
  file: string
  rowKey: string
  links: BulkLinks
  checked: RowLinks | undefined
  editable: boolean
  /** An uploaded row's links can be corrected and applied again, not dropped: its album text went with them. */
  canDrop: boolean
  describedBy: string | undefined
  onChange: (links: BulkLinks) => void
}

const FIELDS: { name: BulkLinksField; label: string; width: string; extra?: Record<string, unknown> }[] = [
  { name: 'album_artist', label: 'music.tracks.tagLinks.albumArtist', width: '11rem' },
  { name: 'composer', label: 'music.tracks.tagLinks.composer', width: '11rem' },
  {
    name: 'isrc',
    label: 'music.tracks.catalogue.isrc',
    width: '10rem',
    extra: { dir: 'ltr', autoComplete: 'off' }
  },
  {
    name: 'disc_number',
    label: 'music.tracks.catalogue.disc',
    width: '5rem',
    extra: { type: 'number', min: 1 }
  },
  {
    name: 'track_number',
    label: 'music.tracks.catalogue.position',
    width: '7rem',
    extra: { type: 'number', min: 1 }
  }
]

export function BulkLinksRow({
  file,
  rowKey,
  links,
  checked,
  editable,
  canDrop,
  describedBy,
  onChange
}: Props) {
  const { t } = useTranslation()
  if (links.dropped)
    return (
      <div className="bulk-links-fields d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
        <span>{t('music.tracks.bulkLinks.dropped')}</span>
        <Button
          type="button"
          size="sm"
          color="link"
          className="p-0"
          disabled={!canDrop}
          aria-label={`${t('music.tracks.bulkLinks.linkAgain')}: ${file}`}
          onClick={() => onChange({ ...links, dropped: false })}
        >
          <Link2 size={14} aria-hidden="true" className="me-1" />
          {t('music.tracks.bulkLinks.linkAgain')}
        </Button>
      </div>
    )
  const plan = checked?.plan.status === 'ready' ? checked.plan.plan : null
  const invalid: Partial<Record<BulkLinksField, boolean>> = {
    ...Object.fromEntries(Object.keys(checked?.errors ?? {}).map((k) => [k, true])),
    ...(plan?.isrc_holder || checked?.clash?.isrc ? { isrc: true } : {}),
    ...(plan?.position_holder || checked?.clash?.position ? { track_number: true } : {})
  }
  return (
    <div className="bulk-links-fields d-flex flex-wrap align-items-end gap-2">
      {FIELDS.map(({ name, label, width, extra }) => {
        const id = `bulk-${name}-${rowKey}`
        return (
          <div key={name} style={{ width }}>
            <label htmlFor={id} className="form-label small mb-0 text-body-secondary text-nowrap">
              {t(label)}
            </label>
            <Input
              id={id}
              bsSize="sm"
              value={links[name]}
              disabled={!editable}
              invalid={invalid[name] ?? false}
              aria-describedby={invalid[name] ? describedBy : undefined}
              placeholder={name === 'album_artist' ? t('music.tracks.tagLinks.sameAsArtist') : undefined}
              aria-label={`${t(label)}: ${file}`}
              onChange={(e) => onChange({ ...links, [name]: e.target.value })}
              {...(extra ?? {})}
            />
          </div>
        )
      })}
      <Button
        type="button"
        size="sm"
        color="secondary"
        outline
        disabled={!canDrop}
        aria-label={`${t('music.tracks.bulkLinks.drop')}: ${file}`}
        onClick={() => onChange({ ...links, dropped: true })}
      >
        <Link2Off size={14} aria-hidden="true" className="me-1" />
        {t('music.tracks.bulkLinks.drop')}
      </Button>
    </div>
  )
}
