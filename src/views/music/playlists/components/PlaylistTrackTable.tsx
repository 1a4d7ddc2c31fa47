// A playlist's tracks in order. Editors drag a row by its handle, with the mouse or with Space and the arrow keys,
// and remove a track; everyone plays one. On a phone each track is a two-line item (its title; artist · duration)
// with its handle and one "more" menu, instead of a table that scrolls sideways.
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { useSortable } from '@dnd-kit/sortable'
import { GripVertical, Play, X } from 'lucide-react'
import { Table } from 'reactstrap'
import type { PlaylistTrack } from '@/contracts/music'
import { isPlayable } from '@/@core/components/player/songs'
import { formatDate, formatDuration } from '../../shared/format'
import { SortableOrder } from '@/@core/components/SortableOrder'
import { CompactRow } from '@/@core/components/list/CompactList'
import { RowAction, RowActions } from '@/@core/components/list/RowActions'
import { TableScroller } from '@/@core/components/list/TableScroller'
import { useCompactList } from '@/@core/components/list/useCompactList'
import { useAppSelector } from '@/redux/hooks'
import { selectNowPlayingId } from '@/redux/playerSlice'
import clsx from 'clsx'
import { NowPlayingMark, playingRow } from '../../shared/NowPlaying'

type Props = {
  caption: string
  tracks: PlaylistTrack[]
  canEdit: boolean
  busy: boolean
  language: string
  onPlay: (track: PlaylistTrack) => void
  onRemove: (track: PlaylistTrack) => void
  onReorder: (trackIds: number[]) => void
}

type RowProps = Omit<Props, 'caption' | 'tracks' | 'onReorder'> & {
  track: PlaylistTrack
  position: number
  isCurrent: boolean
}

/** The row's place while it is dragged, and its drag handle (editors only). */
function useSortableTrack(track: PlaylistTrack, canEdit: boolean, busy: boolean) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: track.id, disabled: !canEdit || busy })
  const style: CSSProperties = {
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined
  }
  const handle = canEdit && (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="btn btn-sm btn-icon btn-flat-secondary text-body-secondary"
      style={{ cursor: busy ? 'wait' : 'grab', touchAction: 'none' }}
      aria-label={t('music.playlists.tracks.move', { title: track.title })}
      title={t('music.playlists.tracks.move', { title: track.title })}
      {...attributes}
      {...listeners}
    >
      <GripVertical size={16} aria-hidden="true" />
    </button>
  )
  return { setNodeRef, style, isDragging, handle }
}

function TrackRow({ track, position, isCurrent, canEdit, busy, language, onPlay, onRemove }: RowProps) {
  const { t } = useTranslation()
  const { setNodeRef, style, isDragging, handle } = useSortableTrack(track, canEdit, busy)
  return (
    <tr
      ref={setNodeRef}
      style={style}
      {...playingRow(isCurrent)}
      className={clsx(isCurrent && 'music-row-playing', isDragging && 'table-active shadow-sm')}
    >
      {canEdit && <td className="pe-0 list-lead">{handle}</td>}
      <td className="text-body-secondary">{position}</td>
      <td>
        {track.cover_url && (
          <img src={track.cover_url} alt="" width={40} height={40} className="rounded music-cover" />
        )}
      </td>
      <td className="fw-semibold list-pin-start">
        {isCurrent && <NowPlayingMark />}
        {track.title}
      </td>
      <td>{track.artist}</td>
      <td className="text-body-secondary">{track.album || '—'}</td>
      <td>{formatDuration(track.duration)}</td>
      <td className="text-nowrap">{formatDate(track.added_at, language)}</td>
      <td className="list-pin-end">
        <RowActions end>
          <RowAction
            tone="primary"
            icon={Play}
            iconSize={14}
            label={t('music.tracks.actions.play', { title: track.title })}
            disabled={!isPlayable(track)}
            onClick={() => onPlay(track)}
          />
          {canEdit && (
            <RowAction
              tone="danger"
              icon={X}
              iconSize={14}
              label={t('music.playlists.tracks.remove', { title: track.title })}
              disabled={busy}
              onClick={() => onRemove(track)}
            />
          )}
        </RowActions>
      </td>
    </tr>
  )
}

function CompactTrackRow({ track, position, isCurrent, canEdit, busy, onPlay, onRemove }: RowProps) {
  const { t } = useTranslation()
  const { setNodeRef, style, isDragging, handle } = useSortableTrack(track, canEdit, busy)
  return (
    <CompactRow
      itemRef={setNodeRef}
      style={style}
      className={clsx(isCurrent && 'music-row-playing', isDragging && 'bg-body-tertiary shadow-sm')}
      current={isCurrent}
      lead={
        <>
          {handle}
          <span className="text-body-secondary">{position}</span>
        </>
      }
      name={track.title}
      title={
        <>
          {isCurrent && <NowPlayingMark />}
          {track.title}
        </>
      }
      facts={[track.artist, formatDuration(track.duration)]}
      actions={[
        {
          label: t('music.tracks.compact.play'),
          icon: Play,
          disabled: !isPlayable(track),
          onSelect: () => onPlay(track)
        },
        ...(canEdit
          ? [
              {
                label: t('music.playlists.tracks.removeShort'),
                icon: X,
                danger: true,
                disabled: busy,
                onSelect: () => onRemove(track)
              }
            ]
          : [])
      ]}
    />
  )
}

export function PlaylistTrackTable({ caption, tracks, onReorder, ...rowProps }: Props) {
  const { t } = useTranslation()
  const currentSongId = useAppSelector(selectNowPlayingId)
  const compact = useCompactList()
  if (compact)
    return (
      <SortableOrder items={tracks} onReorder={onReorder} messages="music.playlists.dnd">
        <ul className="compact-list list-unstyled mb-0" aria-label={caption}>
          {tracks.map((track, i) => (
            <CompactTrackRow
              key={track.id}
              track={track}
              position={i + 1}
              isCurrent={track.id === currentSongId}
              {...rowProps}
            />
          ))}
        </ul>
      </SortableOrder>
    )
  return (
    <SortableOrder items={tracks} onReorder={onReorder} messages="music.playlists.dnd">
      <TableScroller>
        <Table hover className="mb-0 align-middle list-table music-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {rowProps.canEdit && (
                <th scope="col" className="list-lead">
                  <span className="visually-hidden">{t('music.playlists.tracks.order')}</span>
                </th>
              )}
              <th scope="col">#</th>
              <th scope="col">
                <span className="visually-hidden">{t('music.tracks.columns.cover')}</span>
              </th>
              <th scope="col" className="list-pin-start">
                {t('music.tracks.columns.title')}
              </th>
              <th scope="col">{t('music.tracks.columns.artist')}</th>
              <th scope="col">{t('music.tracks.columns.album')}</th>
              <th scope="col">{t('music.tracks.columns.duration')}</th>
              <th scope="col">{t('music.tracks.columns.added')}</th>
              <th scope="col" className="text-end list-pin-end">
                {t('music.common.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {tracks.map((track, i) => (
              <TrackRow
                key={track.id}
                track={track}
                position={i + 1}
                isCurrent={track.id === currentSongId}
                {...rowProps}
              />
            ))}
          </tbody>
        </Table>
      </TableScroller>
    </SortableOrder>
  )
}
