// The track table: memoized rows, so typing in the filters or a loading flag never re-renders them.
import { memo } from 'react'
import { useProgressiveList } from '@/@core/hooks/useProgressiveList'
import { useTranslation } from 'react-i18next'
import { useGenres } from '../../shared/catalogue/useGenres'
import { History, Pencil, Play, Trash2 } from 'lucide-react'
import { TrackCover } from './TrackCover'
import type { Track, TrackSortField } from '@/contracts/music'
import { ListTable } from '@/@core/components/list/ListTable'
import { RowAction, RowActions } from '@/@core/components/list/RowActions'
import { SortHeader } from '@/@core/components/list/SortHeader'
import { SelectAllHeader, SelectCell, type Selection } from '@/@core/components/list/Selection'
import { formatCount, formatDate, formatDuration, pillClass } from '../../shared/format'
import { NowPlayingMark, playingRow } from '../../shared/NowPlaying'
import { useCompactList } from '@/@core/components/list/useCompactList'
import { TrackCompactList } from './TrackCompactList'

export type TrackRowActions = {
  onPlay: (track: Track) => void
  onDelete: (track: Track) => void
  /** A stable navigate function (the data router's), so rows never subscribe to the location. */
  navigate: (to: string) => void
}

type RowProps = TrackRowActions & {
  track: Track
  isCurrent: boolean
  /** The track just created: highlighted and marked "New". */
  isNew?: boolean
  canUpdate: boolean
  canDelete: boolean
  canReadHistory: boolean
  language: string
  /** What the track's genre is called on screen. */
  genreName: string
  /** Present when rows can be selected for bulk actions. */
  checked?: boolean
  onToggle?: (id: number) => void
}

const TrackRow = memo(function TrackRow({
  track,
  isCurrent,
  isNew = false,
  canUpdate,
  canDelete,
  canReadHistory,
  language,
  genreName,
  onPlay,
  onDelete,
  navigate,
  checked,
  onToggle
}: RowProps) {
  const { t } = useTranslation()
  return (
    <tr {...playingRow(isCurrent)} data-new={isNew || undefined}>
      {onToggle && (
        <SelectCell
          id={track.id}
          checked={checked ?? false}
          onToggle={onToggle}
          label={t('music.bulk.selectRow', { title: track.title })}
        />
      )}
      <td>
        <TrackCover track={track} placeholderClass="d-inline-block" />
      </td>
      <td className="fw-semibold list-pin-start">
        {isCurrent && <NowPlayingMark />}
        {track.title}
        {track.explicit && (
          <span className={`${pillClass('secondary')} ms-2`} title={t('music.tracks.explicit')}>
            E
          </span>
        )}
        {isNew && <span className={`${pillClass('success')} ms-2`}>{t('music.tracks.newRow')}</span>}
      </td>
      <td>{track.artist}</td>
      <td className="text-body-secondary">{track.album || '—'}</td>
      <td>{genreName}</td>
      <td className="text-nowrap">{formatDuration(track.duration)}</td>
      <td>
        <span className={pillClass(track.status === 'published' ? 'success' : 'warning')}>
          {t(`music.tracks.status.${track.status}`)}
        </span>
      </td>
      <td className="text-nowrap">{formatDate(track.created_at, language)}</td>
      <td className="text-end">{formatCount(track.play_count, language)}</td>
      <td className="list-pin-end">
        <RowActions end>
          <RowAction
            tone="primary"
            icon={Play}
            iconSize={14}
            label={t('music.tracks.actions.play', { title: track.title })}
            disabled={!track.audio_url}
            onClick={() => onPlay(track)}
          />
          {canUpdate && (
            <RowAction
              icon={Pencil}
              iconSize={14}
              label={t('music.tracks.actions.edit', { title: track.title })}
              to={`/music/tracks/${track.id}/edit`}
              navigate={navigate}
            />
          )}
          {canReadHistory && (
            <RowAction
              icon={History}
              iconSize={14}
              label={t('music.tracks.actions.history', { title: track.title })}
              to={`/music/tracks/${track.id}/history`}
              navigate={navigate}
            />
          )}
          {canDelete && (
            <RowAction
              tone="danger"
              icon={Trash2}
              iconSize={14}
              label={t('music.tracks.actions.delete', { title: track.title })}
              onClick={() => onDelete(track)}
            />
          )}
        </RowActions>
      </td>
    </tr>
  )
})

type SortProps = { sortBy: TrackSortField; sortDir: 'asc' | 'desc'; onSort: (field: TrackSortField) => void }

type TableProps = TrackRowActions &
  SortProps & {
    tracks: Track[]
    loading: boolean
    error: string | null
    currentSongId: number | null
    /** The track just created, if this list was opened after creating it. */
    newTrackId?: number | null
    canUpdate: boolean
    canDelete: boolean
    canReadHistory: boolean
    onRetry: () => void
    selection?: Selection
    onToggle?: (id: number) => void
    onTogglePage?: (ids: number[]) => void
  }

/** Rows mounted per animation frame: a page of 100 is drawn in five frames instead of one long task. */
const ROWS_PER_FRAME = 20

export const TrackTable = memo(function TrackTable(props: TableProps) {
  const { t, i18n } = useTranslation()
  const { label: genreLabel } = useGenres()
  const {
    tracks,
    loading,
    error,
    currentSongId,
    canUpdate,
    canDelete,
    canReadHistory,
    onPlay,
    onDelete,
    navigate
  } = props
  const sort = { sortBy: props.sortBy, sortDir: props.sortDir, onSort: props.onSort }
  const shownTracks = useProgressiveList(tracks, ROWS_PER_FRAME)
  const { selection, onToggle, onTogglePage } = props
  const selectable = selection !== undefined && onToggle !== undefined && onTogglePage !== undefined
  const compact = useCompactList()
  if (compact) return <TrackCompactList {...props} tracks={shownTracks} />
  return (
    <ListTable
      caption={t('music.tracks.caption')}
      className="music-table music-table-fixed"
      columns={selectable ? 11 : 10}
      rows={tracks.length}
      loading={loading}
      error={error}
      emptyText={t('music.tracks.empty')}
      onRetry={props.onRetry}
      colgroup={
        <colgroup>
          {selectable && <col style={{ width: 40 }} />}
          <col style={{ width: 56 }} />
          <col />
          <col style={{ width: 128 }} />
          <col style={{ width: 116 }} />
          <col style={{ width: 92 }} />
          <col style={{ width: 100 }} />
          <col style={{ width: 92 }} />
          <col style={{ width: 112 }} />
          <col style={{ width: 80 }} />
          <col style={{ width: 136 }} />
        </colgroup>
      }
      head={
        <>
          {selectable && (
            <SelectAllHeader
              pageIds={tracks.map((track) => track.id)}
              selection={selection}
              onToggle={onTogglePage}
              label={t('music.bulk.selectPage')}
            />
          )}
          <th scope="col">
            <span className="visually-hidden">{t('music.tracks.columns.cover')}</span>
          </th>
          <SortHeader
            field="title"
            label={t('music.tracks.columns.title')}
            className="list-pin-start"
            {...sort}
          />
          <SortHeader field="artist" label={t('music.tracks.columns.artist')} {...sort} />
          <th scope="col">{t('music.tracks.columns.album')}</th>
          <th scope="col">{t('music.tracks.columns.genre')}</th>
          <SortHeader field="duration" label={t('music.tracks.columns.duration')} {...sort} />
          <th scope="col">{t('music.tracks.columns.status')}</th>
          <SortHeader field="created_at" label={t('music.tracks.columns.added')} {...sort} />
          <SortHeader field="play_count" label={t('music.tracks.columns.plays')} end {...sort} />
          <th scope="col" className="text-end list-pin-end">
            {t('music.common.actions')}
          </th>
        </>
      }
    >
      {shownTracks.map((track) => (
        <TrackRow
          key={track.id}
          track={track}
          isCurrent={track.id === currentSongId}
          isNew={track.id === props.newTrackId}
          canUpdate={canUpdate}
          canDelete={canDelete}
          canReadHistory={canReadHistory}
          language={i18n.language}
          genreName={genreLabel(track.genre)}
          onPlay={onPlay}
          onDelete={onDelete}
          navigate={navigate}
          checked={selectable ? selection.allMatching || selection.ids.has(track.id) : undefined}
          onToggle={selectable ? onToggle : undefined}
        />
      ))}
    </ListTable>
  )
})
