// The analysis on the one job queue of the engine under test (pg-boss when TEST_DATABASE_URL names a PostgreSQL
// database, the SQLite table otherwise), with two instances working it: the same track's job sent twice is analysed
// once while the first run holds it; a run whose process died is taken over by the next instance to start, and the
// dead run's late result is not written; a job sent while no instance works the queue is analysed by the next one.
// The analyser is a stand-in held open by deferred promises (no ffmpeg, no timing).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openQueue } from '../jobs/queueOpen'
import type { JobQueue } from '../jobs/queue'
import { startTestServer, type TestServer } from '../test/harness'
import type { AnalyserOutcome, AudioAnalyser } from './analyserPort'
import {
  ANALYSIS_QUEUE,
  queueRequests,
  recoverAnalyses,
  runAnalysis,
  STALE_MS,
  type AnalysisJob
} from './analysisJob'
import { markPending } from './analysisRepository'

const engine = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? 'postgres' : 'sqlite'
const wait = { timeout: 30_000, interval: 20 }

let server: TestServer
let trackIds: number[]
const queues: JobQueue[] = []
const errors: unknown[] = []

const figures = (lufs: number) => ({
  decoded_duration: 5,
  codec: 'pcm_u8',
  sample_rate: 44100,
  bit_depth: 16,
  channels: 2,
  bitrate: 1411000,
  integrated_lufs: lufs,
  loudness_range_lu: 0,
  true_peak_dbtp: -3,
  clipped_samples: 0,
  leading_silence: 0,
  trailing_silence: 0
})

/** An analyser whose runs wait until released; each answers loudness `lufs`. */
function heldAnalyser(lufs: number) {
  const calls: number[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const analyser: AudioAnalyser = {
    name: `held ${lufs}`,
    analyse: async (): Promise<AnalyserOutcome> => {
      calls.push(Date.now())
      await released
      return {
        kind: 'analysed',
        figures: figures(lufs),
        waveform: { min: [0], max: [0] },
        approximate: false
      }
    }
  }
  return { analyser, calls, release }
}

/** An instance's queue working the analysis with `analyser`; records each run's outcome. */
async function instance(analyser: AudioAnalyser | null) {
  const queue = openQueue(server.database, { ...server.config, queuePollMs: 50 }, (e) => errors.push(e))
  queues.push(queue)
  const outcomes: string[] = []
  if (analyser) {
    const deps = {
      db: server.database.db,
      analyser,
      files: {
        pathOf: (key: string) => `/held/${key}`,
        keepRendition: async () => 'x',
        removeRendition: async () => {}
      }
    }
    // analysisWorker's handler, with the outcome kept for the test.
    await queue.work<AnalysisJob>(ANALYSIS_QUEUE, async (job) => {
      outcomes.push(await runAnalysis(deps, job.data.trackId, job.attempt))
    })
  }
  return { queue, outcomes, requests: queueRequests(queue) }
}

const rowOf = (trackId: number) =>
  server.database.db
    .selectFrom('track_analysis')
    .select(['status', 'figures', 'attempts', 'audio_key'])
    .where('track_id', '=', trackId)
    .executeTakeFirstOrThrow()

beforeAll(async () => {
  // The app itself works no queue (queuePollMs 0): the instances here are the test's.
  server = await startTestServer({ seed: { tracks: 3, users: 3, playlists: 1, histories: 5 } })
  trackIds = (await server.database.db.selectFrom('tracks').select('id').orderBy('id').execute()).map(
    (t) => t.id
  )
  // The seed analysed them; these tests start from files never analysed.
  await server.database.db.deleteFrom('track_analysis').execute()
}, 120_000)
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop()
  expect(errors).toEqual([])
})
afterAll(() => server?.close())

const pending = async (trackId: number) => {
  const track = await server.database.db
    .selectFrom('tracks')
    .select('audio_key')
    .where('id', '=', trackId)
    .executeTakeFirstOrThrow()
  await markPending(server.database.db, trackId, track.audio_key!, new Date().toISOString())
}

describe(`the analysis on the job queue (${engine})`, () => {
  it('analyses a track once when its job is sent twice and two instances take one each', async () => {
    const held = heldAnalyser(-12)
    const a = await instance(held.analyser)
    const b = await instance(held.analyser)
    const id = trackIds[0]
    await pending(id)
    // No singleton key: both jobs wait at once, and each instance takes one.
    await a.queue.send(ANALYSIS_QUEUE, { trackId: id })
    await b.queue.send(ANALYSIS_QUEUE, { trackId: id })
    await vi.waitFor(() => expect(held.calls).toHaveLength(1), wait)
    // The second run found the file held and gave up while the first still ran.
    await vi.waitFor(() => expect([...a.outcomes, ...b.outcomes]).toEqual(['skipped']), wait)
    held.release()
    await vi.waitFor(() => expect([...a.outcomes, ...b.outcomes].sort()).toEqual(['done', 'skipped']), wait)
    expect(held.calls).toHaveLength(1)
    const row = await rowOf(id)
    expect([row.status, row.attempts, JSON.parse(row.figures!).integrated_lufs]).toEqual(['done', 1, -12])
  })

  it('a run whose process died is taken over at the next start; its late result is not written', async () => {
    const dying = heldAnalyser(-30)
    const dead = await instance(dying.analyser)
    const id = trackIds[1]
    await pending(id)
    await dead.requests.send(id)
    await vi.waitFor(() => expect(dying.calls).toHaveLength(1), wait)
    // The process stops beating (its heartbeat is STALE_MS old) without finishing.
    await server.database.db
      .updateTable('track_analysis')
      .set({ updated_at: new Date(Date.now() - 2 * STALE_MS).toISOString() })
      .where('track_id', '=', id)
      .execute()

    const next = heldAnalyser(-10)
    next.release()
    const started = await instance(next.analyser)
    expect(await recoverAnalyses(server.database.db, started.requests)).toBe(1)
    await vi.waitFor(() => expect(started.outcomes).toEqual(['done']), wait)
    expect(JSON.parse((await rowOf(id)).figures!).integrated_lufs).toBe(-10)

    // The dead run comes back late: the file is another run's now, and its figures are not written.
    dying.release()
    await vi.waitFor(() => expect(dead.outcomes).toEqual(['skipped']), wait)
    const row = await rowOf(id)
    expect([row.status, row.attempts, JSON.parse(row.figures!).integrated_lufs]).toEqual(['done', 2, -10])
  })

  it('a job sent while no instance works the queue is analysed by the next instance to start', async () => {
    const id = trackIds[2]
    await pending(id)
    const sender = await instance(null)
    expect(await sender.requests.send(id)).toEqual(expect.any(String))
    await sender.queue.stop()
    queues.splice(queues.indexOf(sender.queue), 1)

    const later = heldAnalyser(-14)
    later.release()
    const started = await instance(later.analyser)
    await vi.waitFor(() => expect(started.outcomes).toEqual(['done']), wait)
    expect(later.calls).toHaveLength(1)
    expect((await rowOf(id)).status).toBe('done')
  })
})
