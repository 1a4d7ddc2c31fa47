// Demo mode's music host for tests, in Node: the server's SQLite (better-sqlite3) migrated by the server's migrations
// and seeded as demo mode's database is (host/demoSeed.ts), which the service-hosted fake handlers then answer from.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, vi } from 'vitest'
import type { CatalogueOptions } from '../../server/db/demoCatalogue'
import { openDatabase, sqliteFile } from '../../server/db/engine/database'
import { runMigrations } from '../../server/db/migrate'
import { tracksWithPlays } from '../../server/catalog/tracksRepository'
import { setMusicHost, type MusicHost } from '@/@fake-db/music/host/musicHost'
import { seedDemoHost } from '@/@fake-db/music/host/demoSeed'
import { bundledMigrations } from '@/@fake-db/music/host/bundledMigrations'
import { demoTrack } from '@/@fake-db/music/host/demoMedia'
import type { Track } from '@/contracts/music'

export type TestMusicHost = MusicHost & { writes: number; close: () => Promise<void> }

/**
 * A folder holding a database migrated and seeded with `options` (the migrations as the page bundles them), made in
 * memory and then written whole: seeding a file row by row took several times as long.
 */
async function seededFolder(options: CatalogueOptions | false): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'vibeline-music-host-'))
  const database = openDatabase({ dataDir: '', file: ':memory:' })
  try {
    await runMigrations(database.db, 'sqlite', bundledMigrations)
    if (options) await seedDemoHost(database.db, options)
    writeFileSync(sqliteFile({ dataDir: dir }), database.sqlite!.serialize())
  } finally {
    await database.close()
  }
  return dir
}

// Migrating and seeding took most of a host's opening, before each test (seconds on a busy machine). A test file's
// first host of a seed is made in a folder of its own; every host of that seed, the first too, opens a copy of it.
// The seed dates its rows from the time it runs, so the copies of one file are at most the file's duration older.
const templates = new Map<string, Promise<string>>()
afterAll(async () => {
  const dirs = await Promise.allSettled(templates.values())
  templates.clear()
  for (const dir of dirs) if (dir.status === 'fulfilled') rmSync(dir.value, { recursive: true, force: true })
})

async function hostFolder(options: CatalogueOptions | false): Promise<string> {
  // Under a faked clock without a `now`, the seed reads the fake time: no copy of an earlier one will do.
  if (options && !options.now && vi.isFakeTimers()) return seededFolder(options)
  const key = JSON.stringify(options)
  let template = templates.get(key)
  if (!template) {
    template = seededFolder(options)
    templates.set(key, template)
    template.catch(() => templates.delete(key))
  }
  const dir = mkdtempSync(join(tmpdir(), 'vibeline-music-host-'))
  cpSync(await template, dir, { recursive: true })
  return dir
}

/** Opens a migrated and seeded database and makes it the host of the music handlers until `close`. */
export async function openTestMusicHost(options: CatalogueOptions | false = {}): Promise<TestMusicHost> {
  const dataDir = await hostFolder(options)
  const database = openDatabase({ dataDir })
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
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  setMusicHost(host)
  return host
}

/** Every track of the host, in id order, as demo mode answers them (what the old fake database's db.tracks held). */
export async function hostTracks(host: MusicHost): Promise<Track[]> {
  const rows = await tracksWithPlays(host.db)
    .selectAll('tracks')
    .select('track_play_counts.play_count')
    .orderBy('tracks.id')
    .execute()
  return rows.map((row) => demoTrack(row))
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
