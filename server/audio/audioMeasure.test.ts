import { describe, expect, it } from 'vitest'
import { measureAudio } from './audioMeasure'

const RATE = 48000
function sine(seconds: number, amplitude: number, frequency = 997, silenceBefore = 0): Float32Array {
  const lead = Math.round(silenceBefore * RATE)
  const samples = new Float32Array(lead + Math.round(seconds * RATE))
  for (let i = 0; i < samples.length - lead; i++)
    samples[lead + i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / RATE)
  return samples
}

describe('the demo host’s audio estimate', () => {
  it('reads a −20 dBFS 997 Hz sine on one channel as −23 LUFS (BS.1770) within 0.5 LU, its peak as −20 dB', () => {
    const measured = measureAudio([sine(10, 0.1)], RATE)
    // Within the 0.5 LU of the reference reading (the estimate has no oversampling and is labelled approximate).
    expect(Math.abs(measured.integrated_lufs - -23)).toBeLessThanOrEqual(0.5)
    expect(measured.true_peak_dbtp).toBeCloseTo(-20, 1)
    expect(measured.clipped_samples).toBe(0)
    expect(measured.loudness_range_lu).toBeLessThan(0.5)
    expect(measured.waveform.min).toHaveLength(1000)
    expect(Math.max(...measured.waveform.max)).toBeCloseTo(0.1, 2)
  })

  it('measures 5 s of leading silence, the decoded length and clipped samples', () => {
    const left = sine(4, 1.2, 440, 5)
    for (let i = 0; i < left.length; i++) left[i] = Math.max(-1, Math.min(1, left[i]))
    const measured = measureAudio([left, left], RATE)
    expect(measured.leading_silence).toBeCloseTo(5, 1)
    expect(measured.trailing_silence).toBeLessThan(0.01)
    expect(measured.decoded_duration).toBeCloseTo(9, 2)
    expect(measured.clipped_samples).toBeGreaterThan(0)
    expect(measured.true_peak_dbtp).toBe(0)
  })
})
