// The rows saved for undos go in the background once their window has passed (jobs/undoExpiry.ts), on SQLite and
// (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BULK_PATHS } from '../src/contracts/bulk'
import { SAVED_ROW_TABLES, dropExpiredUndos } from './jobs/undoExpiry'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 30, users: 8, playlists: 3, histories: 300 } })
})
afterAll(async () => server?.close())

const FAR_FUTURE = '9999-01-01T00:00:00.000Z'

/** The saved rows of each table for one operation. */
async function savedRows(operationId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of SAVED_ROW_TABLES) {
    const row = await server.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('operation_id', '=', operationId)
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

const operations = async () =>
  (await server.database.db.selectFrom('bulk_operations').select('id').orderBy('id').execute()).map(
    (r) => r.id
  )

async function bulk(url: string, body: object): Promise<number> {
  const res = await server.as('admin', {
    method: url === BULK_PATHS.tracks ? 'PATCH' : 'POST',
    url,
    payload: body
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.undo_id
}

describe('undo expiry', () => {
  it('keeps what an undo still in its window needs, and drops every saved row of one whose window has passed', async () => {
    const ids = (
      await server.database.db.selectFrom('tracks').select('id').orderBy('id').limit(8).execute()
    ).map((r) => r.id)
    const edit = await bulk(BULK_PATHS.tracks, { ids: ids.slice(0, 5), changes: { album: 'Expiry test' } })
    // A delete saves the tracks, their places in playlists and their plays.
    const removal = await bulk(BULK_PATHS.tracksDelete, { ids: ids.slice(5) })
    const before = { edit: await savedRows(edit), removal: await savedRows(removal) }
    expect(before.edit.bulk_track_edits).toBe(5)
    expect(before.removal.bulk_track_rows).toBe(3)
    expect(before.removal.bulk_play_rows).toBeGreaterThan(0)

    expect(await dropExpiredUndos(server.database.db, server.database.dialect)).toBe(0)
    expect(await savedRows(edit)).toEqual(before.edit)
    expect(await savedRows(removal)).toEqual(before.removal)

    // Two rows per statement: a delete of many rows goes in several.
    const dropped = await dropExpiredUndos(server.database.db, server.database.dialect, {
      now: FAR_FUTURE,
      chunk: 2
    })
    expect(dropped).toBe(2)
    for (const id of [edit, removal])
      expect(Object.values(await savedRows(id)).every((n) => n === 0)).toBe(true)
    expect(await operations()).toEqual([])
    expect((await server.as('admin', { method: 'POST', url: BULK_PATHS.tracksUndo(edit) })).statusCode).toBe(
      404
    )
  })

  it('stops between chunks when asked to, leaving the operation for a later run', async () => {
    const ids = (
      await server.database.db.selectFrom('tracks').select('id').orderBy('id').limit(4).execute()
    ).map((r) => r.id)
    const edit = await bulk(BULK_PATHS.tracks, { ids, changes: { album: 'Expiry stop' } })
    const stop = new AbortController()
    stop.abort()
    const dropped = await dropExpiredUndos(server.database.db, server.database.dialect, {
      now: FAR_FUTURE,
      chunk: 1,
      stopping: stop.signal
    })
    expect(dropped).toBe(0)
    expect((await savedRows(edit)).bulk_track_edits).toBe(3)
    expect(await operations()).toEqual([edit])
    expect(await dropExpiredUndos(server.database.db, server.database.dialect, { now: FAR_FUTURE })).toBe(1)
    expect(await operations()).toEqual([])
  })
})
