// What the track list works out from tracks that have not changed since (SQLite: a keyword's FTS5 query and how many
// tracks it matches, the window of ids of a genre's dates, the matches of a keyword within them; PostgreSQL: the ids
// and total of a keyword's page, the matches of a keyword within a genre's dates), kept in each
// process until the tracks' version moves (db/listVersion.ts): one read of one row per request instead of the
// statements it saves. Nothing kept depends on a play count, which plays change without moving the version.
import type { Kysely } from 'kysely'
import { LIST_VERSION_QUERY } from './listVersion'
import type { DB } from './schema'

/** What is kept at most, in entries and in their weight (ids listed); when full the memo starts afresh. */
const KEPT = 2000
const KEPT_WEIGHT = 1_000_000

type Memo = { version: number | undefined; generation: number; weight: number; values: Map<string, unknown> }

const memos = new WeakMap<Kysely<DB>, Memo>()

/** `weight`: how much the value holds (a list of ids: their number); 1 by default. */
export type Remember = <T>(
  key: string,
  compute: () => Promise<T>,
  weight?: (value: T) => number
) => Promise<T>

/**
 * The memo of `db` as of now: `remember(key, compute)` answers what was kept for `key` if the version has not moved
 * since, or computes and keeps it. A value computed while another request found the version moved is not kept: it
 * may have been read before the move.
 */
export async function listMemo(db: Kysely<DB>): Promise<Remember> {
  let memo = memos.get(db)
  if (!memo) {
    memo = { version: undefined, generation: 0, weight: 0, values: new Map() }
    memos.set(db, memo)
  }
  const version = Number((await db.executeQuery<{ n: number }>(LIST_VERSION_QUERY)).rows[0]?.n)
  if (version !== memo.version) {
    memo.version = version
    memo.generation++
    memo.weight = 0
    memo.values.clear()
  }
  const kept = memo
  const generation = kept.generation
  return async <T>(key: string, compute: () => Promise<T>, weight?: (value: T) => number): Promise<T> => {
    if (kept.values.has(key)) return kept.values.get(key) as T
    const value = await compute()
    const heavy = weight ? weight(value) : 1
    if (kept.generation === generation && heavy <= KEPT_WEIGHT) {
      if (kept.values.size >= KEPT || kept.weight + heavy > KEPT_WEIGHT) {
        kept.values.clear()
        kept.weight = 0
      }
      kept.values.set(key, value)
      kept.weight += heavy
    }
    return value
  }
}
