// What the Audio card says about the figures in plain language: each hint is an i18n key with its values, so the
// wording lives in the locale files and the reasoning (louder or quieter than the target, limited by the peaks) here.
import {
  DEFAULT_QUALITY_RULES,
  LOUDNESS_TARGET_LUFS,
  normalisationGain,
  TRUE_PEAK_CEILING_DBTP,
  type AudioFigures,
  type QualityFinding
} from '@/contracts/audioAnalysis'

export type Hint = { key: string; values?: Record<string, number | string> }

const oneDecimal = (value: number) => Math.round(value * 10) / 10

/** "3.1 dB louder than the −14 LUFS target; will be turned down", and the quieter cases. */
export function loudnessHint(figures: Pick<AudioFigures, 'integrated_lufs' | 'true_peak_dbtp'>): Hint {
  const difference = oneDecimal(figures.integrated_lufs - LOUDNESS_TARGET_LUFS)
  const gain = normalisationGain(figures)
  const target = LOUDNESS_TARGET_LUFS
  if (difference === 0) return { key: 'music.audio.hints.onTarget', values: { target } }
  if (difference > 0) return { key: 'music.audio.hints.louder', values: { diff: difference, target } }
  const quieter = -difference
  if (gain >= quieter) return { key: 'music.audio.hints.quieter', values: { diff: quieter, target, gain } }
  if (gain <= 0)
    return {
      key: 'music.audio.hints.quieterPeaks',
      values: { diff: quieter, target, ceiling: TRUE_PEAK_CEILING_DBTP }
    }
  return {
    key: 'music.audio.hints.quieterLimited',
    values: { diff: quieter, target, gain, ceiling: TRUE_PEAK_CEILING_DBTP }
  }
}

export function truePeakHint(figures: Pick<AudioFigures, 'true_peak_dbtp'>): Hint {
  const ceiling = TRUE_PEAK_CEILING_DBTP
  return figures.true_peak_dbtp > ceiling
    ? { key: 'music.audio.hints.peakOver', values: { ceiling } }
    : { key: 'music.audio.hints.peakOk', values: { ceiling } }
}

export function clippingHint(figures: Pick<AudioFigures, 'clipped_samples'>): Hint {
  return { key: figures.clipped_samples > 0 ? 'music.audio.hints.clipped' : 'music.audio.hints.notClipped' }
}

/** The most silence the rules let through at either end (seconds). */
const silenceLimit = (() => {
  const rule = DEFAULT_QUALITY_RULES.find((r) => r.id === 'audio.leading_silence')
  return rule?.check.kind === 'at_most' ? rule.check.max : 2
})()

export function silenceHint(seconds: number): Hint {
  return seconds > silenceLimit
    ? { key: 'music.audio.hints.silenceLong', values: { max: silenceLimit } }
    : { key: 'music.audio.hints.silenceOk' }
}

/** The playback gain as the player will apply it. */
export function gainHint(gain: number): Hint {
  if (gain < 0) return { key: 'music.audio.hints.gainDown', values: { gain: -gain } }
  if (gain > 0) return { key: 'music.audio.hints.gainUp', values: { gain } }
  return { key: 'music.audio.hints.gainNone' }
}

/**
 * A finding in the reader's language: its rule's own sentence (key music.audio.findings.<rule without "audio.">)
 * with the measured value and the rule's bounds; a rule the screens do not know keeps the server's English message.
 */
export function findingText(
  finding: QualityFinding,
  translate: (key: string, values: Record<string, unknown>) => string,
  exists: (key: string) => boolean
): string {
  const key = `music.audio.findings.${finding.rule.replace(/^audio\./, '')}`
  if (!exists(key)) return finding.message
  const rule = DEFAULT_QUALITY_RULES.find((r) => r.id === finding.rule)
  const bounds = (rule?.check ?? {}) as Partial<Record<'min' | 'max' | 'tolerance', number>>
  return translate(key, { value: finding.value ?? '', ...bounds })
}
