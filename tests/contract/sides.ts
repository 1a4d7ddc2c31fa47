// The two hosts of the API, behind one `request`: demo mode (the axios mock adapter and the fake sign-in before the
// server's own services on SQLite, src/@fake-db/music/host) and the Fastify app (through inject, on SQLite or on
// PostgreSQL when TEST_DATABASE_URL is set), both loaded with the fixture (or the large catalogue). What they share is the services; what the
// table checks is each host's decoding, guard and envelopes.
import axios from 'axios'
import { sql, type Kysely } from 'kysely'
import { installFakeDb } from '../../src/@fake-db/install'
import { accounts } from '../../src/@fake-db/auth/data'
import { issueToken } from '../../src/@fake-db/auth/tokens'
import { setMusicHost } from '../../src/@fake-db/music/host/musicHost'
import { withoutDrawnCovers } from '../../src/@fake-db/music/host/demoMedia'
import { openDatabase, type Dialect } from '../../server/db/engine/database'
import { migrate } from '../../server/db/migrationFiles'
import type { DB } from '../../server/db/schema'
import { TokenService } from '../../server/accounts/tokens'
import { markPlaysFolded } from '../../server/plays/fold'
import { rebuildRollups } from '../../server/plays/rollups'
import { startTestServer } from '../../server/test/harness'
import { refreshReadinessErrors } from '../../server/catalog/readinessCount'
import { insertBatches } from '../../server/db/demoCatalogue'
import type { Track } from '../../src/contracts/music'
import {
  ACCOUNTS,
  ARTISTS,
  COMPOSERS,
  isrcOf,
  PLAYLISTS,
  PLAYS,
  RELEASES,
  TRACKS,
  USERS,
  type Role
} from './fixture'
import { LARGE_TRACKS } from './largeCatalogue'

/** Who sends the request: a role's account, nobody, or a token that is expired or forged. */
export type Who = Role | 'nobody' | 'expired' | 'forged'
export type Request = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  query?: Record<string, string | number>
  body?: unknown
  as: Who
}
export type Answer = { status: number; body: unknown }
export type Side = { name: string; request: (r: Request) => Promise<Answer>; close: () => Promise<void> }

const FORGED = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bm90LWEtcmVhbC1zaWduYXR1cmU'
const accountOf = (role: Role) => ACCOUNTS.find((a) => a.role === role)!

/** Which catalogue a side holds: the small fixture, or the 10,000 tracks of ./largeCatalogue.ts. */
export type Catalogue = 'fixture' | 'large'

/** The fixture's users (the accounts' rows may exist already, made by the server's start). */
async function loadUsers(db: Kysely<DB>): Promise<void> {
  for (const row of USERS) {
    const { id, ...values } = row
    const exists = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()
    if (exists) await db.updateTable('users').set(values).where('id', '=', id).execute()
    else
      await db
        .insertInto('users')
        .values({ id, ...values, password_hash: null })
        .execute()
  }
}

const trackRow = ({
  audio_url: _a,
  explicit,
  play_count: _p,
  analysis_status: _s,
  gain_db: _g,
  ...t
}: Track) => ({
  ...t,
  explicit: explicit ? 1 : 0,
  audio_key: null
})

/** Play counts live in their own table, one row per track that a trigger makes with 0: the fixture's replace them. */
async function loadPlayCounts(db: Kysely<DB>, tracks: Track[]): Promise<void> {
  const ids = tracks.map((t) => t.id)
  await db.deleteFrom('track_play_counts').where('track_id', 'in', ids).execute()
  const rows = tracks.map((t) => ({ track_id: t.id, play_count: t.play_count }))
  await insertBatches(db, 'track_play_counts', rows, 1000)
}

async function followIds(db: Kysely<DB>, dialect: Dialect, tables: string[]): Promise<void> {
  if (dialect === 'postgres')
    for (const table of tables)
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        db
      )
}

/** The fixture's catalogue: artists, releases and every track's links (release, position, ISRC, artist, composer). */
async function loadCatalogue(db: Kysely<DB>): Promise<void> {
  const artistOf = (name: string) => ARTISTS.find((a) => a.name === name)!.id
  const releaseOf = (trackId: number) => RELEASES.find((r) => r.track_ids.includes(trackId))
  await db
    .insertInto('artists')
    .values(ARTISTS.map((a) => ({ ...a, name_key: a.name.toLowerCase(), updated_at: a.created_at })))
    .execute()
  await db
    .insertInto('releases')
    .values(
      RELEASES.map(({ artist_ids: _a, track_ids: _t, explicit, ...r }) => ({
        ...r,
        title_key: r.title.toLowerCase(),
        explicit: explicit ? 1 : 0,
        cover_url: null,
        updated_at: r.created_at
      }))
    )
    .execute()
  await db
    .insertInto('release_artists')
    .values(
      RELEASES.flatMap((r) =>
        r.artist_ids.map((artist_id, position) => ({ release_id: r.id, artist_id, position }))
      )
    )
    .execute()
  await db
    .insertInto('track_links')
    .values(
      TRACKS.map((t) => {
        const release = releaseOf(t.id)
        return {
          track_id: t.id,
          release_id: release?.id ?? null,
          track_number: release ? release.track_ids.indexOf(t.id) + 1 : null,
          isrc: isrcOf(t.id)
        }
      })
    )
    .execute()
  await db
    .insertInto('track_artists')
    .values(TRACKS.map((t) => ({ track_id: t.id, artist_id: artistOf(t.artist), role: 'main', position: 0 })))
    .execute()
  await db
    .insertInto('track_credits')
    .values(COMPOSERS.map((c) => ({ ...c, role: 'composer', position: 0 })))
    .execute()
  // Written past the services, so the stored readiness counts are made here as the seeds make theirs.
  await refreshReadinessErrors(
    db,
    RELEASES.map((r) => r.id)
  )
}

/** The fixture in a database: its accounts' rows, tracks and their catalogue, playlists and plays. */
async function loadFixture(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  await loadUsers(db)
  await db.insertInto('tracks').values(TRACKS.map(trackRow)).execute()
  await loadPlayCounts(db, TRACKS)
  await loadCatalogue(db)
  await db
    .insertInto('playlists')
    .values(
      PLAYLISTS.map(({ track_ids: _t, owner_name: _o, is_public, ...p }) => ({
        ...p,
        is_public: is_public ? 1 : 0
      }))
    )
    .execute()
  await db
    .insertInto('playlist_tracks')
    .values(
      PLAYLISTS.flatMap((p) =>
        p.track_ids.map((track_id, position) => ({
          playlist_id: p.id,
          track_id,
          position,
          added_at: p.created_at
        }))
      )
    )
    .execute()
  await db
    .insertInto('play_histories')
    .values(PLAYS.map(({ user_name: _u, ...p }) => p))
    .execute()
  // A bulk load, like the seed's: the daily roll-ups (which play-history totals are read from) are recounted after it.
  await rebuildRollups(db)
  // The fixture's play counts are given, not counted from its plays.
  await markPlaysFolded(db)
  await followIds(db, dialect, [
    'users',
    'tracks',
    'artists',
    'releases',
    'track_credits',
    'playlists',
    'play_histories'
  ])
}

/**
 * The large catalogue: the fixture's users and 10,000 tracks, inserted in one transaction, then analyzed as the seed
 * does after a bulk load (seed-cli.ts), so that PostgreSQL's planner, which estimates the large totals, has statistics.
 */
async function loadLarge(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  await loadUsers(db)
  await db.transaction().execute(async (trx) => {
    await insertBatches(trx, 'tracks', LARGE_TRACKS.map(trackRow), 1000)
    await loadPlayCounts(trx, LARGE_TRACKS)
  })
  await followIds(db, dialect, ['users', 'tracks'])
  await sql`analyze`.execute(db)
}

const LOADERS: Record<Catalogue, (db: Kysely<DB>, dialect: Dialect) => Promise<void>> = {
  fixture: loadFixture,
  large: loadLarge
}

export async function fakeSide(catalogue: Catalogue = 'fixture'): Promise<Side> {
  accounts.splice(
    0,
    accounts.length,
    ...ACCOUNTS.map((a) => {
      const row = USERS.find((u) => u.id === a.id)!
      return {
        id: a.id,
        fullName: row.full_name,
        username: row.username,
        avatar: null,
        email: a.email,
        password: a.password,
        role: a.role,
        ability: [],
        extras: { eCommerceCartItemsCount: 0 }
      }
    })
  )
  // Demo mode's database: the server's SQLite (in memory), migrated, with the catalogue.
  const database = openDatabase({ dataDir: '', file: ':memory:' })
  await migrate(database.db, 'sqlite')
  await LOADERS[catalogue](database.db, 'sqlite')
  setMusicHost({ db: database.db, dialect: 'sqlite', written: async () => {} })
  const client = axios.create({ validateStatus: () => true })
  const mock = installFakeDb(client, 'mock')
  const token = (who: Who) =>
    who === 'nobody'
      ? undefined
      : who === 'forged'
        ? FORGED
        : who === 'expired'
          ? issueToken(accountOf('admin').id, 'access', -60)
          : issueToken(accountOf(who).id, 'access')
  return {
    name: 'demo mode',
    request: async ({ method, url, query, body, as }) => {
      const bearer = token(as)
      const response = await client.request({
        method,
        url,
        params: query,
        data: body,
        headers: bearer ? { Authorization: `Bearer ${bearer}` } : {}
      })
      // Demo mode draws the seeded covers in the page (host/demoMedia.ts); the table compares the stored URLs.
      return { status: response.status, body: withoutDrawnCovers(response.data) }
    },
    close: async () => {
      mock.restore()
      setMusicHost(undefined)
      await database.close()
    }
  }
}

export async function serverSide(catalogue: Catalogue = 'fixture'): Promise<Side> {
  const server = await startTestServer({ seed: false })
  const { db, dialect } = server.database
  await LOADERS[catalogue](db, dialect)
  const expired = await new TokenService(db, server.config.secret, {
    accessTtl: -60,
    refreshTtl: 60,
    graceSeconds: 0
  }).signAccess(1, 'admin')
  return {
    name: `API server (${dialect})`,
    request: async ({ method, url, query, body, as }) => {
      const who = as === 'nobody' || as === 'expired' || as === 'forged' ? null : as
      const headers =
        as === 'expired'
          ? { authorization: `Bearer ${expired}` }
          : as === 'forged'
            ? { authorization: `Bearer ${FORGED}` }
            : {}
      const response = await server.as(who, {
        method,
        url,
        query: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined,
        payload: body as never,
        headers
      })
      return { status: response.statusCode, body: response.body ? response.json() : undefined }
    },
    close: () => server.close()
  }
}
