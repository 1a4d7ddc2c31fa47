// Demo mode's music host for tests, in Node: the server's SQLite (better-sqlite3, in memory) migrated by the server's
// migrations and seeded as demo mode's database is (host/demoSeed.ts), which the service-hosted fake handlers then answer from.
import type { CatalogueOptions } from '../../server/db/demoCatalogue'
import { openDatabase } from '../../server/db/engine/database'
import { migrate } from '../../server/db/migrationFiles'
import { setMusicHost, type MusicHost } from '@/@fake-db/music/host/musicHost'
import { seedDemoHost } from '@/@fake-db/music/host/demoSeed'

export type TestMusicHost = MusicHost & { writes: number; close: () => Promise<void> }

/** Opens, migrates and seeds a database and makes it the host of the music handlers until `close`. */
export async function openTestMusicHost(options: CatalogueOptions | false = {}): Promise<TestMusicHost> {
  const database = openDatabase({ dataDir: '', file: ':memory:' })
  await migrate(database.db, 'sqlite')
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
