// `npm run analyse` with no server running: the command works the analysis queue itself (ffmpeg, renditions into the
// media folder), including a run a stopped process left half done, and returns once nothing waits.
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { migrate } from '../db/migrationFiles'
import { seedDemo } from '../db/seed'
import { closeTempSqlite, openTempSqlite, type TempSqlite } from '../db/test/tempSqlite'
import { analyseCommand, analyseFlags } from './analyseCommand'
import { STALE_MS } from './analysisJob'

let temp: TempSqlite
beforeAll(async () => {
  temp = openTempSqlite('analyse-command')
  await migrate(temp.database.db, 'sqlite')
  mkdirSync(join(temp.dir, 'media'))
  await seedDemo(temp.database.db, join(temp.dir, 'media'), {
    tracks: 3,
    users: 3,
    playlists: 1,
    histories: 5
  })
})
afterAll(() => closeTempSqlite(temp))

describe('npm run analyse', () => {
  it('reads its flags', () => {
    expect(analyseFlags([])).toEqual({ queueOnly: false, work: true })
    expect(analyseFlags(['--no-work'])).toEqual({ queueOnly: false, work: false })
    expect(analyseFlags(['--queue-only'])).toEqual({ queueOnly: true, work: true })
  })

  it(
    'analyses the tracks in its own process when no server runs, a half-done run included',
    { timeout: 90_000 },
    async () => {
      const db = temp.database.db
      const ids = (await db.selectFrom('tracks').select('id').orderBy('id').execute()).map((t) => t.id)
      // The seed analysed them: one loses its analysis, one was being analysed by a process that died.
      await db.deleteFrom('track_analysis').where('track_id', '=', ids[0]).execute()
      await db
        .updateTable('track_analysis')
        .set({ status: 'analysing', updated_at: new Date(Date.now() - 2 * STALE_MS).toISOString() })
        .where('track_id', '=', ids[1])
        .execute()
      const config = loadConfig({ DATA_DIR: temp.dir, QUEUE_POLL_MS: '50' })
      const lines: string[] = []
      const last = await analyseCommand(
        temp.database,
        config,
        analyseFlags([]),
        (line) => lines.push(line),
        50
      )
      expect(last).toMatchObject({ total: 3, done: 3, pending: 0, analysing: 0, failed: 0 })
      expect(lines).toContain('Queued 1 track(s) for analysis.')
      expect(lines).toContain('Queued 1 interrupted analysis(es) again.')
      const rows = await db
        .selectFrom('track_analysis')
        .select(['track_id', 'status', 'approximate', 'rendition_key'])
        .where('track_id', 'in', ids.slice(0, 2))
        .orderBy('track_id')
        .execute()
      // Analysed by ffmpeg this time (not the seed's estimate), each with its rendition in the media folder.
      for (const row of rows) {
        expect([row.status, row.approximate]).toEqual(['done', 0])
        expect(existsSync(join(temp.dir, 'media', row.rendition_key!))).toBe(true)
      }
      expect(rows).toHaveLength(2)
    }
  )
})
