// Volume normalisation (issue 38): the player routes its audio element through a Web Audio gain node set from the
// current track's analysis, toward −14 LUFS and never past what normalisationGain allows (the true peak's ceiling).
// The listener can turn it off; the choice is kept in this browser.
import { normalisationGain, type AudioAnalysis } from '@/contracts/audioAnalysis'

export const NORMALISE_STORAGE_KEY = 'vibeline.player.normalise'

// Where storage is blocked the choice lives only as long as the page.
let unstoredChoice = true

/** On unless the listener turned it off. */
export function readNormalise(): boolean {
  try {
    return localStorage.getItem(NORMALISE_STORAGE_KEY) !== 'off'
  } catch {
    return unstoredChoice
  }
}

const normaliseListeners = new Set<() => void>()

/** Calls `listener` whenever the choice changes in this page; returns the way to stop. */
export function subscribeNormalise(listener: () => void): () => void {
  normaliseListeners.add(listener)
  return () => normaliseListeners.delete(listener)
}

export function writeNormalise(on: boolean): void {
  unstoredChoice = on
  try {
    localStorage.setItem(NORMALISE_STORAGE_KEY, on ? 'on' : 'off')
  } catch {
    // Storage blocked: the switch still works for this visit.
  }
  normaliseListeners.forEach((listener) => listener())
}

/**
 * The gain to play a track at, in dB: the analysis's own, but never above what the contract allows for its figures
 * (a loud master fully down, a quiet one up only as far as its true peak lets it); 0 until it is analysed.
 */
export function playbackGainDb(
  analysis: Pick<AudioAnalysis, 'status' | 'figures' | 'gain_db'> | null
): number {
  if (!analysis || analysis.status !== 'done' || !analysis.figures) return 0
  const allowed = normalisationGain(analysis.figures)
  const given = analysis.gain_db ?? allowed
  return Number.isFinite(given) ? Math.min(given, allowed) : 0
}

export const dbToLinear = (db: number): number => 10 ** (db / 20)

/** The part of the Web Audio API the player uses (tests give a fake). */
export type GainGraph = {
  context: Pick<AudioContext, 'state' | 'resume' | 'destination'>
  gain: Pick<GainNode, 'gain'>
}

export type AudioContextLike = Pick<
  AudioContext,
  'state' | 'resume' | 'destination' | 'createMediaElementSource' | 'createGain'
>

/**
 * Routes `audio` through a gain node once (an element can feed only one source node, ever). Audio of another origin
 * without CORS would play silent through Web Audio, so such an element is left as it is (null).
 */
export function connectGain(
  audio: HTMLAudioElement,
  createContext: () => AudioContextLike = () => new AudioContext()
): GainGraph | null {
  const src = audio.currentSrc || audio.src
  if (src && !/^(blob:|data:)/.test(src)) {
    try {
      if (new URL(src, window.location.href).origin !== window.location.origin) return null
    } catch {
      return null
    }
  }
  const context = createContext()
  const source = context.createMediaElementSource(audio)
  const gain = context.createGain()
  source.connect(gain)
  gain.connect(context.destination)
  return { context, gain }
}

/** Sets the graph's gain for a track: its normalisation gain while the switch is on, unity otherwise. */
export function applyGain(graph: GainGraph, gainDb: number, on: boolean): void {
  graph.gain.gain.value = on ? dbToLinear(gainDb) : 1
  if (graph.context.state === 'suspended') void graph.context.resume()
}
