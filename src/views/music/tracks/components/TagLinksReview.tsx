// The upload's review step (issue 36): what the chosen file's tags say about its place in the catalogue, and what
// saving will do with each: link the artist or release the catalogue has, or create it; the ISRC, disc and track
// number; the composer credit. The person changes a name to link another one, then confirms (or declines) the links.
import { useTranslation } from 'react-i18next'
import { Badge, Button, Col, FormFeedback, FormGroup, Input, Label, Row } from 'reactstrap'
import { Check, Pencil, X } from 'lucide-react'
import { formatIsrc, type TagLinksPlan } from '@/contracts/catalogue'
import { Spinner } from '@/@core/components/Spinner'
import { catalogueMessage } from '../../shared/catalogue/catalogueMessages'
import { CodeText } from '../../shared/catalogue/CodeText'
import type { TagLinksDraft, TagLinksErrors, TagLinksField } from '../tagLinksDraft'

export type PlanState =
  | { status: 'invalid' }
  | { status: 'loading' }
  | { status: 'ready'; plan: TagLinksPlan }
  | { status: 'error'; message: string }

type Props = {
  draft: TagLinksDraft
  onChange: (draft: TagLinksDraft) => void
  errors: TagLinksErrors
  plan: PlanState
  onRetry: () => void
  confirmed: boolean
  onConfirm: () => void
  onEdit: () => void
  onDiscard: () => void
  disabled: boolean
}

/** Whether the plan says saving would be refused: an ISRC or a position another track holds. */
export const planConflicts = (plan: TagLinksPlan) =>
  plan.isrc_holder !== null || plan.position_holder !== null

type Line = { key: string; kind: 'linked' | 'new' | 'plain' | 'conflict' | 'none'; text: string }

function useLines(plan: TagLinksPlan): Line[] {
  const { t } = useTranslation()
  const lines: Line[] = []
  const artist = plan.artist
  lines.push(
    artist.artist_id === null
      ? { key: 'artist', kind: 'new', text: t('music.tracks.tagLinks.artistNew', { name: artist.name }) }
      : {
          key: 'artist',
          kind: 'linked',
          text: t('music.tracks.tagLinks.artistLinked', { name: artist.name })
        }
  )
  const albumArtist = plan.album_artist
  if (albumArtist && albumArtist.name.trim().toLowerCase() !== artist.name.trim().toLowerCase())
    lines.push(
      albumArtist.artist_id === null
        ? {
            key: 'album_artist',
            kind: 'new',
            text: t('music.tracks.tagLinks.albumArtistNew', { name: albumArtist.name })
          }
        : {
            key: 'album_artist',
            kind: 'linked',
            text: t('music.tracks.tagLinks.albumArtistLinked', { name: albumArtist.name })
          }
    )
  const by = albumArtist?.name ?? artist.name
  if (!plan.release) lines.push({ key: 'album', kind: 'none', text: t('music.tracks.tagLinks.noRelease') })
  else
    lines.push(
      plan.release.release_id === null
        ? {
            key: 'album',
            kind: 'new',
            text: t('music.tracks.tagLinks.releaseNew', { title: plan.release.title, artist: by })
          }
        : {
            key: 'album',
            kind: 'linked',
            text: t('music.tracks.tagLinks.releaseLinked', { title: plan.release.title, artist: by })
          }
    )
  if (plan.release && plan.track_number !== null)
    lines.push(
      plan.position_holder
        ? {
            key: 'track_number',
            kind: 'conflict',
            text: t('music.tracks.tagLinks.positionTaken', {
              track: plan.track_number,
              disc: plan.disc_number,
              title: plan.position_holder.title,
              id: plan.position_holder.id
            })
          }
        : {
            key: 'track_number',
            kind: 'plain',
            text: t('music.tracks.tagLinks.position', { track: plan.track_number, disc: plan.disc_number })
          }
    )
  if (plan.isrc)
    lines.push(
      plan.isrc_holder
        ? {
            key: 'isrc',
            kind: 'conflict',
            text: t('music.tracks.tagLinks.isrcTaken', {
              isrc: formatIsrc(plan.isrc),
              id: plan.isrc_holder.id,
              title: plan.isrc_holder.title,
              artist: plan.isrc_holder.artist
            })
          }
        : {
            key: 'isrc',
            kind: 'plain',
            text: t('music.tracks.tagLinks.isrc', { isrc: formatIsrc(plan.isrc) })
          }
    )
  if (plan.composer)
    lines.push(
      plan.composer.artist_id === null
        ? {
            key: 'composer',
            kind: 'plain',
            text: t('music.tracks.tagLinks.composerByName', { name: plan.composer.name })
          }
        : {
            key: 'composer',
            kind: 'linked',
            text: t('music.tracks.tagLinks.composerLinked', { name: plan.composer.name })
          }
    )
  return lines
}

const BADGE: Record<Line['kind'], { color: string; label: string } | null> = {
  linked: { color: 'success', label: 'music.tracks.tagLinks.badgeLinked' },
  new: { color: 'info', label: 'music.tracks.tagLinks.badgeNew' },
  conflict: { color: 'danger', label: 'music.tracks.tagLinks.badgeConflict' },
  plain: null,
  none: null
}

function PlanLines({ plan }: { plan: TagLinksPlan }) {
  const { t } = useTranslation()
  const lines = useLines(plan)
  return (
    <ul className="list-unstyled mb-0" aria-label={t('music.tracks.tagLinks.willHappen')}>
      {lines.map((line) => {
        const badge = BADGE[line.kind]
        return (
          <li
            key={line.key}
            className={`d-flex align-items-baseline gap-2 mb-1 ${line.kind === 'conflict' ? 'text-danger' : ''}`}
          >
            {badge ? (
              <Badge color={badge.color} className="flex-shrink-0">
                {t(badge.label)}
              </Badge>
            ) : (
              <span className="badge flex-shrink-0 text-body-secondary border" aria-hidden="true">
                ·
              </span>
            )}
            <span className="min-w-0 text-break">
              <CodeText text={line.text} />
            </span>
          </li>
        )
      })}
    </ul>
  )
}

export function TagLinksReview({
  draft,
  onChange,
  errors: given,
  plan,
  onRetry,
  confirmed,
  onConfirm,
  onEdit,
  onDiscard,
  disabled
}: Props) {
  const { t } = useTranslation()
  const ready = plan.status === 'ready' ? plan.plan : null
  // What the plan says another track holds is marked on its field too, beside the line that says it.
  const errors: TagLinksErrors = {
    ...(ready?.isrc && ready.isrc_holder
      ? {
          isrc: t('music.tracks.tagLinks.isrcTaken', {
            isrc: formatIsrc(ready.isrc),
            id: ready.isrc_holder.id,
            title: ready.isrc_holder.title,
            artist: ready.isrc_holder.artist
          })
        }
      : {}),
    ...(ready?.position_holder && ready.track_number !== null
      ? {
          track_number: t('music.tracks.tagLinks.positionTaken', {
            track: ready.track_number,
            disc: ready.disc_number,
            title: ready.position_holder.title,
            id: ready.position_holder.id
          })
        }
      : {}),
    ...given
  }
  const field = (key: TagLinksField, extra: Record<string, unknown> = {}) => ({
    id: `tag-${key}`,
    value: draft[key],
    disabled,
    invalid: Boolean(errors[key]),
    'aria-describedby': errors[key] ? `tag-${key}-error` : undefined,
    onChange: (e: { target: { value: string } }) => onChange({ ...draft, [key]: e.target.value }),
    ...extra
  })
  const feedback = (key: TagLinksField) =>
    errors[key] ? (
      <FormFeedback id={`tag-${key}-error`}>
        <CodeText text={catalogueMessage(t, errors[key]) ?? ''} />
      </FormFeedback>
    ) : null
  const blocked = plan.status !== 'ready' || planConflicts(plan.plan)

  return (
    <fieldset className="border rounded p-3 mt-3" aria-describedby="tag-links-intro">
      <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">
        {t('music.tracks.tagLinks.heading')}
      </legend>
      {confirmed && ready ? (
        <>
          <p id="tag-links-intro" className="small text-body-secondary mb-2">
            {t('music.tracks.tagLinks.confirmedIntro')}
          </p>
          <PlanLines plan={ready} />
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Button type="button" color="secondary" outline size="sm" disabled={disabled} onClick={onEdit}>
              <Pencil size={14} aria-hidden="true" className="me-1" />
              {t('music.tracks.tagLinks.edit')}
            </Button>
            <Button type="button" color="secondary" outline size="sm" disabled={disabled} onClick={onDiscard}>
              <X size={14} aria-hidden="true" className="me-1" />
              {t('music.tracks.tagLinks.discard')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p id="tag-links-intro" className="small text-body-secondary">
            {t('music.tracks.tagLinks.intro')}
          </p>
          <Row className="g-3">
            <Col md={6}>
              <FormGroup className="mb-0">
                <Label for="tag-artist">{t('music.tracks.tagLinks.artist')}</Label>
                <Input {...field('artist')} />
                {feedback('artist')}
              </FormGroup>
            </Col>
            <Col md={6}>
              <FormGroup className="mb-0">
                <Label for="tag-album_artist">{t('music.tracks.tagLinks.albumArtist')}</Label>
                <Input {...field('album_artist', { placeholder: t('music.tracks.tagLinks.sameAsArtist') })} />
                {feedback('album_artist')}
              </FormGroup>
            </Col>
            <Col md={6}>
              <FormGroup className="mb-0">
                <Label for="tag-album">{t('music.tracks.tagLinks.album')}</Label>
                <Input {...field('album', { placeholder: t('music.tracks.tagLinks.noAlbum') })} />
                {feedback('album')}
              </FormGroup>
            </Col>
            <Col xs={6} md={3}>
              <FormGroup className="mb-0">
                <Label for="tag-disc_number">{t('music.tracks.catalogue.disc')}</Label>
                <Input {...field('disc_number', { type: 'number', min: 1, inputMode: 'numeric' })} />
                {feedback('disc_number')}
              </FormGroup>
            </Col>
            <Col xs={6} md={3}>
              <FormGroup className="mb-0">
                <Label for="tag-track_number">{t('music.tracks.catalogue.position')}</Label>
                <Input {...field('track_number', { type: 'number', min: 1, inputMode: 'numeric' })} />
                {feedback('track_number')}
              </FormGroup>
            </Col>
            <Col md={6}>
              <FormGroup className="mb-0">
                <Label for="tag-isrc">{t('music.tracks.catalogue.isrc')}</Label>
                <Input
                  {...field('isrc', { dir: 'ltr', autoComplete: 'off', placeholder: 'CC-XXX-YY-NNNNN' })}
                />
                {feedback('isrc') ?? (
                  <div className="form-text">
                    <CodeText text={t('music.tracks.catalogue.isrcHelp')} />
                  </div>
                )}
              </FormGroup>
            </Col>
            <Col md={6}>
              <FormGroup className="mb-0">
                <Label for="tag-composer">{t('music.tracks.tagLinks.composer')}</Label>
                <Input {...field('composer')} />
                {feedback('composer')}
              </FormGroup>
            </Col>
          </Row>
          <div className="mt-3" aria-live="polite">
            {plan.status === 'loading' && <Spinner label={t('music.tracks.tagLinks.checking')} />}
            {plan.status === 'invalid' && (
              <p className="small text-body-secondary mb-0">{t('music.tracks.tagLinks.fixToSee')}</p>
            )}
            {plan.status === 'error' && (
              <p className="small text-danger mb-0" role="alert">
                {t('music.tracks.tagLinks.planFailed', { message: plan.message })}{' '}
                <Button type="button" color="link" size="sm" className="p-0 align-baseline" onClick={onRetry}>
                  {t('music.tracks.tagLinks.retry')}
                </Button>
              </p>
            )}
            {ready && (
              <>
                <p className="form-label mb-1">{t('music.tracks.tagLinks.willHappen')}</p>
                <PlanLines plan={ready} />
              </>
            )}
          </div>
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Button
              type="button"
              color="primary"
              size="sm"
              disabled={disabled || blocked}
              onClick={onConfirm}
            >
              <Check size={14} aria-hidden="true" className="me-1" />
              {t('music.tracks.tagLinks.confirm')}
            </Button>
            <Button type="button" color="secondary" outline size="sm" disabled={disabled} onClick={onDiscard}>
              <X size={14} aria-hidden="true" className="me-1" />
              {t('music.tracks.tagLinks.discard')}
            </Button>
          </div>
        </>
      )}
    </fieldset>
  )
}
