// The audio analysis calls (issue 38, routes of notes/audio-api.md): the track page's Audio card and the floating
// player (its waveform progress bar and normalisation gain) read the same shapes from src/contracts/audioAnalysis.ts.
import { http } from '@/auth/http'
import type { One } from '@/contracts/list'
import { MUSIC_PATHS } from '@/contracts/music'
import type { AudioAnalysis, Waveform } from '@/contracts/audioAnalysis'

const trackPath = (trackId: number, tail: 'analysis' | 'waveform') =>
  `${MUSIC_PATHS.tracks}/${trackId}/${tail}`

/** The data of a `{ data }` envelope, or the body itself where a route answers the shape bare. */
function unwrap<T>(body: One<T> | T): T {
  return body !== null && typeof body === 'object' && 'data' in body ? (body as One<T>).data : (body as T)
}

export async function fetchAnalysis(trackId: number, signal?: AbortSignal): Promise<AudioAnalysis> {
  const response = await http.get<One<AudioAnalysis>>(trackPath(trackId, 'analysis'), { signal })
  return unwrap(response.data)
}

export async function fetchWaveform(trackId: number, signal?: AbortSignal): Promise<Waveform> {
  const response = await http.get<One<Waveform>>(trackPath(trackId, 'waveform'), { signal })
  return unwrap(response.data)
}

/** Queues a (re-)analysis of the track: the retry. */
export async function requestAnalysis(trackId: number): Promise<AudioAnalysis> {
  const response = await http.post<One<AudioAnalysis>>(trackPath(trackId, 'analysis'))
  return unwrap(response.data)
}
