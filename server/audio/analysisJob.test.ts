// The analysis run's claim: two runs of the same file never both analyse it, and a run whose process died is queued
// again at start. The analyser is a stand-in held open by a deferred promise (no ffmpeg, no timing).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrate } from '../db/migrationFiles'
import { closeTempSqlite, openTempSqlite, type TempSqlite } from '../db/test/tempSqlite'
import type { AnalyserOutcome, AudioAnalyser } from './analyserPort'
import { recoverAnalyses, runAnalysis, STALE_MS } from './analysisJob'

let temp: TempSqlite
const figures = {
  decoded_duration: 3,
  codec: 'pcm_s16le',
  sample_rate: 44100,
  bit_depth: 16,
  channels: 2,
  bitrate: 1411000,
  integrated_lufs: -14,
  loudness_range_lu: 0,
  true_peak_dbtp: -2,
  clipped_samples: 0,
  leading_silence: 0,
  trailing_silence: 0
}
const files = {
  pathOf: (key: string) => `/nowhere/${key}`,
  keepRendition: async () => 'x.m4a',
  removeRendition: async () => {}
}

beforeAll(async () => {
  temp = openTempSqlite('analysis-job')
  await migrate(temp.database.db, 'sqlite')
  const stamp = new Date().toISOString()
  await temp.database.db
    .insertInto('tracks')
    .values({
      title: 'T',
      artist: 'A',
      genre: 'pop',
      duration: 3,
      audio_key: 'a.wav',
      mime_type: 'audio/wav',
      size: 10,
      created_at: stamp,
      updated_at: stamp
    } as never)
    .execute()
})
afterAll(() => closeTempSqlite(temp))

it('analyses a file once when two runs of it start together', async () => {
  const db = temp.database.db
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let calls = 0
  const analyser: AudioAnalyser = {
    name: 'stand-in',
    analyse: async (): Promise<AnalyserOutcome> => {
      calls++
      await held
      return { kind: 'analysed', figures, waveform: { min: [0], max: [0] }, approximate: false }
    }
  }
  const first = runAnalysis({ db, analyser, files }, 1)
  // The second starts while the first holds the file.
  await expect.poll(() => calls).toBe(1)
  expect(await runAnalysis({ db, analyser, files }, 1)).toBe('skipped')
  release()
  expect(await first).toBe('done')
  // Sent again after it is done: the work is found done.
  expect(await runAnalysis({ db, analyser, files }, 1)).toBe('skipped')
  expect(calls).toBe(1)
  const row = await db.selectFrom('track_analysis').selectAll().executeTakeFirstOrThrow()
  expect(row).toMatchObject({ status: 'done', gain_db: 0, finding_count: 0 })
})

it('queues again at start a run whose heartbeat stopped, and nothing that is done', async () => {
  const db = temp.database.db
  const past = new Date(Date.now() - STALE_MS - 1000).toISOString()
  await db.updateTable('track_analysis').set({ status: 'analysing', updated_at: past }).execute()
  const sent: number[] = []
  expect(await recoverAnalyses(db, { send: async (id) => sent.push(id) })).toBe(1)
  expect(sent).toEqual([1])
  const analyser: AudioAnalyser = {
    name: 'stand-in',
    analyse: async () => ({ kind: 'unavailable', reason: 'No ffmpeg runs on this server' })
  }
  expect(await runAnalysis({ db, analyser, files }, 1)).toBe('unavailable')
  expect(await recoverAnalyses(db, { send: async (id) => sent.push(id) })).toBe(0)
})
