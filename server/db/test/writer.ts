// One of the processes of writers.test.ts: runs read-then-write transactions on the given SQLite file, as a
// server worker does, and exits with 1 on the first failure.
import { sql } from 'kysely'
import { openDatabase } from '../engine/database'

const [file, name, count] = process.argv.slice(2)
const { db, close } = openDatabase({ dataDir: '', file })
try {
  for (let i = 0; i < Number(count); i++) {
    await db.transaction().execute(async (trx) => {
      // A read first: a deferred transaction would now hold a snapshot that another process's commit makes stale.
      await sql`select count(*) from meta`.execute(trx)
      await trx
        .insertInto('meta')
        .values({ key: `${name}-${i}`, value: String(i) })
        .execute()
    })
  }
} catch (err) {
  console.error((err as Error).message)
  process.exitCode = 1
} finally {
  await close()
}
