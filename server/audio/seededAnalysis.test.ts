// The seeded tracks' analysis (seededAnalysis.ts) against what the server's ffmpeg analyser reads from the same
// seeded file, and the seed itself: every seeded track is analysed, so a first start has nothing waiting.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audioFiguresSchema, WAVEFORM_PAIRS } from '../../src/contracts/audioAnalysis'
import { migrate } from '../db/migrationFiles'
import { seedDemo } from '../db/seed'
import { closeTempSqlite, openTempSqlite, type TempSqlite } from '../db/test/tempSqlite'
import { synthesizeTune } from '../media/wav'
import type { AudioAnalyser } from './analyserPort'
import { progress, tracksToAnalyse } from './analysisRepository'
import { ffmpegAnalyser } from './ffmpegAnalyser'
import { locateFfmpeg } from './ffmpegLocator'
import { analyseSeedWav } from './seededAnalysis'

let temp: TempSqlite
let analyser: AudioAnalyser

beforeAll(async () => {
  temp = openTempSqlite('seeded-analysis')
  const found = await locateFfmpeg(undefined)
  if (!('path' in found)) throw new Error(found.reason)
  analyser = ffmpegAnalyser(found.path, found.version)
})
afterAll(() => closeTempSqlite(temp))

describe('the seeded analysis', () => {
  it.each([
    [3, 7],
    [42, 5],
    [150, 6]
  ])('of tune %i (%i s) agrees with the ffmpeg analyser on the same file', async (seed, seconds) => {
    const wav = synthesizeTune(seed, seconds)
    const path = join(temp.dir, `tune-${seed}.wav`)
    writeFileSync(path, wav)
    const outcome = await analyser.analyse({ path, mime: 'audio/wav', storedDuration: seconds })
    if (outcome.kind !== 'analysed') throw new Error(outcome.reason)
    const own = outcome.figures
    const { figures, waveform } = analyseSeedWav(wav)
    // The bound for loudness; no oversampling for the peak, which stays within half a dB on these tunes.
    expect(Math.abs(figures.integrated_lufs - own.integrated_lufs)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(figures.true_peak_dbtp - own.true_peak_dbtp)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(figures.loudness_range_lu - own.loudness_range_lu)).toBeLessThanOrEqual(1)
    const exact = ['codec', 'sample_rate', 'bit_depth', 'channels', 'bitrate', 'clipped_samples'] as const
    for (const field of exact) expect([field, figures[field]]).toEqual([field, own[field]])
    expect(figures.decoded_duration).toBeCloseTo(own.decoded_duration, 2)
    expect(Math.abs(figures.leading_silence - own.leading_silence)).toBeLessThanOrEqual(0.01)
    expect(Math.abs(figures.trailing_silence - own.trailing_silence)).toBeLessThanOrEqual(0.01)
    expect(waveform.min).toHaveLength(WAVEFORM_PAIRS)
    expect(Math.max(...waveform.max)).toBeCloseTo(Math.max(...outcome.waveform.max), 2)
    expect(Math.min(...waveform.min)).toBeCloseTo(Math.min(...outcome.waveform.min), 2)
  })

  it('is part of the seed: each seeded track is analysed for its own file, so nothing waits at first start', async () => {
    const db = temp.database.db
    await migrate(db, 'sqlite')
    const media = join(temp.dir, 'media')
    mkdirSync(media)
    await seedDemo(db, media, { tracks: 12, users: 4, playlists: 2, histories: 20 })
    const rows = await db
      .selectFrom('tracks')
      .innerJoin('track_analysis', 'track_analysis.track_id', 'tracks.id')
      .select(['tracks.audio_key as track_key', 'track_analysis.audio_key', 'track_analysis.status'])
      .select(['approximate', 'figures', 'waveform', 'gain_db', 'findings'])
      .execute()
    expect(rows).toHaveLength(12)
    for (const row of rows) {
      expect([row.audio_key, row.status, row.approximate]).toEqual([row.track_key, 'done', 1])
      const figures = audioFiguresSchema.parse(JSON.parse(row.figures!))
      expect(figures).toMatchObject({ codec: 'pcm_u8', sample_rate: 8000, channels: 1 })
      expect((JSON.parse(row.waveform!) as { min: number[] }).min).toHaveLength(WAVEFORM_PAIRS)
      expect(typeof row.gain_db).toBe('number')
      // The seed's 8 kHz mono files trip the sample rate and mono rules.
      const rules = (JSON.parse(row.findings) as { rule: string }[]).map((f) => f.rule)
      expect(rules).toEqual(expect.arrayContaining(['audio.sample_rate', 'audio.mono']))
    }
    expect(await tracksToAnalyse(db)).toEqual([])
    expect(await progress(db)).toMatchObject({ total: 12, done: 12, pending: 0 })
  })
})
