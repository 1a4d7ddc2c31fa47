// Builds the fixtures of server/db/upgrade.test.ts: a small database made by the code of an older commit (its own
// migrations, roll-ups and play-count fold), dumped as SQL text to server/db/test/fixtures/upgrade-<commit>.<engine>.sql.
//   npx tsx scripts/upgrade-fixture.ts [commit]       (default 18293db, the last commit with TypeScript migrations)
// SQLite always; PostgreSQL when TEST_DATABASE_URL names a database (pg_dump on PATH, in a schema dropped afterwards).
// The commit's server/db and src/contracts are extracted into a temporary folder and imported from there.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import Database from 'better-sqlite3'
import pg from 'pg'

const commit = process.argv[2] ?? '18293db'
const url = process.env.TEST_DATABASE_URL || undefined
const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const fixture = (engine: string) => join(root, `server/db/test/fixtures/upgrade-${commit}.${engine}.sql`)
/** The schema the PostgreSQL fixture is dumped from; the test puts its own name in its place. */
const FIXTURE_SCHEMA = 'vibeline_fixture'

const old = mkdtempSync(join(tmpdir(), 'vibeline-fixture-'))
execFileSync('sh', ['-c', `git archive ${commit} server/db src/contracts | tar -x -C ${old}`], { cwd: root })
symlinkSync(join(root, 'node_modules'), join(old, 'node_modules'))
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the older commit's modules, untyped here
const load = (path: string): Promise<any> => import(pathToFileURL(join(old, path)).href)

/** Fills a freshly migrated database the way the application of that commit did, with plain SQL and its roll-ups. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function fill(db: any, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const { sql } = await import('kysely')
  const { addPlaysToRollups } = await load('server/db/rollups.ts')
  const { foldPlayCounts } = await load('server/db/playCounts.ts')
  const at = (day: number, hour = 12) =>
    `2026-10-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`
  await sql`insert into users (full_name, username, email, password_hash, role, status, plan, country, created_at, last_active_at) values
    ('Ada Admin', 'ada', 'ada@vibeline.test', 'scrypt$abc', 'admin', 'active', 'premium', 'GB', ${at(1)}, ${at(20)}),
    ('Éric Éditeur', 'eric', 'Eric.Mixed@Vibeline.test', null, 'editor', 'active', 'free', 'FR', ${at(2)}, null),
    ('Vi "Quote" O''Viewer', 'vi', 'vi@vibeline.test', 'scrypt$def', 'viewer', 'inactive', 'family', '', ${at(2, 18)}, null),
    ('Pat Pending', 'pat', 'pat@vibeline.test', null, 'viewer', 'pending', 'free', 'SA', ${at(5)}, null)`.execute(
    db
  )
  await sql`insert into tracks (title, artist, album, genre, duration, release_date, cover_url, audio_key, mime_type, size,
      status, explicit, play_count, created_at, updated_at, audio_hash) values
    ('Don''t Stop — Café', 'Nina', 'Nights', 'pop', 215, '2025-01-01', null, 'a1.mp3', 'audio/mpeg', 3400000, 'published', 0, 0, ${at(1)}, ${at(3)}, 'hash-1'),
    ('Desert Wind', 'Omar', '', 'world', 301, null, '/covers/2.jpg', 'a2.mp3', 'audio/mpeg', 4100000, 'published', 1, 0, ${at(1, 15)}, ${at(1, 15)}, null),
    ('Draft Idea', 'Nina', 'Nights', 'pop', 120, null, null, null, null, null, 'draft', 0, 0, ${at(4)}, ${at(4)}, null),
    ('Rain; Again', 'The Quiet', 'B-Sides', 'rock', 188, '2024-06-30', null, 'a4.mp3', 'audio/mpeg', 2900000, 'published', 0, 0, ${at(9)}, ${at(9)}, 'hash-4'),
    ('أغنية', 'فرقة', 'ألبوم', 'world', 240, null, null, 'a5.mp3', 'audio/mpeg', 3000000, 'published', 0, 0, ${at(12)}, ${at(12)}, null)`.execute(
    db
  )
  // A track that moves genre and one that goes: the roll-up and count triggers run as they did then.
  await sql`update tracks set genre = 'indie', updated_at = ${at(13)} where title = 'Rain; Again'`.execute(db)
  await sql`insert into playlists (name, description, owner_id, is_public, created_at) values
    ('Morning', 'Soft starts', 1, 1, ${at(3)}), ('Private mix', '', 2, 0, ${at(6)})`.execute(db)
  await sql`insert into playlist_tracks (playlist_id, track_id, position, added_at) values
    (1, 1, 1, ${at(3)}), (1, 2, 2, ${at(3)}), (1, 4, 3, ${at(7)}), (2, 5, 1, ${at(6)})`.execute(db)
  const plays = [
    [1, 1, 10, 'web'],
    [1, 2, 10, 'ios'],
    [2, 2, 10, 'ios'],
    [4, 3, 11, 'android'],
    [1, 1, 11, 'web'],
    [5, 4, 12, 'web'],
    [2, 1, 12, 'web'],
    [4, 2, 14, 'ios'],
    [5, 2, 14, 'ios'],
    [1, 3, 15, 'android']
  ].map(([track, user, day, device], i) => ({
    track_id: track as number,
    user_id: user as number,
    played_at: at(day as number, 8 + (i % 10)),
    seconds_played: 30 + i,
    device: device as string,
    country: i % 2 ? 'GB' : 'FR',
    event_id: i % 3 === 0 ? null : `event-${i}`
  }))
  await db.transaction().execute(async (trx: typeof db) => {
    await trx.insertInto('play_histories').values(plays).execute()
    const { rows } = await sql`select p.track_id, p.user_id, p.played_at, t.genre, t.artist
      from play_histories p join tracks t on t.id = p.track_id order by p.id`.execute(trx)
    await addPlaysToRollups(trx, rows)
  })
  await foldPlayCounts(db, dialect)
  await sql`delete from play_histories where id = 2`.execute(db)
  await sql`insert into refresh_tokens (user_id, family, token_hash, expires_at, revoked_at, created_at, user_agent) values
    (1, 'fam-1', 'tok-1', ${at(30)}, null, ${at(20)}, 'Firefox on Linux'),
    (1, 'fam-1', 'tok-0', ${at(29)}, ${at(20)}, ${at(19)}, 'Firefox on Linux')`.execute(db)
  await sql`insert into api_keys (name, prefix, key_hash, scope, created_by, created_at, last_used_at, revoked_at) values
    ('Importer', 'vbl_live_ab', 'keyhash-1', 'catalog:write', 1, ${at(8)}, ${at(16)}, null)`.execute(db)
  await sql`insert into audit_log (created_at, user_id, api_key_id, action, entity, entity_id, before, after, request_id, ip) values
    (${at(13)}, 1, null, 'update', 'track', '4', '{"genre":"rock"}', '{"genre":"indie"}', 'req-1', '127.0.0.1'),
    (${at(16)}, null, 1, 'create', 'track', '5', null, '{"title":"أغنية"}', 'req-2', '10.0.0.2'),
    (${at(17)}, 1, null, 'bulk_update', 'track', null, null, '{"count":2}', 'req-3', '127.0.0.1')`.execute(db)
  // A bulk edit of two tracks still in its undo window, and a bulk delete of a track with one play.
  await sql`insert into bulk_operations (entity, kind, user_id, created_at, expires_at, stamp, changes, count, undone_at) values
    ('track', 'update', 1, ${at(17)}, ${at(31)}, 'stamp-1', '{"explicit":1}', 2, null),
    ('track', 'delete', 1, ${at(18)}, ${at(31)}, 'stamp-2', '{}', 1, null)`.execute(db)
  await sql`insert into bulk_track_edits (operation_id, track_id, genre, status, explicit, artist, album, release_date, updated_at) values
    (1, 1, null, null, 0, null, null, null, ${at(3)}), (1, 2, null, null, 1, null, null, null, ${at(1, 15)})`.execute(
    db
  )
  await sql`insert into bulk_track_rows (operation_id, track_id, title, artist, album, genre, duration, release_date, cover_url,
      audio_key, mime_type, size, status, explicit, play_count, created_at, updated_at, audio_hash) values
    (2, 9, 'Gone Song', 'Nina', '', 'pop', 99, null, null, 'a9.mp3', 'audio/mpeg', 1000, 'published', 0, 1, ${at(2)}, ${at(2)}, 'hash-9')`.execute(
    db
  )
  await sql`insert into bulk_play_rows (operation_id, id, track_id, user_id, played_at, seconds_played, device, country, event_id) values
    (2, 99, 9, 1, ${at(2, 9)}, 60, 'web', 'GB', 'event-gone')`.execute(db)
  await sql`insert into bulk_playlist_rows (operation_id, playlist_id, track_id, position, added_at) values (2, 1, 9, 4, ${at(3)})`.execute(
    db
  )
  await sql`insert into bulk_user_rows (operation_id, user_id, role, status) values (2, 4, 'viewer', 'pending')`.execute(
    db
  )
  await sql`delete from tracks where title = 'Draft Idea'`.execute(db)
}

const literal = (value: unknown): string =>
  value === null
    ? 'NULL'
    : typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : Buffer.isBuffer(value)
        ? `X'${value.toString('hex')}'`
        : `'${String(value).replaceAll("'", "''")}'`

/**
 * A SQLite database as SQL: its tables as SQLite keeps their text, their rows, the AUTOINCREMENT counters, then the
 * indexes and triggers (after the rows, so that loading fires no trigger), and a rebuild of each FTS5 index from its
 * content table. FTS5's own storage tables are left to FTS5.
 */
function dumpSqlite(file: string): string {
  const sqlite = new Database(file, { readonly: true })
  const kinds = new Map(
    (
      sqlite.prepare(`select name, type from pragma_table_list where schema = 'main'`).all() as {
        name: string
        type: string
      }[]
    ).map((r) => [r.name, r.type])
  )
  const entries = sqlite
    .prepare(`select type, name, sql from sqlite_master where sql is not null order by rowid`)
    .all() as {
    type: string
    name: string
    sql: string
  }[]
  const out = [
    `-- Made by scripts/upgrade-fixture.ts from commit ${commit}: a database of that commit's code, as SQL.`,
    'pragma foreign_keys = off;',
    'begin;'
  ]
  const tables = entries.filter(
    (e) => e.type === 'table' && kinds.get(e.name) !== 'shadow' && e.name !== 'sqlite_sequence'
  )
  for (const table of tables) out.push(`${table.sql};`)
  for (const table of tables.filter((t) => kinds.get(t.name) === 'table')) {
    for (const row of sqlite.prepare(`select * from "${table.name}"`).raw().all() as unknown[][])
      out.push(`insert into "${table.name}" values (${row.map(literal).join(', ')});`)
  }
  out.push('delete from sqlite_sequence;')
  for (const row of sqlite
    .prepare(`select name, seq from sqlite_sequence order by name`)
    .raw()
    .all() as unknown[][])
    out.push(`insert into sqlite_sequence (name, seq) values (${row.map(literal).join(', ')});`)
  for (const entry of entries.filter((e) => e.type === 'index' || e.type === 'trigger'))
    out.push(`${entry.sql};`)
  for (const table of tables.filter((t) => /using fts5\(/i.test(t.sql) && /content=/i.test(t.sql)))
    out.push(`insert into "${table.name}" ("${table.name}") values ('rebuild');`)
  out.push('commit;', '')
  sqlite.close()
  return out.join('\n')
}

try {
  const { openDatabase } = await load('server/db/database.ts')
  const { migrate } = await load('server/db/migrations.ts')
  const file = join(old, 'fixture.db')
  const sqliteDb = openDatabase({ dataDir: old, file })
  await migrate(sqliteDb.db, 'sqlite')
  await fill(sqliteDb.db, 'sqlite')
  await sqliteDb.close()
  writeFileSync(fixture('sqlite'), dumpSqlite(file))
  console.log(`Wrote ${fixture('sqlite')}`)

  if (url) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop schema if exists ${FIXTURE_SCHEMA} cascade`)
    await admin.query(`create schema ${FIXTURE_SCHEMA}`)
    await admin.query('create extension if not exists pg_trgm with schema public')
    try {
      const pgDb = openDatabase({ dataDir: old, databaseUrl: url, databaseSchema: FIXTURE_SCHEMA })
      await migrate(pgDb.db, 'postgres', FIXTURE_SCHEMA)
      await fill(pgDb.db, 'postgres')
      await pgDb.close()
      const dump = execFileSync(
        'pg_dump',
        ['--schema', FIXTURE_SCHEMA, '--inserts', '--no-owner', '--no-privileges', url],
        {
          encoding: 'utf8'
        }
      )
      const header = `-- Made by scripts/upgrade-fixture.ts from commit ${commit} (pg_dump --inserts of schema ${FIXTURE_SCHEMA}).\n`
      // psql's \restrict lines (a random key, for psql only) are left out: the test sends the text to the server.
      const sqlOnly = dump
        .split('\n')
        .filter((line) => !line.startsWith('\\'))
        .join('\n')
      writeFileSync(fixture('postgres'), header + sqlOnly)
      console.log(`Wrote ${fixture('postgres')}`)
    } finally {
      await admin.query(`drop schema if exists ${FIXTURE_SCHEMA} cascade`)
      await admin.end()
    }
  }
} finally {
  rmSync(old, { recursive: true, force: true })
}
