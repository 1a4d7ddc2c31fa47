// The track list on a phone: title; artist · duration · status, and one "more" menu with the row's actions.
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { History, Pencil, Play, Trash2 } from 'lucide-react'
import { TrackCover } from './TrackCover'
import type { Track } from '@/contracts/music'
import { CompactList, CompactRow, type CompactAction } from '@/@core/components/list/CompactList'
import type { Selection } from '@/@core/components/list/Selection'
import { formatDuration, pillClass } from '../../shared/format'
import { NowPlayingMark } from '../../shared/NowPlaying'
import type { TrackRowActions } from './TrackTable'

type RowProps = TrackRowActions & {
  track: Track
  isCurrent: boolean
  isNew: boolean
  canUpdate: boolean
  canDelete: boolean
  canReadHistory: boolean
  checked?: boolean
  onToggle?: (id: number) => void
}

const TrackCompactRow = memo(function TrackCompactRow({
  track,
  isCurrent,
  isNew,
  canUpdate,
  canDelete,
  canReadHistory,
  checked,
  onToggle,
  onPlay,
  onDelete,
  navigate
}: RowProps) {
  const { t } = useTranslation()
  const actions: CompactAction[] = [
    {
      label: t('music.tracks.compact.play'),
      icon: Play,
      disabled: !track.audio_url,
      onSelect: () => onPlay(track)
    }
  ]
  if (canUpdate)
    actions.push({
      label: t('music.tracks.compact.edit'),
      icon: Pencil,
      onSelect: () => navigate(`/music/tracks/${track.id}/edit`)
    })
  if (canReadHistory)
    actions.push({
      label: t('music.tracks.compact.history'),
      icon: History,
      onSelect: () => navigate(`/music/tracks/${track.id}/history`)
    })
  if (canDelete)
    actions.push({
      label: t('music.tracks.compact.delete'),
      icon: Trash2,
      danger: true,
      onSelect: () => onDelete(track)
    })
  const lead = (
    <>
      {onToggle && (
        <input
          type="checkbox"
          className="form-check-input m-0 flex-shrink-0"
          checked={checked ?? false}
          aria-label={t('music.bulk.selectRow', { title: track.title })}
          onChange={() => onToggle(track.id)}
        />
      )}
      <TrackCover track={track} placeholderClass="flex-shrink-0" />
    </>
  )
  return (
    <CompactRow
      className={isCurrent ? 'music-row-playing' : undefined}
      current={isCurrent}
      lead={lead}
      name={track.title}
      title={
        <>
          {isCurrent && <NowPlayingMark />}
          {track.title}
          {isNew && <span className={`${pillClass('success')} ms-2`}>{t('music.tracks.newRow')}</span>}
        </>
      }
      facts={[
        track.artist,
        formatDuration(track.duration),
        t(`music.tracks.status.${track.status}`),
        track.explicit ? t('music.tracks.explicit') : null
      ]}
      actions={actions}
    />
  )
})

type ListProps = TrackRowActions & {
  tracks: Track[]
  loading: boolean
  error: string | null
  currentSongId: number | null
  newTrackId?: number | null
  canUpdate: boolean
  canDelete: boolean
  canReadHistory: boolean
  onRetry: () => void
  selection?: Selection
  onToggle?: (id: number) => void
}

export function TrackCompactList(props: ListProps) {
  const { t } = useTranslation()
  const { tracks, selection, onToggle } = props
  return (
    <CompactList
      label={t('music.tracks.caption')}
      rows={tracks.length}
      loading={props.loading}
      error={props.error}
      emptyText={t('music.tracks.empty')}
      onRetry={props.onRetry}
    >
      {tracks.map((track) => (
        <TrackCompactRow
          key={track.id}
          track={track}
          isCurrent={track.id === props.currentSongId}
          isNew={track.id === props.newTrackId}
          canUpdate={props.canUpdate}
          canDelete={props.canDelete}
          canReadHistory={props.canReadHistory}
          checked={selection ? selection.allMatching || selection.ids.has(track.id) : undefined}
          onToggle={selection && onToggle ? onToggle : undefined}
          onPlay={props.onPlay}
          onDelete={props.onDelete}
          navigate={props.navigate}
        />
      ))}
    </CompactList>
  )
}
