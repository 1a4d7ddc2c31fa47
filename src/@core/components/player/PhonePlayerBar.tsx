import { useTranslation } from 'react-i18next'
import { Maximize2, Pause, Play } from 'lucide-react'
import type { Song } from '@/redux/playerSlice'

type Props = {
  song: Song
  isPlaying: boolean
  onPlay: () => void
  onPause: () => void
  onOpen: () => void
}

/**
 * The player on a phone: a slim bar along the bottom edge (cover, title, artist, play or pause, open). The page
 * leaves room for it below its own content, so it never covers a form control; the full-screen player opens only
 * when asked for.
 */
export function PhonePlayerBar({ song, isPlaying, onPlay, onPause, onOpen }: Props) {
  const { t } = useTranslation()
  return (
    <div className="phone-player-bar" role="region" aria-label={t('music.player.controller')}>
      <img src={song.cover} alt="" width={40} height={40} className="rounded flex-shrink-0" />
      <div className="phone-player-bar-text">
        <div className="fw-semibold text-truncate" dir="auto">
          {song.name}
        </div>
        <div className="small text-body-secondary text-truncate" dir="auto">
          {song.singer}
        </div>
      </div>
      <button
        type="button"
        className="btn btn-icon btn-primary rounded-circle"
        aria-label={isPlaying ? t('music.player.pause') : t('music.player.play')}
        onClick={isPlaying ? onPause : onPlay}
      >
        {isPlaying ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
      </button>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={t('music.player.openPlayer')}
        onClick={onOpen}
      >
        <Maximize2 size={18} aria-hidden="true" />
      </button>
    </div>
  )
}
