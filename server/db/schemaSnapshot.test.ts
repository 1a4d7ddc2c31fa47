// A freshly migrated database has the schema checked in under server/db/schema: a migration that changes it shows in
// review as a change of that text. After adding a migration on purpose, `npm run db:snapshot` writes it again.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { freshSchema } from './test/freshSchema'

const url = process.env.TEST_DATABASE_URL || undefined
const snapshot = (engine: string) => readFileSync(new URL(`schema/${engine}.sql`, import.meta.url), 'utf8')

describe('the schema of a freshly migrated database', () => {
  it('is server/db/schema/sqlite.sql on SQLite', async () => {
    expect(await freshSchema('sqlite'), 'run `npm run db:snapshot` if the change is intended').toBe(
      snapshot('sqlite')
    )
  }, 60_000)

  it.skipIf(!url)(
    'is server/db/schema/postgres.sql on PostgreSQL',
    async () => {
      expect(await freshSchema('postgres', url), 'run `npm run db:snapshot` if the change is intended').toBe(
        snapshot('postgres')
      )
    },
    60_000
  )
})
