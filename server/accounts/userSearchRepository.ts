// The navbar search's users: those whose name, username or e-mail contains the keyword, name matches first, then
// newest. A "contains" match cannot use an ordinary index: SQLite reads the candidates from FTS5's trigram index
// of the users (migration 0014) for a keyword of three characters or more; PostgreSQL's planner uses pg_trgm's GIN
// indexes for ILIKE by itself.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import { likePattern } from '../../src/contracts/keyword'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'

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

const contains = (dialect: Dialect, column: string, pattern: string) =>
  sql<SqlBool>`${sql.ref(column)} ${dialect === 'postgres' ? sql`ilike` : sql`like`} ${pattern} escape '\\'`

export async function searchUsers(
  db: Kysely<DB>,
  dialect: Dialect,
  keyword: string,
  limit: number
): Promise<UserSearchRow[]> {
  const pattern = likePattern(keyword)
  const inName = sql<SqlBool>`(${contains(dialect, 'full_name', pattern)} or ${contains(dialect, 'username', pattern)})`
  const newest = (match: Expression<SqlBool>, take: number) => {
    let query = db
      .selectFrom('users')
      .select(['id', 'full_name', 'username', 'email', 'role', 'avatar'])
      .where(match)
    if (dialect === 'sqlite' && [...keyword].length >= TRIGRAM_LENGTH) {
      const phrase = `{full_name username email} : "${keyword.replace(/"/g, '""')}"`
      // The trigram index folds case beyond ASCII; LIKE keeps the candidates to what the users list matches.
      query = query.where(sql<SqlBool>`id in (select rowid from users_fts where users_fts match ${phrase})`)
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(take).execute()
  }
  // Name matches first, then e-mail matches, newest first in each: two reads that each walk the newest users and stop
  // at the limit. Sorted in one statement, a short keyword that the trigram indexes cannot serve ("mi") tested all
  // three columns of every user: 285 ms at 50,000 users on PostgreSQL (loaded machine), 0.7 ms so.
  const byName = await newest(inName, limit)
  if (byName.length === limit) return byName
  const byEmail = await newest(
    sql<SqlBool>`not ${inName} and ${contains(dialect, 'email', pattern)}`,
    limit - byName.length
  )
  return [...byName, ...byEmail]
}
