// The player's volume normalisation: its audio element goes through a Web Audio gain node (connected the first time
// a normalised track plays, since an element, once routed, stays routed), set from the current track's gain.
import { useCallback, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react'
import {
  applyGain,
  connectGain,
  readNormalise,
  subscribeNormalise,
  writeNormalise,
  type AudioContextLike,
  type GainGraph
} from './normalisation'

const toggleNormalise = () => writeNormalise(!readNormalise())

/** The listener's choice, shared by every switch on the page (the player's panel and the phone bar). */
export function useNormalisePreference(): { on: boolean; toggle: () => void } {
  const on = useSyncExternalStore(subscribeNormalise, readNormalise, () => true)
  return { on, toggle: toggleNormalise }
}

export function useNormalisation(
  audio: RefObject<HTMLAudioElement | null>,
  gainDb: number,
  createContext?: () => AudioContextLike
): { on: boolean; toggle: () => void } {
  const { on, toggle } = useNormalisePreference()
  const graph = useRef<GainGraph | null>(null)
  const wanted = useRef({ gainDb, on })
  useEffect(() => {
    wanted.current = { gainDb, on }
  }, [gainDb, on])

  const update = useCallback(() => {
    const element = audio.current
    if (!element) return
    const { gainDb: gain, on: enabled } = wanted.current
    if (!graph.current) {
      // Nothing to change: the element keeps playing straight to the speakers.
      if (!enabled || gain === 0) return
      if (typeof AudioContext === 'undefined' && !createContext) return
      try {
        graph.current = connectGain(element, createContext)
      } catch {
        return
      }
      if (!graph.current) return
    }
    applyGain(graph.current, gain, enabled)
  }, [audio, createContext])

  // The graph is made on play (the browser lets an audio context start once the page may play sound).
  useEffect(() => {
    const element = audio.current
    if (!element) return
    element.addEventListener('play', update)
    return () => element.removeEventListener('play', update)
  }, [audio, update])

  useEffect(() => {
    if (graph.current || (audio.current && !audio.current.paused)) update()
  }, [gainDb, on, update, audio])

  return { on, toggle }
}
