// A database made by the code of commit 18293db, the last with TypeScript migrations (server/db/test/fixtures, made
// by scripts/upgrade-fixture.ts), upgraded by today's migrations: every row stays as it was, the migrations it ran
// are known by their files' names (none runs again), and its schema is that of a freshly migrated database.
import { readFileSync } from 'node:fs'
import Database from 'better-sqlite3'
import { sql } from 'kysely'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { FORMER_NAMES } from './migrate'
import { migrate } from './migrationFiles'
import { describeSchema } from './schemaSnapshot'
import type { Engine } from './sqlStatements'
import { openScratch, type Scratch } from './test/freshSchema'

const url = process.env.TEST_DATABASE_URL || undefined
const fixture = (engine: Engine) =>
  readFileSync(new URL(`test/fixtures/upgrade-18293db.${engine}.sql`, import.meta.url), 'utf8')
const snapshot = (engine: Engine) => readFileSync(new URL(`schema/${engine}.sql`, import.meta.url), 'utf8')

type Rows = Record<string, string[]>

/** The last migration of commit 18293db. */
const LAST_OF_FIXTURE = '0024_list_version_postgres'
/**
 * Every row of every table but Kysely's bookkeeping, as JSON, sorted. The read before and the read after the
 * migrations are two texts: PostgreSQL refuses to run again a statement prepared on a connection (db/database.ts
 * names reads) once a table's columns have changed under it.
 */
async function everyRow(scratch: Scratch, when: 'before' | 'after'): Promise<Rows> {
  const { db, dialect } = scratch.database
  const { rows: tables } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_list
          where schema = 'main' and type = 'table' and name not like 'sqlite\_%' escape '\\' order by name`.execute(
          db
        )
      : await sql<{
          name: string
        }>`select tablename as name from pg_tables where schemaname = ${scratch.schema!}
          order by tablename`.execute(db)
  const all: Rows = {}
  for (const { name } of tables) {
    if (name.startsWith('kysely_migration')) continue
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(name)} ${sql.raw(`/* ${when} */`)}`.execute(db)
    all[name] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return all
}

/** The fixture loaded into an empty database (`restore`), then migrated; answers the rows before and after. */
async function upgrade(scratch: Scratch, restore: () => Promise<void>) {
  await restore()
  const before = await everyRow(scratch, 'before')
  const ran = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${
    scratch.schema ? sql.id(scratch.schema, 'kysely_migration') : sql.id('kysely_migration')
  } order by name`.execute(scratch.database.db)
  await migrate(scratch.database.db, scratch.database.dialect, scratch.schema)
  const after = await everyRow(scratch, 'after')
  const now = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${
    scratch.schema ? sql.id(scratch.schema, 'kysely_migration') : sql.id('kysely_migration')
  } order by name`.execute(scratch.database.db)
  return { before, after, ran: ran.rows, now: now.rows }
}

/** The tables migration 0034 fills from the tracks' artist, album and genre text. */
const CATALOGUE = ['genres', 'artists', 'releases', 'release_artists', 'track_artists', 'track_links']

const parsed = (rows: string[] = []) => rows.map((row) => JSON.parse(row) as Record<string, unknown>)
const key = (text: unknown) => String(text).trim().toLowerCase()

/**
 * Migration 0034 made one artist per normalised artist text and one release per artist and album, and linked every
 * track to them; the tracks' own text is unchanged (the rows of tracks are compared with the rest above).
 */
function expectCatalogueOfText(result: Awaited<ReturnType<typeof upgrade>>) {
  const tracks = parsed(result.before.tracks)
  const artists = new Map(parsed(result.after.artists).map((a) => [a.id, a]))
  const releases = new Map(parsed(result.after.releases).map((r) => [r.id, r]))
  const named = tracks.filter((t) => key(t.artist) !== '')
  expect(artists.size).toBe(new Set(named.map((t) => key(t.artist))).size)
  const mainOf = new Map(parsed(result.after.track_artists).map((l) => [l.track_id, l]))
  const linkOf = new Map(parsed(result.after.track_links).map((l) => [l.track_id, l]))
  const primary = parsed(result.after.release_artists)
  for (const track of named) {
    const main = mainOf.get(track.id)
    expect(main?.role).toBe('main')
    expect(key(artists.get(main?.artist_id)?.name)).toBe(key(track.artist))
    if (key(track.album) === '') continue
    const release = releases.get(linkOf.get(track.id)?.release_id)
    expect(key(release?.title)).toBe(key(track.album))
    expect(primary).toContainEqual({ release_id: release?.id, artist_id: main?.artist_id, position: 0 })
  }
  const genres = parsed(result.after.genres).map((g) => g.slug)
  expect(genres).toEqual(expect.arrayContaining(tracks.map((t) => t.genre)))
  expect(genres.length).toBeGreaterThanOrEqual(14)
}

let scratch: Scratch | undefined
afterEach(async () => {
  await scratch?.close()
  scratch = undefined
})

function expectUpgraded(engine: Engine, result: Awaited<ReturnType<typeof upgrade>>, schema: string) {
  // The fixture holds rows in every table that has any (a check that it is not empty).
  expect(result.before.users).toHaveLength(4)
  expect(result.before.bulk_track_edits).toHaveLength(2)
  // Every table keeps its rows, but for what migration 0026 turns into another form: SQLite's play-count watermark
  // (meta plays_folded) becomes pending play counts (none: the fixture's plays are all below it), and the empty
  // count_triggers_paused goes; 0035 adds the pending play counts to their tracks and drops their table for
  // play_pending. The tables newer migrations add start empty.
  const {
    meta: metaBefore = [],
    count_triggers_paused: paused,
    track_list_version: _listVersion,
    play_count_pending: pendingCounts,
    ...kept
  } = result.before
  expect(paused ?? []).toEqual([])
  expect(pendingCounts ?? []).toEqual([])
  expect(result.after.play_count_pending).toBeUndefined()
  const watermark = metaBefore.find((row) => JSON.parse(row).key === 'plays_folded')
  const added = Object.keys(result.after).filter(
    (table) =>
      !(table in result.before) &&
      table !== 'catalog_changes' &&
      table !== 'track_play_counts' &&
      !CATALOGUE.includes(table)
  )
  expect(Object.fromEntries(added.map((table) => [table, result.after[table]]))).toEqual(
    Object.fromEntries(added.map((table) => [table, []]))
  )
  expectCatalogueOfText(result)
  // Migration 0036 starts the feed's change log with every release and track, once each; the releases start live.
  const logged = parsed(result.after.catalog_changes).map((c) => `${c.kind}:${c.entity_id}`)
  expect(logged.sort()).toEqual(
    [
      ...parsed(result.after.releases).map((r) => `release:${r.id}`),
      ...parsed(result.after.tracks).map((t) => `track:${t.id}`)
    ].sort()
  )
  expect(new Set(parsed(result.after.releases).map((r) => r.status))).toEqual(new Set(['live']))
  // Migration 0027 drops the list's version (track_list_version and meta tracks_version).
  expect(result.after.meta).toEqual(
    metaBefore.filter((row) => row !== watermark && JSON.parse(row).key !== 'tracks_version')
  )
  // Migration 0028 drops the id bounds (min_id, max_id) of the count tables: their rows keep every other column.
  for (const table of ['track_count_days', 'track_count_months'])
    kept[table] = kept[table]
      .map((row) => {
        const { min_id: _min, max_id: _max, ...rest } = JSON.parse(row)
        return JSON.stringify(rest)
      })
      .sort()
  // Migration 0041 moves the tracks' play counts to track_play_counts and drops the bulk copies' (never read).
  expect(
    parsed(result.after.track_play_counts)
      .map((c) => `${c.track_id}:${c.play_count}`)
      .sort()
  ).toEqual(
    parsed(result.before.tracks)
      .map((t) => `${t.id}:${t.play_count}`)
      .sort()
  )
  for (const table of ['tracks', 'bulk_track_rows'])
    kept[table] = kept[table]
      .map((row) => {
        const { play_count: _plays, ...rest } = JSON.parse(row)
        return JSON.stringify(rest)
      })
      .sort()
  // Migration 0030 adds the audit rows' entity_name, unknown (null) for the rows written before it.
  kept.audit_log = kept.audit_log.map((row) => JSON.stringify({ ...JSON.parse(row), entity_name: null }))
  expect(Object.fromEntries(Object.keys(kept).map((table) => [table, result.after[table]]))).toEqual(kept)
  // Each migration that ran keeps its time under its file's name; nothing ran again, only the newer ones ran.
  const renamed = result.ran.map(({ name, timestamp }) => ({ name: FORMER_NAMES[name] ?? name, timestamp }))
  const old = result.now.filter((r) => r.name <= LAST_OF_FIXTURE)
  expect(old).toEqual(renamed.sort((a, b) => a.name.localeCompare(b.name)))
  expect(result.now.length).toBeGreaterThan(old.length)
  expect(schema, `${engine}: the upgraded schema differs from server/db/schema/${engine}.sql`).toBe(
    snapshot(engine)
  )
}

describe('a database made before the migrations were SQL files', () => {
  it('upgrades on SQLite with every row kept and the schema of a fresh database', async () => {
    scratch = await openScratch('sqlite')
    const file = scratch.database.sqlite!.name
    const result = await upgrade(scratch, async () => {
      const loader = new Database(file)
      loader.exec(fixture('sqlite'))
      loader.close()
    })
    expectUpgraded('sqlite', result, await describeSchema(scratch.database.db, 'sqlite'))
  }, 60_000)

  it.skipIf(!url)(
    'upgrades on PostgreSQL with every row kept and the schema of a fresh database',
    async () => {
      scratch = await openScratch('postgres', url)
      const schema = scratch.schema!
      const result = await upgrade(scratch, async () => {
        // pg_dump's text, in a session of its own (it empties the search path), into this test's schema.
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          await client.query(`drop schema ${schema}`)
          await client.query(fixture('postgres').replaceAll('vibeline_fixture', schema))
        } finally {
          await client.end()
        }
      })
      expectUpgraded('postgres', result, await describeSchema(scratch.database.db, 'postgres', schema))
    },
    60_000
  )
})
