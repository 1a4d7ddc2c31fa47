// A release's tracklist in disc and track order. Editors drag a track by its handle (mouse, touch, or Space and the
// arrow keys) into a new place; each disc is then numbered from 1 again by the server. A release of several discs
// shows a heading row for each: a track dropped under a disc's heading moves to that disc. On a phone the version and
// the ISRC go under the title, the plays are left out, the duration's heading is a clock and the row's actions stand
// one above the other, so the table fits a 390 px screen without scrolling sideways.
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useSortable } from '@dnd-kit/sortable'
import { Clock, Globe, GripVertical, Pencil } from 'lucide-react'
import { Table } from 'reactstrap'
import clsx from 'clsx'
import { formatIsrc, type TracklistEntry } from '@/contracts/catalogue'
import { SortableOrder } from '@/@core/components/SortableOrder'
import { TableScroller } from '@/@core/components/list/TableScroller'
import { useCompactList } from '@/@core/components/list/useCompactList'
import { formatCount, formatDuration } from '../../shared/format'

type Props = {
  caption: string
  tracks: TracklistEntry[]
  canReorder: boolean
  canEditTracks: boolean
  busy: boolean
  language: string
  /** The tracks in their new order, with each one's disc (a track moved under another disc's heading has that disc). */
  onReorder: (trackIds: number[], discs: Record<number, number>) => void
  /** Opens a track's own availability (issue 37), for those who may edit tracks. */
  onAvailability?: (track: TracklistEntry) => void
}

type RowProps = Omit<Props, 'caption' | 'tracks' | 'onReorder'> & {
  track: TracklistEntry
  showDisc: boolean
  compact: boolean
}

function TrackRow({
  track,
  canReorder,
  canEditTracks,
  busy,
  language,
  showDisc,
  compact,
  onAvailability
}: RowProps) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: track.track_id, disabled: !canReorder || busy })
  const style: CSSProperties = {
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined
  }
  return (
    <tr ref={setNodeRef} style={style} className={clsx(isDragging && 'table-active shadow-sm')}>
      {canReorder && (
        <td className="pe-0 list-lead">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="btn btn-sm btn-icon btn-flat-secondary text-body-secondary"
            style={{ cursor: busy ? 'wait' : 'grab', touchAction: 'none' }}
            aria-label={t('music.releases.tracks.move', { title: track.title })}
            title={t('music.releases.tracks.move', { title: track.title })}
            {...attributes}
            {...listeners}
          >
            <GripVertical size={16} aria-hidden="true" />
          </button>
        </td>
      )}
      <td className="text-body-secondary text-nowrap">
        {showDisc ? `${track.disc_number}-` : ''}
        {track.track_number ?? '—'}
      </td>
      <td className={compact ? 'w-100 text-break' : 'list-pin-start'}>
        <span className="fw-semibold">
          <bdi>{track.title}</bdi>
        </span>
        {track.version &&
          (compact ? (
            <div dir="auto" className="small text-body-secondary text-page-start">
              {track.version}
            </div>
          ) : (
            <span className="text-body-secondary">
              {' '}
              (<bdi>{track.version}</bdi>)
            </span>
          ))}
        <div dir="auto" className="small text-body-secondary text-page-start">
          {track.artist}
        </div>
        {compact && track.isrc && (
          <div dir="ltr" className="small font-monospace text-body-secondary text-page-start text-nowrap">
            {formatIsrc(track.isrc)}
          </div>
        )}
      </td>
      {!compact && (
        <>
          <td dir="ltr" className="text-nowrap font-monospace small text-page-start">
            {track.isrc ? formatIsrc(track.isrc) : '—'}
          </td>
          <td className="text-end">{formatCount(track.play_count, language)}</td>
        </>
      )}
      <td className="text-end text-nowrap">{formatDuration(track.duration)}</td>
      {canEditTracks && (
        <td className={compact ? undefined : 'text-end list-pin-end'}>
          <div className={compact ? 'd-flex flex-column gap-1' : 'd-inline-flex gap-1'}>
            {onAvailability && (
              <button
                type="button"
                className="btn btn-sm btn-icon btn-outline-secondary"
                aria-label={t('music.releases.availability.trackAction', { title: track.title })}
                title={t('music.releases.availability.trackAction', { title: track.title })}
                onClick={() => onAvailability(track)}
              >
                <Globe size={14} aria-hidden="true" />
              </button>
            )}
            <Link
              to={`/music/tracks/${track.track_id}/edit`}
              className="btn btn-sm btn-icon btn-outline-secondary"
              aria-label={t('music.releases.tracks.edit', { title: track.title })}
              title={t('music.releases.tracks.edit', { title: track.title })}
            >
              <Pencil size={14} aria-hidden="true" />
            </Link>
          </div>
        </td>
      )}
    </tr>
  )
}

/** A disc's heading row: it moves aside as tracks pass it, but is not dragged itself. */
function DiscRow({ disc, columns }: { disc: number; columns: number }) {
  const { t } = useTranslation()
  const { setNodeRef, transform, transition } = useSortable({
    id: discRowId(disc),
    disabled: { draggable: true, droppable: false }
  })
  const style: CSSProperties = {
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition
  }
  return (
    <tr ref={setNodeRef} style={style} className="table-light" data-testid={`disc-${disc}`}>
      <th scope="colgroup" colSpan={columns} className="small text-uppercase text-body-secondary py-1">
        {t('music.releases.tracks.disc', { disc })}
      </th>
    </tr>
  )
}

/** A disc heading's id among the sortable items: negative, so it never meets a track's id. */
const discRowId = (disc: number) => -disc

/** The tracks of `ids` (disc headings among them) with the disc of the heading above each. */
export function discsOf(
  ids: number[],
  firstDisc: number
): { trackIds: number[]; discs: Record<number, number> } {
  let disc = firstDisc
  const trackIds: number[] = []
  const discs: Record<number, number> = {}
  for (const id of ids) {
    if (id < 0) disc = -id
    else {
      trackIds.push(id)
      discs[id] = disc
    }
  }
  return { trackIds, discs }
}

export function Tracklist({ caption, tracks, onReorder, ...rowProps }: Props) {
  const { t } = useTranslation()
  const compact = useCompactList()
  const discNumbers = [...new Set(tracks.map((track) => track.disc_number))].sort((a, b) => a - b)
  const showDisc = discNumbers.length > 1
  const rows: ({ kind: 'disc'; disc: number } | { kind: 'track'; track: TracklistEntry })[] = []
  tracks.forEach((track, i) => {
    if (showDisc && tracks[i - 1]?.disc_number !== track.disc_number)
      rows.push({ kind: 'disc', disc: track.disc_number })
    rows.push({ kind: 'track', track })
  })
  const items = rows.map((row) =>
    row.kind === 'disc'
      ? { id: discRowId(row.disc), title: t('music.releases.tracks.disc', { disc: row.disc }) }
      : { id: row.track.track_id, title: row.track.title }
  )
  /** A track's place were the list in the order `ids`: disc-track on several discs, else its number. */
  const placeOf = (ids: number[], id: number) => {
    const { trackIds, discs } = discsOf(ids, discNumbers[0] ?? 1)
    const before = trackIds.slice(0, trackIds.indexOf(id) + 1)
    if (!showDisc) return before.length
    return `${discs[id]}-${before.filter((other) => discs[other] === discs[id]).length}`
  }
  const columns = (rowProps.canReorder ? 1 : 0) + 3 + (compact ? 0 : 2) + (rowProps.canEditTracks ? 1 : 0)
  return (
    <SortableOrder
      items={items}
      onReorder={(ids) => {
        const { trackIds, discs } = discsOf(ids, discNumbers[0] ?? 1)
        onReorder(trackIds, discs)
      }}
      messages="music.releases.dnd"
      placeOf={placeOf}
    >
      <TableScroller className="tracklist">
        <Table hover className="mb-0 align-middle list-table music-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {rowProps.canReorder && (
                <th scope="col" className="list-lead">
                  <span className="visually-hidden">{t('music.releases.tracks.order')}</span>
                </th>
              )}
              <th scope="col">#</th>
              <th scope="col" className={compact ? undefined : 'list-pin-start'}>
                {t('music.tracks.columns.title')}
              </th>
              {!compact && (
                <>
                  <th scope="col">{t('music.releases.tracks.isrc')}</th>
                  <th scope="col" className="text-end">
                    {t('music.artists.plays')}
                  </th>
                </>
              )}
              <th scope="col" className="text-end">
                {compact ? (
                  <>
                    <Clock size={14} aria-hidden="true" />
                    <span className="visually-hidden">{t('music.tracks.columns.duration')}</span>
                  </>
                ) : (
                  t('music.tracks.columns.duration')
                )}
              </th>
              {rowProps.canEditTracks && (
                <th scope="col" className={compact ? undefined : 'text-end list-pin-end'}>
                  <span className="visually-hidden">{t('music.common.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) =>
              row.kind === 'disc' ? (
                <DiscRow key={`disc-${row.disc}`} disc={row.disc} columns={columns} />
              ) : (
                <TrackRow
                  key={row.track.track_id}
                  track={row.track}
                  showDisc={showDisc}
                  compact={compact}
                  {...rowProps}
                />
              )
            )}
          </tbody>
        </Table>
      </TableScroller>
    </SortableOrder>
  )
}
