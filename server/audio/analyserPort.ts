// The audio analyser behind a port (issue 38): the job and the services ask "what does this stored file measure?"
// and do not care who answers. The server plugs in ffmpeg (audio/ffmpegAnalyser.ts); the demo host plugs in a
// Web Audio estimate (approximate: true). An analyser that cannot run here answers `unavailable` with the reason;
// a file it cannot decode makes it throw (the analysis then fails with that message and can be retried).
import type { AudioFigures } from '../../src/contracts/audioAnalysis'

/** The stored file to analyse. A host gives whichever of path/open it has; both when it can. */
export type AnalyserInput = {
  /** The local file, when the host keeps one on disk (ffmpeg reads it directly). */
  path?: string
  /** Opens the stored bytes as a stream, read once from the start (a browser Blob's stream, a file read stream). */
  open?: () => AsyncIterable<Uint8Array>
  /** The stored file's type, as kept on the track (audio/wav, audio/mpeg, …); null when unknown. */
  mime: string | null
  /** Its size in bytes, when known (the bitrate of a file whose container does not say). */
  size?: number | null
  /** The duration stored on the track, in seconds (the duration rule compares the decoded one with it). */
  storedDuration: number
}

/** Min/max pairs in −1…1, in time order: WAVEFORM_PAIRS of them (fewer only for a file with fewer samples). */
export type WaveformPeaks = { min: number[]; max: number[] }

export type AnalyserOutcome =
  | {
      kind: 'analysed'
      figures: AudioFigures
      waveform: WaveformPeaks
      /** True when loudness and peaks are estimates rather than an EBU R128 reading (the demo host's Web Audio). */
      approximate: boolean
    }
  /** The analyser cannot run on this host (no ffmpeg, …): uploads still work and the reason is shown. */
  | { kind: 'unavailable'; reason: string }

/** The streaming rendition an analyser host may also encode (optional: the demo host keeps the original). */
export type RenditionOutput = {
  /** The encoded file, to be kept by the media store; the host removes it once stored. */
  path: string
  mime: string
  codec: string
  /** Bits per second. */
  bitrate: number
}

export type AudioAnalyser = {
  /** Who answers ("ffmpeg 4.1", "Web Audio"), for logs and the CLI. */
  readonly name: string
  analyse: (input: AnalyserInput, signal?: AbortSignal) => Promise<AnalyserOutcome>
  /** Encodes the streaming rendition; absent when the host serves originals only. */
  encodeRendition?: (input: AnalyserInput, signal?: AbortSignal) => Promise<RenditionOutput | null>
}

/** An analyser for hosts where none can run: every analysis is unavailable, with `reason`. */
export function unavailableAnalyser(reason: string): AudioAnalyser {
  return { name: 'none', analyse: async () => ({ kind: 'unavailable', reason }) }
}
