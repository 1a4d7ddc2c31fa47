import { describe, expect, it } from 'vitest'
import { checkQuality, normalisationGain, type QualitySubject } from './audioAnalysis'

const clean: QualitySubject = {
  decoded_duration: 180.2,
  stored_duration: 180,
  expect_stereo: true,
  codec: 'flac',
  sample_rate: 44100,
  bit_depth: 16,
  channels: 2,
  bitrate: 900_000,
  integrated_lufs: -14,
  loudness_range_lu: 6,
  true_peak_dbtp: -1.5,
  clipped_samples: 0,
  leading_silence: 0.1,
  trailing_silence: 1
}

describe('normalisationGain', () => {
  it('turns a loud master down by the whole difference', () => {
    expect(normalisationGain({ integrated_lufs: -8.9, true_peak_dbtp: 0.4 })).toBe(-5.1)
  })
  it('turns a quiet master up only as far as its true peak allows', () => {
    expect(normalisationGain({ integrated_lufs: -20, true_peak_dbtp: -3.5 })).toBe(2.5)
    expect(normalisationGain({ integrated_lufs: -20, true_peak_dbtp: -12 })).toBe(6)
  })
  it('leaves a quiet master whose peaks are already over the ceiling as it is', () => {
    expect(normalisationGain({ integrated_lufs: -18, true_peak_dbtp: 0 })).toBe(0)
  })
})

describe('checkQuality', () => {
  it('finds nothing on a master within every rule', () => {
    expect(checkQuality(clean)).toEqual([])
  })
  it('names each rule broken, with the measured value in the message', () => {
    const findings = checkQuality({
      ...clean,
      true_peak_dbtp: 0.3,
      integrated_lufs: -6.04,
      clipped_samples: 12,
      leading_silence: 5,
      trailing_silence: 2.01,
      sample_rate: 22050,
      channels: 1,
      decoded_duration: 182.5
    })
    expect(findings.map((f) => [f.rule, f.severity, f.field, f.value])).toEqual([
      ['audio.true_peak', 'warning', 'true_peak_dbtp', 0.3],
      ['audio.loudness', 'warning', 'integrated_lufs', -6],
      ['audio.clipping', 'error', 'clipped_samples', 12],
      ['audio.leading_silence', 'warning', 'leading_silence', 5],
      ['audio.trailing_silence', 'warning', 'trailing_silence', 2],
      ['audio.sample_rate', 'error', 'sample_rate', 22050],
      ['audio.mono', 'warning', 'channels', 1],
      ['audio.duration', 'warning', 'decoded_duration', 2.5]
    ])
    expect(findings[0].message).toBe('The true peak is 0.3 dBTP, above -1 dBTP')
    expect(findings[1].message).toBe('The integrated loudness is -6 LUFS, outside -20…-8 LUFS')
  })
  it('accepts mono when stereo is not expected, and the bounds themselves', () => {
    expect(
      checkQuality({
        ...clean,
        channels: 1,
        expect_stereo: false,
        true_peak_dbtp: -1,
        integrated_lufs: -20,
        leading_silence: 2
      })
    ).toEqual([])
  })
})
