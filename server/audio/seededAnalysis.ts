// The analysis of the seeded tracks (issue 38), part of the seed in both modes so that a first start shows figures and
// waveforms rather than "Not analysed yet" everywhere. It is measured from the PCM the seed itself synthesized (an
// 8-bit WAV) by the project's own estimate (audioMeasure.ts: BS.1770 loudness, the sample peak), not by ffmpeg, which
// would cost seconds at first start: hence `approximate`. Kysely and contracts only: demo mode's seed runs it too.
import type { Kysely } from 'kysely'
import { checkQuality, normalisationGain, type AudioFigures } from '../../src/contracts/audioAnalysis'
import type { DB } from '../db/schema'
import { measureAudio } from './audioMeasure'
import type { WaveformPeaks } from './analyserPort'

export type WavAnalysis = { figures: AudioFigures; waveform: WaveformPeaks }

/** Figures and waveform of an 8-bit PCM WAV as the seeds write them (44-byte header), decoded as ffmpeg decodes pcm_u8. */
export function analyseSeedWav(wav: Uint8Array): WavAnalysis {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength)
  const text = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4))
  const channelCount = view.getUint16(22, true)
  const sampleRate = view.getUint32(24, true)
  const bits = view.getUint16(34, true)
  if (text(0) !== 'RIFF' || text(36) !== 'data' || view.getUint16(20, true) !== 1 || bits !== 8)
    throw new Error('Not a seeded 8-bit PCM WAV')
  const body = wav.subarray(44, 44 + view.getUint32(40, true))
  const frames = Math.floor(body.length / channelCount)
  const channels = Array.from({ length: channelCount }, (_, c) => {
    const samples = new Float32Array(frames)
    for (let i = 0, at = c; i < frames; i++, at += channelCount) samples[i] = (body[at] - 128) / 128
    return samples
  })
  const { waveform, ...measured } = measureAudio(channels, sampleRate)
  return {
    waveform,
    figures: {
      ...measured,
      codec: 'pcm_u8',
      sample_rate: sampleRate,
      bit_depth: 8,
      channels: channelCount,
      bitrate: sampleRate * 8 * channelCount
    }
  }
}

/** The track_analysis rows of seeded tracks, each with the analysis of the file it was seeded with. */
export async function storeSeededAnalyses(
  db: Kysely<DB>,
  tracks: { id: number; audio_key: string; duration: number; analysis: WavAnalysis }[],
  now: string
): Promise<void> {
  const rows = tracks.map(({ id, audio_key, duration, analysis: { figures, waveform } }) => {
    const findings = checkQuality({ ...figures, stored_duration: duration, expect_stereo: true })
    return {
      track_id: id,
      audio_key,
      status: 'done' as const,
      error: null,
      approximate: 1,
      analysed_at: now,
      figures: JSON.stringify(figures),
      gain_db: normalisationGain(figures),
      findings: JSON.stringify(findings),
      finding_count: findings.length,
      waveform: JSON.stringify(waveform),
      rendition_key: null,
      rendition_codec: null,
      rendition_bitrate: null,
      updated_at: now
    }
  })
  // Each row carries a waveform of some kilobytes: small batches keep a statement well within engines' limits.
  for (let i = 0; i < rows.length; i += 50)
    await db
      .insertInto('track_analysis')
      .values(rows.slice(i, i + 50))
      .execute()
}
