// Demo mode's music host for tests, in Node: the server's SQLite (better-sqlite3, in memory) migrated by the server's
// migrations and seeded as demo mode's database is (host/demoSeed.ts), which the service-hosted fake handlers then answer from.
import type { CatalogueOptions } from '../../server/db/demoCatalogue'
import { openDatabase } from '../../server/db/engine/database'
import { runMigrations } from '../../server/db/migrate'
import { setMusicHost, type MusicHost } from '@/@fake-db/music/host/musicHost'
import { seedDemoHost } from '@/@fake-db/music/host/demoSeed'
import { bundledMigrations } from '@/@fake-db/music/host/bundledMigrations'
import { demoTrack } from '@/@fake-db/music/host/demoMedia'
import type { Track } from '@/contracts/music'

export type TestMusicHost = MusicHost & { writes: number; close: () => Promise<void> }

/** Opens, migrates and seeds a database and makes it the host of the music handlers until `close`. */
export async function openTestMusicHost(options: CatalogueOptions | false = {}): Promise<TestMusicHost> {
  const database = openDatabase({ dataDir: '', file: ':memory:' })
  // The migrations as the page bundles them (a jsdom test has no module folder to read them from, as Node's has).
  await runMigrations(database.db, 'sqlite', bundledMigrations)
  if (options) await seedDemoHost(database.db, options)
  const host: TestMusicHost = {
    db: database.db,
    dialect: 'sqlite',
    writes: 0,
    written: async () => {
      host.writes++
    },
    close: async () => {
      setMusicHost(undefined)
      await database.close()
    }
  }
  setMusicHost(host)
  return host
}

/** Every track of the host, in id order, as demo mode answers them (what the old fake database's db.tracks held). */
export async function hostTracks(host: MusicHost): Promise<Track[]> {
  const rows = await host.db.selectFrom('tracks').selectAll().orderBy('id').execute()
  return rows.map(demoTrack)
}

/** Every playlist of the host with its track ids in order. */
export async function hostPlaylists(host: MusicHost) {
  const playlists = await host.db.selectFrom('playlists').selectAll().orderBy('id').execute()
  const entries = await host.db.selectFrom('playlist_tracks').selectAll().orderBy('position').execute()
  return playlists.map((p) => ({
    ...p,
    is_public: p.is_public === 1,
    track_ids: entries.filter((e) => e.playlist_id === p.id).map((e) => e.track_id)
  }))
}
