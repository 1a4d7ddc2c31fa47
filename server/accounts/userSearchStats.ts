// PostgreSQL: whether a keyword is common among the users' names or e-mails, from the columns' statistics as the
// planner reads them for ILIKE '%keyword%' (patternsel: the share of the most common values and of the histogram
// that contain it). The navbar search (db/searchPostgres.ts) runs with plans made once, so the choice the planner
// made for each keyword (walk the users from the newest, or collect the matches from the trigram indexes) is made
// here instead. Each process reads the statistics once a minute.
import { sql, type Kysely } from 'kysely'
import { containsText } from '../../src/contracts/keyword'
import { onceAMinute } from '../jobs/onceAMinute'
import type { DB } from '../db/schema'

/** pg_trgm finds substrings of three characters or more: a shorter keyword cannot narrow the search. */
const TRIGRAM_LENGTH = 3
// selfuncs.h: DEFAULT_MATCH_SEL, the planner's share for a pattern it has no statistics to judge by.
const DEFAULT_MATCH = 0.005

type ColumnStats = { values: string[]; freqs: number[]; histogram: string[]; nullFrac: number }
export type UserStats = { rows: number; columns: Map<string, ColumnStats> }

/** The statistics of the users' searched columns and the table's row count as the planner knows it. */
export async function readUserStats(db: Kysely<DB>): Promise<UserStats> {
  const { rows } = await sql<{
    attname: string
    values: string[] | null
    freqs: number[] | null
    histogram: string[] | null
    null_frac: number
  }>`select attname, most_common_vals::text::text[] as values, most_common_freqs as freqs,
      histogram_bounds::text::text[] as histogram, null_frac
    from pg_stats where schemaname = current_schema() and tablename = 'users'
      and attname in ('full_name', 'username', 'email')`.execute(db)
  const { rows: sizes } = await sql<{ n: number }>`select greatest(reltuples, 0)::float8 as n from pg_class
    where oid = to_regclass(quote_ident(current_schema()) || '.users')`.execute(db)
  const columns = new Map<string, ColumnStats>()
  for (const row of rows)
    columns.set(row.attname, {
      values: row.values ?? [],
      freqs: row.freqs ?? [],
      histogram: row.histogram ?? [],
      nullFrac: Number(row.null_frac)
    })
  return { rows: Number(sizes[0]?.n ?? 0), columns }
}

export const userStats = onceAMinute(readUserStats)

/** The share of a column's rows containing the keyword, as patternsel estimates it (mcv_selectivity + histogram). */
function containsShare(column: ColumnStats | undefined, keyword: string): number {
  if (!column || column.histogram.length === 0) return DEFAULT_MATCH
  let common = 0
  let commonMatched = 0
  column.values.forEach((value, i) => {
    common += column.freqs[i] ?? 0
    if (containsText(keyword, [value])) commonMatched += column.freqs[i] ?? 0
  })
  const inHistogram =
    column.histogram.filter((value) => containsText(keyword, [value])).length / column.histogram.length
  return Math.min(1, commonMatched + Math.max(0, 1 - common - column.nullFrac) * inHistogram)
}

/** Whether pg_trgm's indexes can narrow a search for the keyword (three characters or more). */
export const trigrams = (keyword: string) => [...keyword].length >= TRIGRAM_LENGTH

/**
 * Whether the newest users are walked for the `limit` newest matches of the keyword in `columns`, rather than all
 * matches collected (from the trigram indexes, or for a keyword too short for them by reading every user) and
 * sorted. A walk reads about limit / share users, a collection about share × users of them: the walk wins above a
 * share of √(limit / users). Without statistics (a table never analyzed) a short keyword is walked, a longer one not.
 */
export function walksUsers(
  stats: UserStats | null,
  columns: string[],
  keyword: string,
  limit: number
): boolean {
  if (!stats || stats.rows === 0 || stats.columns.size === 0) return !trigrams(keyword)
  const missed = columns.reduce(
    (none, name) => none * (1 - containsShare(stats.columns.get(name), keyword)),
    1
  )
  return 1 - missed >= Math.sqrt(limit / stats.rows)
}
