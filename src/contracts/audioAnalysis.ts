// The audio itself (issue 38): what the analysis of a track's master measures, the quality rules read against it
// (the same shape as the readiness checks: data, not code) and the playback gain toward the loudness target.
// The server's ffmpeg analysis and the demo host's Web Audio approximation both answer in this shape.
import { z } from 'zod'
import { SEVERITIES } from './readiness.ts'

/** The loudness the large services play at (LUFS) and the highest true peak they accept (dBTP). */
export const LOUDNESS_TARGET_LUFS = -14
export const TRUE_PEAK_CEILING_DBTP = -1
/** How many min/max pairs a stored waveform holds. */
export const WAVEFORM_PAIRS = 1000

export const ANALYSIS_STATUSES = ['pending', 'analysing', 'done', 'failed', 'unavailable'] as const
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number]

export const audioFiguresSchema = z.object({
  /** Decoded length of the audio, in seconds (fractional). */
  decoded_duration: z.number().nonnegative(),
  codec: z.string(),
  sample_rate: z.number().int().positive(),
  /** Null for lossy codecs, which have no bit depth. */
  bit_depth: z.number().int().positive().nullable(),
  channels: z.number().int().positive(),
  /** Bits per second of the stored file. */
  bitrate: z.number().int().nonnegative().nullable(),
  integrated_lufs: z.number(),
  loudness_range_lu: z.number().nonnegative(),
  true_peak_dbtp: z.number(),
  clipped_samples: z.number().int().nonnegative(),
  leading_silence: z.number().nonnegative(),
  trailing_silence: z.number().nonnegative()
})
export type AudioFigures = z.infer<typeof audioFiguresSchema>

export const qualityFindingSchema = z.object({
  rule: z.string(),
  severity: z.enum(SEVERITIES),
  field: z.string(),
  value: z.number().nullable(),
  message: z.string()
})
export type QualityFinding = z.infer<typeof qualityFindingSchema>

export const audioAnalysisSchema = z.object({
  track_id: z.number().int(),
  status: z.enum(ANALYSIS_STATUSES),
  /** Why it failed or is unavailable (for example, no ffmpeg on this machine); null otherwise. */
  error: z.string().nullable(),
  /** True for the demo host's in-browser estimate, which is not a full EBU R128 reading. */
  approximate: z.boolean(),
  analysed_at: z.string().nullable(),
  figures: audioFiguresSchema.nullable(),
  /** Playback gain toward the target, in dB (see normalisationGain); null until analysed. */
  gain_db: z.number().nullable(),
  findings: z.array(qualityFindingSchema),
  /** The streaming rendition, when one was encoded. */
  rendition: z.object({ codec: z.string(), bitrate: z.number().int().positive() }).nullable()
})
export type AudioAnalysis = z.infer<typeof audioAnalysisSchema>

/** GET …/tracks/:id/waveform: min/max pairs in −1…1, in time order. */
export const waveformSchema = z.object({
  track_id: z.number().int(),
  duration: z.number().nonnegative(),
  min: z.array(z.number().min(-1).max(1)),
  max: z.array(z.number().min(-1).max(1))
})
export type Waveform = z.infer<typeof waveformSchema>

/**
 * The gain that brings a track to the target loudness without its true peak passing the ceiling: a loud master is
 * turned down by the full difference, a quiet one up only as far as its peaks allow. Rounded to 0.1 dB.
 */
export function normalisationGain(
  figures: Pick<AudioFigures, 'integrated_lufs' | 'true_peak_dbtp'>,
  target = LOUDNESS_TARGET_LUFS,
  ceiling = TRUE_PEAK_CEILING_DBTP
): number {
  const toTarget = target - figures.integrated_lufs
  const gain = toTarget <= 0 ? toTarget : Math.max(0, Math.min(toTarget, ceiling - figures.true_peak_dbtp))
  return Math.round(gain * 10) / 10
}

/** What a quality rule reads: the analysis figures and the duration stored on the track (seconds). */
export type QualitySubject = AudioFigures & { stored_duration: number; expect_stereo: boolean }

export type QualityCheck =
  | { kind: 'at_most'; field: keyof AudioFigures; max: number }
  | { kind: 'at_least'; field: keyof AudioFigures; min: number }
  | { kind: 'between'; field: keyof AudioFigures; min: number; max: number }
  | { kind: 'stereo_when_expected' }
  | { kind: 'duration_matches'; tolerance: number }

export type QualityRule = {
  id: string
  severity: (typeof SEVERITIES)[number]
  check: QualityCheck
  /** {value} is the measured value, {min}/{max}/{tolerance} the check's bounds. */
  message: string
}

/** The masters the large services accept. */
export const DEFAULT_QUALITY_RULES: QualityRule[] = [
  {
    id: 'audio.true_peak',
    severity: 'warning',
    check: { kind: 'at_most', field: 'true_peak_dbtp', max: -1 },
    message: 'The true peak is {value} dBTP, above {max} dBTP'
  },
  {
    id: 'audio.loudness',
    severity: 'warning',
    check: { kind: 'between', field: 'integrated_lufs', min: -20, max: -8 },
    message: 'The integrated loudness is {value} LUFS, outside {min}…{max} LUFS'
  },
  {
    id: 'audio.clipping',
    severity: 'error',
    check: { kind: 'at_most', field: 'clipped_samples', max: 0 },
    message: '{value} samples are clipped'
  },
  {
    id: 'audio.leading_silence',
    severity: 'warning',
    check: { kind: 'at_most', field: 'leading_silence', max: 2 },
    message: 'The track starts with {value} s of silence (more than {max} s)'
  },
  {
    id: 'audio.trailing_silence',
    severity: 'warning',
    check: { kind: 'at_most', field: 'trailing_silence', max: 2 },
    message: 'The track ends with {value} s of silence (more than {max} s)'
  },
  {
    id: 'audio.sample_rate',
    severity: 'error',
    check: { kind: 'at_least', field: 'sample_rate', min: 44100 },
    message: 'The sample rate is {value} Hz, under {min} Hz'
  },
  {
    id: 'audio.mono',
    severity: 'warning',
    check: { kind: 'stereo_when_expected' },
    message: 'The file is mono where stereo is expected'
  },
  {
    id: 'audio.duration',
    severity: 'warning',
    check: { kind: 'duration_matches', tolerance: 1 },
    message: 'The decoded length differs from the stored duration by {value} s (more than {tolerance} s)'
  }
]

const round = (value: number) => Math.round(value * 10) / 10

function failure(
  check: QualityCheck,
  subject: QualitySubject
): { field: string; value: number | null } | null {
  switch (check.kind) {
    case 'at_most':
      return (subject[check.field] as number) > check.max
        ? { field: check.field, value: subject[check.field] as number }
        : null
    case 'at_least':
      return (subject[check.field] as number) < check.min
        ? { field: check.field, value: subject[check.field] as number }
        : null
    case 'between': {
      const value = subject[check.field] as number
      return value < check.min || value > check.max ? { field: check.field, value } : null
    }
    case 'stereo_when_expected':
      return subject.expect_stereo && subject.channels < 2
        ? { field: 'channels', value: subject.channels }
        : null
    case 'duration_matches': {
      const difference = Math.abs(subject.decoded_duration - subject.stored_duration)
      return difference > check.tolerance ? { field: 'decoded_duration', value: difference } : null
    }
  }
}

/** Every finding of `rules` on an analysed track. */
export function checkQuality(
  subject: QualitySubject,
  rules: QualityRule[] = DEFAULT_QUALITY_RULES
): QualityFinding[] {
  const findings: QualityFinding[] = []
  for (const rule of rules) {
    const failed = failure(rule.check, subject)
    if (!failed) continue
    const bounds = rule.check as Partial<Record<'min' | 'max' | 'tolerance', number>>
    const value = failed.value === null ? null : round(failed.value)
    findings.push({
      rule: rule.id,
      severity: rule.severity,
      field: failed.field,
      value,
      message: rule.message
        .replaceAll('{value}', value === null ? '' : String(value))
        .replaceAll('{min}', String(bounds.min ?? ''))
        .replaceAll('{max}', String(bounds.max ?? ''))
        .replaceAll('{tolerance}', String(bounds.tolerance ?? ''))
    })
  }
  return findings
}
