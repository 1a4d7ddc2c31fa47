// The one floating player (spec §2, §9), mounted by MainLayout only while there are songs; it lives in its own chunk.
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import ReactJkMusicPlayer, {
  type ReactJkMusicPlayerAudioInfo,
  type ReactJkMusicPlayerCustomLocale,
  type ReactJkMusicPlayerProps
} from 'react-jinke-music-player'
import 'react-jinke-music-player/assets/index.css'
import './floating-player.scss'
import { useDirection } from '@/@core/hooks/useDirection'
import { PHONE_QUERY, useMediaQuery } from '@/@core/hooks/useMediaQuery'
import { selectUserData } from '@/redux/authSlice'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layoutSlice'
import { indexChanged, paused, played, playerDestroyed, seekDone, selectPlayer } from '@/redux/playerSlice'
import { DEFAULT_MINI_OFFSET } from './miniPlayerPosition'
import { enablePlayerKeyboard, type PlayerKeyboardLabels } from './playerKeyboard'
import { usePlayerAudioLists } from './playerQueue'
import { usePlaybackMemory } from './usePlaybackMemory'
import { useMiniPlayerPosition } from './useMiniPlayerPosition'
import { PhonePlayerBar } from './PhonePlayerBar'
import { NormaliseSwitch } from './NormaliseSwitch'
import { PlayerAudioExtras } from './PlayerAudioExtras'

/** The instance methods the keyboard layer needs; the library's typings declare none. */
type PlayerInstance = { onOpenPanel?: () => void; onDestroyPlayer?: () => void }

/** Spec §9 player defaults. The mini player's place is kept by useMiniPlayerPosition, starting from this one. */
export const PLAYER_DEFAULTS = {
  defaultVolume: 1,
  autoPlay: true,
  mode: 'full',
  defaultPosition: DEFAULT_MINI_OFFSET,
  playModeShowTime: 600,
  loadAudioErrorPlayNext: true,
  spaceBar: true
} satisfies Partial<ReactJkMusicPlayerProps>

// One element for the player's whole life: a new one each render would be a changed prop to the library's player.
const EXTENDS_CONTENT = <NormaliseSwitch />

export default function FloatingPlayer() {
  const dispatch = useAppDispatch()
  const { t } = useTranslation()
  const { songs, index, isPlaying, seek } = useAppSelector(selectPlayer)
  const { skin } = useAppSelector(selectLayout)
  const userId = useAppSelector(selectUserData)?.id ?? null
  const dir = useDirection()
  // On a phone the library's player stays collapsed (its full screen opens only when asked for) and hidden behind
  // PhonePlayerBar; it starts full only on larger screens.
  const phone = useMediaQuery(PHONE_QUERY)
  const audio = useRef<HTMLAudioElement | null>(null)

  const { autoPlay, resolveAudioUrl, rememberPlace } = usePlaybackMemory({ userId, isPlaying, songs })
  const { audioLists, onAudioListsChange } = usePlayerAudioLists(songs, resolveAudioUrl)
  const miniPosition = useMiniPlayerPosition(dir)
  const defaultPosition = useMemo(() => ({ left: miniPosition.x, top: miniPosition.y }), [miniPosition])
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

  const keyboardLabels = useMemo<PlayerKeyboardLabels>(
    () => ({
      open: t('music.player.openPlayer'),
      mute: t('music.player.mute'),
      unmute: t('music.player.unmute'),
      progress: t('music.player.progress'),
      volume: t('music.player.volume'),
      playlist: t('music.player.playlist'),
      close: t('music.player.close')
    }),
    [t]
  )
  const playerRef = useRef<ReactJkMusicPlayer>(null)

  useEffect(() => {
    const root = document.querySelector<HTMLElement>('.react-jinke-music-player-main.vibeline-player')
    if (!root) return
    const instance = () => playerRef.current as unknown as PlayerInstance | null
    return enablePlayerKeyboard(root, keyboardLabels, {
      openPanel: () => instance()?.onOpenPanel?.(),
      destroy: () => instance()?.onDestroyPlayer?.()
    })
  }, [keyboardLabels])

  const onAudioPlay = useCallback(() => dispatch(played()), [dispatch])
  const onAudioPause = useCallback(
    (info: ReactJkMusicPlayerAudioInfo) => {
      dispatch(paused())
      rememberPlace(info, true)
    },
    [dispatch, rememberPlace]
  )
  // The last song of the queue ended: nothing plays any more, so no row is marked as playing.
  const onAudioEnded = useCallback(() => dispatch(paused()), [dispatch])
  const onPlayIndexChange = useCallback((next: number) => dispatch(indexChanged(next)), [dispatch])
  const onDestroyed = useCallback(async () => {
    dispatch(playerDestroyed())
  }, [dispatch])

  const song = songs[index]

  // A seek asked for elsewhere (the track page's waveform) in the song being played.
  useEffect(() => {
    const element = audio.current
    if (!seek || !element || song?.id !== seek.songId) return
    element.currentTime = seek.seconds
    if (element.paused) void element.play().catch(() => {})
    dispatch(seekDone(seek.serial))
  }, [seek, song?.id, dispatch])

  return (
    <>
      <ReactJkMusicPlayer
        ref={playerRef}
        {...PLAYER_DEFAULTS}
        mode={phone ? 'mini' : PLAYER_DEFAULTS.mode}
        getAudioInstance={(element: HTMLAudioElement) => {
          audio.current = element
        }}
        autoPlay={autoPlay}
        drag={false}
        defaultPosition={defaultPosition}
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
        extendsContent={EXTENDS_CONTENT}
        onAudioPlay={onAudioPlay}
        onAudioPause={onAudioPause}
        onAudioEnded={onAudioEnded}
        onPlayIndexChange={onPlayIndexChange}
        onAudioListsChange={onAudioListsChange}
        onAudioProgress={rememberPlace}
        onDestroyed={onDestroyed}
      />
      <PlayerAudioExtras songId={song?.id} audio={audio} />
      {phone && song && (
        <PhonePlayerBar
          song={song}
          isPlaying={isPlaying}
          onPlay={() => void audio.current?.play()}
          onPause={() => audio.current?.pause()}
          onOpen={() => (playerRef.current as unknown as PlayerInstance | null)?.onOpenPanel?.()}
        />
      )}
    </>
  )
}
