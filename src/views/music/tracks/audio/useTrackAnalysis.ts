// The track's analysis for the Audio card: loaded once, then asked again while it is queued or running (a little
// less often each time, up to POLL_MAX_MS) until it is done, failed or unavailable; then its waveform. A retry
// queues the analysis again and starts the polling over.
import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from '@/auth/http'
import type { AudioAnalysis, Waveform } from '@/contracts/audioAnalysis'
import { fetchAnalysis, fetchWaveform, requestAnalysis } from '@/@core/components/player/audioApi'

export const POLL_FIRST_MS = 1000
export const POLL_MAX_MS = 8000

const settled = (analysis: AudioAnalysis) =>
  analysis.status === 'done' || analysis.status === 'failed' || analysis.status === 'unavailable'

export type TrackAnalysisState = {
  analysis: AudioAnalysis | null
  waveform: Waveform | null
  /** Why the analysis (or its waveform) could not be read. */
  loadError: string | null
  retrying: boolean
  retryError: string | null
  retry: () => Promise<void>
  reload: () => void
}

export function useTrackAnalysis(trackId: number): TrackAnalysisState {
  const [analysis, setAnalysis] = useState<AudioAnalysis | null>(null)
  const [waveform, setWaveform] = useState<Waveform | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [retrying, setRetrying] = useState(false)
  const [retryError, setRetryError] = useState<string | null>(null)
  // Bumped to read the analysis again from the start (a retry, the error's reload button).
  const [round, setRound] = useState(0)
  const alive = useRef(true)

  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let wait = POLL_FIRST_MS
    const read = async () => {
      try {
        const next = await fetchAnalysis(trackId, controller.signal)
        if (controller.signal.aborted) return
        setAnalysis(next)
        setLoadError(null)
        if (!settled(next)) {
          timer = setTimeout(() => void read(), wait)
          wait = Math.min(POLL_MAX_MS, wait * 2)
          return
        }
        if (next.status === 'done') {
          const peaks = await fetchWaveform(trackId, controller.signal)
          if (!controller.signal.aborted) setWaveform(peaks)
        }
      } catch (error) {
        if (!controller.signal.aborted) setLoadError(errorMessage(error))
      }
    }
    setWaveform(null)
    void read()
    return () => {
      controller.abort()
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [trackId, round])

  const retry = useCallback(async () => {
    setRetrying(true)
    setRetryError(null)
    try {
      const queued = await requestAnalysis(trackId)
      if (!alive.current) return
      setAnalysis(queued)
      setRound((r) => r + 1)
    } catch (error) {
      if (alive.current) setRetryError(errorMessage(error))
    } finally {
      if (alive.current) setRetrying(false)
    }
  }, [trackId])

  const reload = useCallback(() => {
    setLoadError(null)
    setRound((r) => r + 1)
  }, [])

  return { analysis, waveform, loadError, retrying, retryError, retry, reload }
}
