// The managed genres (migration 0034): the list in its order, and the administrator's additions and renames.
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/schema'

type Db = Kysely<DB> | Transaction<DB>

export const listGenres = (db: Db) =>
  db.selectFrom('genres').select(['slug', 'name', 'position']).orderBy('position').orderBy('slug').execute()

export const findGenre = (db: Db, slug: string) =>
  db.selectFrom('genres').select(['slug', 'name', 'position']).where('slug', '=', slug).executeTakeFirst()

/** The genre holding this slug, or this name in any case, other than `exceptSlug`. */
export const genreNamed = (db: Db, slug: string, name: string, exceptSlug: string | null) =>
  db
    .selectFrom('genres')
    .select(['slug', 'name'])
    .where((eb) => eb.or([eb('slug', '=', slug), eb(sql`lower(name)`, '=', name.toLowerCase())]))
    .$call((q) => (exceptSlug === null ? q : q.where('slug', '<>', exceptSlug)))
    .executeTakeFirst()

/** A new genre at the end of the list. */
export const insertGenre = (db: Db, slug: string, name: string, at: string) =>
  db
    .insertInto('genres')
    .values({
      slug,
      name,
      position: sql<number>`(select coalesce(max(position), 0) + 1 from genres)`,
      created_at: at
    })
    .returning(['slug', 'name', 'position'])
    .executeTakeFirstOrThrow()

export const renameGenre = (db: Db, slug: string, name: string) =>
  db
    .updateTable('genres')
    .set({ name })
    .where('slug', '=', slug)
    .returning(['slug', 'name', 'position'])
    .executeTakeFirst()
