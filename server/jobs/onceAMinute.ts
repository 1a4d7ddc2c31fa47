// Statistics that change only when PostgreSQL analyzes a table, read by each process at most once a minute.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

const TTL_MS = 60_000

/** `read`, remembered per database for a minute; a failed read is not remembered (the next call asks again). */
export function onceAMinute<T>(read: (db: Kysely<DB>) => Promise<T>): (db: Kysely<DB>) => Promise<T> {
  const remembered = new WeakMap<Kysely<DB>, { at: number; value: Promise<T> }>()
  return (db) => {
    const known = remembered.get(db)
    if (known && Date.now() - known.at < TTL_MS) return known.value
    const fresh = read(db)
    remembered.set(db, { at: Date.now(), value: fresh })
    fresh.catch(() => remembered.delete(db))
    return fresh
  }
}
