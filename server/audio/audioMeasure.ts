// Demo mode's estimate of a master's figures from its decoded samples (issue 38): K-weighted, gated integrated
// loudness and loudness range after ITU-R BS.1770 / EBU Tech 3342 (block sizes and gates as specified, filters
// derived for the file's own sample rate), the sample peak standing in for the true peak, full-scale samples, the
// silence at both ends and the waveform's min/max pairs. It is labelled approximate: no oversampling, plain
// percentiles. Pure, so it runs in Node tests as in the page.
import { WAVEFORM_PAIRS } from '../../src/contracts/audioAnalysis'

/** −60 dBFS: quieter than this counts as silence. */
const SILENCE = 0.001
const CLIPPED = 0.9999

type Biquad = { b: [number, number, number]; a: [number, number] }

/** The two K-weighting stages (a high shelf, then a high pass) for sample rate `fs`. */
export function kWeighting(fs: number): Biquad[] {
  const shelf = (() => {
    const gain = 3.999843853973347
    const q = 0.7071752369554196
    const fc = 1681.974450955533
    const A = 10 ** (gain / 40)
    const w0 = (2 * Math.PI * fc) / fs
    const alpha = Math.sin(w0) / (2 * q)
    const cos = Math.cos(w0)
    const root = 2 * Math.sqrt(A) * alpha
    const a0 = A + 1 - (A - 1) * cos + root
    return {
      b: [
        (A * (A + 1 + (A - 1) * cos + root)) / a0,
        (-2 * A * (A - 1 + (A + 1) * cos)) / a0,
        (A * (A + 1 + (A - 1) * cos - root)) / a0
      ],
      a: [(2 * (A - 1 - (A + 1) * cos)) / a0, (A + 1 - (A - 1) * cos - root) / a0]
    } satisfies Biquad
  })()
  const highPass = (() => {
    const q = 0.5003270373253953
    const fc = 38.13547087613982
    const w0 = (2 * Math.PI * fc) / fs
    const alpha = Math.sin(w0) / (2 * q)
    const cos = Math.cos(w0)
    const a0 = 1 + alpha
    return {
      b: [(1 + cos) / 2 / a0, -(1 + cos) / a0, (1 + cos) / 2 / a0],
      a: [(-2 * cos) / a0, (1 - alpha) / a0]
    } satisfies Biquad
  })()
  return [shelf, highPass]
}

/** The stages run one after another over `samples`, in one pass (the first stage's output is not kept). */
function filter(samples: Float32Array, stages: Biquad[]): Float64Array {
  const output = new Float64Array(samples.length)
  const [first, second] = stages
  const [b0, b1, b2] = first.b
  const [a1, a2] = first.a
  const [c0, c1, c2] = second.b
  const [d1, d2] = second.a
  let x1 = 0
  let x2 = 0
  let y1 = 0
  let y2 = 0
  let z1 = 0
  let z2 = 0
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
    x2 = x1
    x1 = x
    const z = c0 * y + c1 * y1 + c2 * y2 - d1 * z1 - d2 * z2
    y2 = y1
    y1 = y
    z2 = z1
    z1 = z
    output[i] = z
  }
  return output
}

const loudnessOf = (meanSquare: number) => -0.691 + 10 * Math.log10(Math.max(meanSquare, 1e-20))

/** Running sums of squares of each channel: every block's mean square is then one subtraction. */
function runningSquares(weighted: Float64Array[]): Float64Array[] {
  return weighted.map((ch) => {
    const running = new Float64Array(ch.length + 1)
    for (let i = 0; i < ch.length; i++) running[i + 1] = running[i] + ch[i] * ch[i]
    return running
  })
}

/** Mean squares (summed over channels) of blocks `block` seconds long, every `hop` seconds. */
function blockPowers(sums: Float64Array[], fs: number, block: number, hop: number): number[] {
  const size = Math.round(block * fs)
  const step = Math.round(hop * fs)
  const length = (sums[0]?.length ?? 1) - 1
  const powers: number[] = []
  if (length < size) {
    if (length === 0) return powers
    powers.push(sums.reduce((sum, running) => sum + running[length] / length, 0))
    return powers
  }
  for (let start = 0; start + size <= length; start += step) {
    let power = 0
    for (const running of sums) power += (running[start + size] - running[start]) / size
    powers.push(power)
  }
  return powers
}

function gatedLoudness(powers: number[], relative: number): { loudness: number; kept: number[] } {
  const absolute = powers.filter((p) => loudnessOf(p) > -70)
  if (absolute.length === 0) return { loudness: -70, kept: [] }
  const mean = absolute.reduce((s, p) => s + p, 0) / absolute.length
  const gate = loudnessOf(mean) + relative
  const kept = absolute.filter((p) => loudnessOf(p) > gate)
  const keptMean = kept.length ? kept.reduce((s, p) => s + p, 0) / kept.length : mean
  return { loudness: loudnessOf(keptMean), kept }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const at = (sorted.length - 1) * p
  const low = Math.floor(at)
  const high = Math.ceil(at)
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low)
}

export type Measured = {
  integrated_lufs: number
  loudness_range_lu: number
  true_peak_dbtp: number
  clipped_samples: number
  leading_silence: number
  trailing_silence: number
  decoded_duration: number
  waveform: { min: number[]; max: number[] }
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places

export function measureAudio(channels: Float32Array[], sampleRate: number, pairs = WAVEFORM_PAIRS): Measured {
  const length = channels[0]?.length ?? 0
  let peak = 0
  let clipped = 0
  let first = -1
  let last = -1
  for (let i = 0; i < length; i++) {
    let loudest = 0
    for (let c = 0; c < channels.length; c++) {
      const v = Math.abs(channels[c][i])
      if (v > loudest) loudest = v
      if (v >= CLIPPED) clipped++
    }
    if (loudest > peak) peak = loudest
    if (loudest > SILENCE) {
      if (first < 0) first = i
      last = i
    }
  }
  const stages = kWeighting(sampleRate)
  const sums = runningSquares(channels.map((channel) => filter(channel, stages)))
  const integrated = gatedLoudness(blockPowers(sums, sampleRate, 0.4, 0.1), -10).loudness
  const shortTerm = gatedLoudness(blockPowers(sums, sampleRate, 3, 1), -20)
    .kept.map(loudnessOf)
    .sort((a, b) => a - b)
  const range = shortTerm.length > 1 ? percentile(shortTerm, 0.95) - percentile(shortTerm, 0.1) : 0

  const count = Math.min(pairs, length)
  const min: number[] = []
  const max: number[] = []
  for (let c = 0; c < count; c++) {
    const from = Math.floor((c * length) / count)
    const to = Math.max(from + 1, Math.floor(((c + 1) * length) / count))
    let low = 0
    let high = 0
    for (const channel of channels)
      for (let i = from; i < to; i++) {
        if (channel[i] < low) low = channel[i]
        if (channel[i] > high) high = channel[i]
      }
    min.push(round(Math.max(-1, low), 4))
    max.push(round(Math.min(1, high), 4))
  }

  const duration = length / sampleRate
  return {
    integrated_lufs: round(Math.max(-70, integrated)),
    loudness_range_lu: round(Math.max(0, range)),
    true_peak_dbtp: round(peak > 0 ? 20 * Math.log10(peak) : -120),
    clipped_samples: clipped,
    leading_silence: round(first < 0 ? duration : first / sampleRate, 2),
    trailing_silence: round(last < 0 ? 0 : (length - 1 - last) / sampleRate, 2),
    decoded_duration: round(duration, 3),
    waveform: { min, max }
  }
}
