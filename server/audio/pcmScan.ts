// What the analysis reads from the decoded samples themselves (32-bit float, channels interleaved), fed chunk by
// chunk as ffmpeg writes them so that a file is never held whole: clipped samples, the silence at either end, and
// the waveform's min/max pairs. Chunks may end anywhere, even inside a sample; the scan carries the remainder over.
import { WAVEFORM_PAIRS } from '../../src/contracts/audioAnalysis'
import type { WaveformPeaks } from './analyserPort'

/** −60 dBFS: quieter than this on every channel counts as silence. */
export const SILENCE_LEVEL = 0.001
/** A sample this close to full scale (−0.001 dBFS) is at the ceiling; two or more in a row on a channel are clipped. */
export const CLIP_LEVEL = 1 - 1e-4

export type PcmFigures = {
  frames: number
  clippedSamples: number
  /** Seconds. */
  leadingSilence: number
  trailingSilence: number
  waveform: WaveformPeaks
}

export class PcmScan {
  private remainder = Buffer.alloc(0)
  private frame = 0
  private channel = 0
  private frameLoud = false
  private firstLoud = -1
  private lastLoud = -1
  private clipped = 0
  private readonly runs: number[]
  /** Fine blocks of `blockFrames` frames, merged into WAVEFORM_PAIRS pairs at the end. */
  private blockFrames: number
  private blockMin: number[] = []
  private blockMax: number[] = []
  private curMin = Infinity
  private curMax = -Infinity
  private inBlock = 0

  constructor(
    private readonly channels: number,
    private readonly sampleRate: number,
    /** The frames the file should hold (its container's duration), to size the blocks; a guess is fine. */
    expectedFrames: number
  ) {
    this.runs = new Array<number>(channels).fill(0)
    this.blockFrames = Math.max(1, Math.floor(expectedFrames / (WAVEFORM_PAIRS * 4)))
  }

  push(chunk: Buffer): void {
    const bytes = this.remainder.length ? Buffer.concat([this.remainder, chunk]) : chunk
    const whole = bytes.length - (bytes.length % 4)
    // A Float32Array view needs 4-byte alignment; a copy is only made when the chunk's offset is not aligned.
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes)
    const samples = new Float32Array(aligned.buffer, aligned.byteOffset, whole / 4)
    this.remainder = Buffer.from(bytes.subarray(whole))
    const { channels, runs } = this
    let { frame, channel, frameLoud, curMin, curMax, inBlock } = this
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i]
      if (x < curMin) curMin = x
      if (x > curMax) curMax = x
      const level = x < 0 ? -x : x
      if (level > SILENCE_LEVEL) frameLoud = true
      if (level >= CLIP_LEVEL) runs[channel]++
      else if (runs[channel]) {
        if (runs[channel] > 1) this.clipped += runs[channel]
        runs[channel] = 0
      }
      if (++channel === channels) {
        channel = 0
        if (frameLoud) {
          if (this.firstLoud < 0) this.firstLoud = frame
          this.lastLoud = frame
          frameLoud = false
        }
        frame++
        if (++inBlock === this.blockFrames) {
          this.blockMin.push(curMin)
          this.blockMax.push(curMax)
          curMin = Infinity
          curMax = -Infinity
          inBlock = 0
        }
      }
    }
    Object.assign(this, { frame, channel, frameLoud, curMin, curMax, inBlock })
  }

  finish(): PcmFigures {
    for (const run of this.runs) if (run > 1) this.clipped += run
    if (this.inBlock > 0) {
      this.blockMin.push(this.curMin)
      this.blockMax.push(this.curMax)
    }
    const frames = this.frame
    const rate = this.sampleRate
    const silentThrough = this.firstLoud < 0
    return {
      frames,
      clippedSamples: this.clipped,
      leadingSilence: (silentThrough ? frames : this.firstLoud) / rate,
      trailingSilence: (silentThrough ? frames : frames - 1 - this.lastLoud) / rate,
      waveform: mergeBlocks(this.blockMin, this.blockMax, WAVEFORM_PAIRS)
    }
  }
}

const clamp = (x: number) => Math.max(-1, Math.min(1, Math.round(x * 10_000) / 10_000))

/** `pairs` min/max pairs over the fine blocks (each pair covers an equal share of them); fewer when there are fewer. */
export function mergeBlocks(min: number[], max: number[], pairs: number): WaveformPeaks {
  const count = Math.min(pairs, min.length)
  const out: WaveformPeaks = { min: new Array<number>(count), max: new Array<number>(count) }
  for (let p = 0; p < count; p++) {
    const from = Math.floor((p * min.length) / count)
    const to = Math.floor(((p + 1) * min.length) / count)
    let lo = Infinity
    let hi = -Infinity
    for (let b = from; b < to; b++) {
      if (min[b] < lo) lo = min[b]
      if (max[b] > hi) hi = max[b]
    }
    out.min[p] = clamp(lo)
    out.max[p] = clamp(hi)
  }
  return out
}
