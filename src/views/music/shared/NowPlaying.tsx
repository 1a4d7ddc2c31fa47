// The mark of the row whose track the player is on, the same in every track table: a tinted row with a start bar,
// aria-current, and an equaliser icon with its words for screen readers.
import { useTranslation } from 'react-i18next'
import { AudioLines } from 'lucide-react'

export const playingRow = (isCurrent: boolean) =>
  isCurrent ? { className: 'music-row-playing', 'aria-current': true as const } : {}

export function NowPlayingMark() {
  const { t } = useTranslation()
  return (
    <span className="music-now-playing text-primary me-1" title={t('music.player.nowPlaying')}>
      <AudioLines size={14} aria-hidden="true" />
      <span className="visually-hidden">{t('music.player.nowPlaying')}</span>
    </span>
  )
}
