// The one floating player (spec §2, §9), mounted by MainLayout only while there are songs; it lives in its own chunk.
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import ReactJkMusicPlayer, {
  type ReactJkMusicPlayerCustomLocale,
  type ReactJkMusicPlayerProps
} from 'react-jinke-music-player'
import 'react-jinke-music-player/assets/index.css'
import './floating-player.scss'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layoutSlice'
import { indexChanged, paused, played, playerDestroyed, selectPlayer } from '@/redux/playerSlice'

/** Spec §9 player defaults. */
export const PLAYER_DEFAULTS = {
  defaultVolume: 1,
  autoPlay: true,
  mode: 'full',
  defaultPosition: { right: 100, bottom: 120 },
  playModeShowTime: 600,
  loadAudioErrorPlayNext: true,
  spaceBar: true
} satisfies Partial<ReactJkMusicPlayerProps>

export default function FloatingPlayer() {
  const dispatch = useAppDispatch()
  const { t } = useTranslation()
  const { songs, index } = useAppSelector(selectPlayer)
  const { skin } = useAppSelector(selectLayout)

  const audioLists = useMemo(() => songs.map((song) => ({ ...song })), [songs])
  const locale = useMemo<ReactJkMusicPlayerCustomLocale>(
    () => ({
      playModeText: {
        order: t('music.player.order'),
        orderLoop: t('music.player.orderLoop'),
        singleLoop: t('music.player.singleLoop'),
        shufflePlay: t('music.player.shufflePlay')
      },
      openText: t('music.player.open'),
      closeText: t('music.player.close'),
      emptyText: t('music.player.empty'),
      clickToPlayText: t('music.player.play'),
      clickToPauseText: t('music.player.pause'),
      nextTrackText: t('music.player.next'),
      previousTrackText: t('music.player.previous'),
      reloadText: t('music.player.reload'),
      volumeText: t('music.player.volume'),
      playListsText: t('music.player.playlist'),
      toggleLyricText: t('music.player.lyrics'),
      toggleMiniModeText: t('music.player.minimize'),
      destroyText: t('music.player.destroy'),
      downloadText: t('music.player.download'),
      lightThemeText: t('music.player.light'),
      darkThemeText: t('music.player.dark'),
      switchThemeText: t('music.player.switchTheme'),
      removeAudioListsText: t('music.player.clear'),
      clickToDeleteText: (name: string) => t('music.player.remove', { name }),
      controllerTitle: t('music.player.controller'),
      emptyLyricText: t('music.player.noLyrics')
    }),
    [t]
  )

  const onAudioPlay = useCallback(() => dispatch(played()), [dispatch])
  const onAudioPause = useCallback(() => dispatch(paused()), [dispatch])
  const onPlayIndexChange = useCallback((next: number) => dispatch(indexChanged(next)), [dispatch])
  const onDestroyed = useCallback(async () => {
    dispatch(playerDestroyed())
  }, [dispatch])

  return (
    <ReactJkMusicPlayer
      {...PLAYER_DEFAULTS}
      className="vibeline-player"
      audioLists={audioLists}
      playIndex={index}
      clearPriorAudioLists
      theme={skin === 'dark' ? 'dark' : 'light'}
      locale={locale}
      showDownload={false}
      showThemeSwitch={false}
      showLyric={false}
      showReload={false}
      showMediaSession
      onAudioPlay={onAudioPlay}
      onAudioPause={onAudioPause}
      onPlayIndexChange={onPlayIndexChange}
      onDestroyed={onDestroyed}
    />
  )
}
