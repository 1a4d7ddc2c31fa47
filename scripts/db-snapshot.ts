// `npm run db:snapshot`: writes server/db/schema/<engine>.sql, the schema of a freshly migrated database
// (db/schemaSnapshot.ts), after a new migration. SQLite always; PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL)
// names a database, in a schema of its own that is dropped afterwards. server/db/schemaSnapshot.test.ts compares.
import { writeFileSync } from 'node:fs'
import { freshSchema } from '../server/db/test/freshSchema'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined
for (const engine of ['sqlite', ...(url ? ['postgres' as const] : [])] as const) {
  const file = new URL(`../server/db/schema/${engine}.sql`, import.meta.url)
  writeFileSync(file, await freshSchema(engine, url))
  console.log(`Wrote ${file.pathname}`)
}
if (!url) console.log('PostgreSQL left as it was: set TEST_DATABASE_URL to write its snapshot too.')
