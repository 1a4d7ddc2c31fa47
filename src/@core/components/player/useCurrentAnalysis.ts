// The current song's analysis and waveform, for the progress bar and the normalisation gain. Each track's is read
// once per page (the analysis of a track changes only when it is analysed again, which the track page shows); a
// track without one (not analysed yet, no such routes on this host) simply has none.
import { useEffect, useState } from 'react'
import type { AudioAnalysis, Waveform } from '@/contracts/audioAnalysis'
import { fetchAnalysis, fetchWaveform } from './audioApi'

export type CurrentAnalysis = { analysis: AudioAnalysis | null; waveform: Waveform | null }

const NONE: CurrentAnalysis = { analysis: null, waveform: null }
const cache = new Map<number, Promise<CurrentAnalysis>>()

async function load(trackId: number): Promise<CurrentAnalysis> {
  try {
    const analysis = await fetchAnalysis(trackId)
    if (analysis.status !== 'done') {
      // Not settled yet: asked again the next time this track plays.
      cache.delete(trackId)
      return { analysis, waveform: null }
    }
    const waveform = await fetchWaveform(trackId).catch(() => null)
    return { analysis, waveform }
  } catch {
    cache.delete(trackId)
    return NONE
  }
}

export function readCurrentAnalysis(trackId: number): Promise<CurrentAnalysis> {
  let pending = cache.get(trackId)
  if (!pending) {
    pending = load(trackId)
    cache.set(trackId, pending)
  }
  return pending
}

/** Forgets what was read (tests; a track analysed again). */
export const forgetCurrentAnalysis = (trackId?: number): void =>
  void (trackId === undefined ? cache.clear() : cache.delete(trackId))

export function useCurrentAnalysis(trackId: number | undefined): CurrentAnalysis & { trackId?: number } {
  const [state, setState] = useState<CurrentAnalysis & { trackId?: number }>(NONE)
  useEffect(() => {
    if (trackId === undefined) return
    let current = true
    void readCurrentAnalysis(trackId).then((read) => {
      if (current) setState({ ...read, trackId })
    })
    return () => {
      current = false
    }
  }, [trackId])
  return state.trackId === trackId ? state : NONE
}
