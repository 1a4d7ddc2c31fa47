// The managed genres (migration 0034): the list, in its order.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

export const listGenres = (db: Kysely<DB>) =>
  db.selectFrom('genres').select(['slug', 'name', 'position']).orderBy('position').orderBy('slug').execute()
