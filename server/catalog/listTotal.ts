// The total of an artist or release list. PostgreSQL counts the matches up to ESTIMATE_ABOVE + 1 and beyond that
// answers its planner's estimate, flagged (page_meta.total_estimated), as the track list does for a keyword: an exact
// count read every one of 120,503 releases or 60,143 artists, the most of each request (docs/performance.md).
// SQLite counts them all: it stays well within the budget.
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import { ESTIMATE_ABOVE } from './tracksRepository'

export type ListTotal = { total: number; estimated?: true }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filtered table of the catalogue
type Filtered = SelectQueryBuilder<DB, any, object>

/**
 * The total of the rows `filtered` selects, given the page read from them (`offset`, `rows`): a short last page says
 * the exact total by itself.
 */
export async function listTotal(
  db: Kysely<DB> | Transaction<DB>,
  dialect: Dialect,
  filtered: Filtered,
  page: { offset: number; rows: number; perPage: number }
): Promise<ListTotal> {
  const one = filtered.select(sql`1`.as('one'))
  const counted = (limit?: number) =>
    db
      .selectFrom((limit === undefined ? one : one.limit(limit)).as('matched'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
  if (dialect === 'sqlite') return { total: Number((await counted()).n) }
  const n = Number((await counted(ESTIMATE_ABOVE + 1)).n)
  if (n <= ESTIMATE_ABOVE) return { total: n }
  if (page.rows > 0 && page.rows < page.perPage) return { total: page.offset + page.rows }
  const plan = await one.explain('json')
  const estimate = Math.round(Number(plan[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0))
  return { total: Math.max(estimate, n, page.offset + page.rows), estimated: true }
}
