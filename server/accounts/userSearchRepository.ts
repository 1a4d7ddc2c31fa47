// The navbar's user search on SQLite: users whose name, username or e-mail contains the keyword, name matches
// first, each group newest first. A "contains" match cannot use an ordinary index, so each group either walks the
// users from the newest (cheap when matches are common: it stops at the limit) or, when the keyword is rare, reads
// the few candidates from FTS5's trigram index first. PostgreSQL's user search is part of db/searchPostgres.ts,
// where accounts/userSearchStats.ts makes the same choice (walk, or pg_trgm's GIN indexes of migration 0014) from the statistics.
import { sql, type Kysely, type SqlBool } from 'kysely'
import { likePattern } from '../../src/contracts/keyword'
import type { DB } from '../db/schema'

/** Above this many trigram candidates the keyword is common, and walking from the newest user is faster. */
const CANDIDATES_AT_MOST = 1000
/** FTS5's trigram tokenizer finds substrings of three characters or more. */
const TRIGRAM_LENGTH = 3

export type UserSearchRow = {
  id: number
  full_name: string
  username: string
  email: string
  role: string
  avatar: string | null
}

/** Ids of the users whose given columns contain the keyword per the SQLite trigram index, or undefined when the
 * index cannot narrow the search (a short or a common keyword). */
async function trigramCandidates(
  db: Kysely<DB>,
  keyword: string,
  columns: string
): Promise<number[] | undefined> {
  if ([...keyword].length < TRIGRAM_LENGTH) return undefined
  const phrase = `${columns} : "${keyword.replace(/"/g, '""')}"`
  const found = await sql<{ id: number }>`select rowid as id from users_fts where users_fts match ${phrase}
    limit ${CANDIDATES_AT_MOST + 1}`.execute(db)
  return found.rows.length > CANDIDATES_AT_MOST ? undefined : found.rows.map((r) => r.id)
}

export async function searchUsers(db: Kysely<DB>, keyword: string, limit: number): Promise<UserSearchRow[]> {
  const pattern = likePattern(keyword)
  const contains = (column: string) => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`
  const inName = sql<SqlBool>`(${contains('full_name')} or ${contains('username')})`

  const newest = async (where: ReturnType<typeof sql<SqlBool>>, ftsColumns: string, count: number) => {
    const ids = await trigramCandidates(db, keyword, ftsColumns)
    if (ids?.length === 0) return []
    let query = db
      .selectFrom('users')
      .select(['id', 'full_name', 'username', 'email', 'role', 'avatar'])
      // The trigram index folds case beyond ASCII; LIKE keeps the candidates to what the users list matches.
      .where(where)
    if (ids) query = query.where('id', 'in', ids)
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(count).execute()
  }

  // One trigram lookup over the three columns: most keywords of three characters or more are in no user at all,
  // and the two groups' own lookups cost twice as much to say so.
  const ids = await trigramCandidates(db, keyword, '{full_name username email}')
  if (ids?.length === 0) return []
  if (ids)
    return (
      db
        .selectFrom('users')
        .select(['id', 'full_name', 'username', 'email', 'role', 'avatar'])
        // One SQL text whatever the number of candidates (an IN list of each length would be prepared anew).
        .where(sql<SqlBool>`id in (select value from json_each(${JSON.stringify(ids)}))`)
        .where(sql<SqlBool>`(${inName} or ${contains('email')})`)
        .orderBy(sql`case when ${inName} then 0 else 1 end`)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    )

  const byName = await newest(inName, '{full_name username}', limit)
  if (byName.length === limit) return byName
  const byEmail = await newest(
    sql<SqlBool>`${contains('email')} and not ${inName}`,
    '{email}',
    limit - byName.length
  )
  return [...byName, ...byEmail]
}
