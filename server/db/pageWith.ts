// PostgreSQL: a page of rows and the one row of `extra` (a total, a version…) in one statement, each round trip
// costing the server more CPU than most of these statements take.
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely'
import { GENERIC_PLAN } from './engine/genericPlan'
import type { DB } from './schema'

/** Columns of a statement's extra row: no column of a page starts so. */
const EXTRA = 'list_'

/**
 * The page is joined to the extra row, so that a page past the end still carries it. `page` selects rows with an
 * `id` column, `extra` columns named list_…; the page comes ordered by `column` and then id, both `dir`.
 */
export async function pageWith<Row, E extends Record<string, unknown>>(
  db: Kysely<DB>,
  statement: {
    /** Common table expressions, without the WITH. */
    with?: RawBuilder<unknown>
    /** Whether the statement's plan is the same for any values (GENERIC_PLAN in db/database.ts). */
    generic?: boolean
    extra: RawBuilder<unknown>
    /** A query builder: Kysely puts it in parentheses. */
    page: Expression<unknown>
    column: string
    dir: 'asc' | 'desc'
  }
): Promise<{ rows: Row[]; extra: E }> {
  const order = sql.raw(statement.dir)
  const mark = sql.raw(statement.generic ? GENERIC_PLAN : '')
  const ctes = statement.with ? sql`with ${mark} ${statement.with}` : sql``
  const { rows } = await sql<Record<string, unknown>>`${ctes}
    select ${statement.with ? sql`` : mark} page.*, extra.* from (${statement.extra}) extra left join lateral ${statement.page} page on true
    order by ${sql.ref(`page.${statement.column}`)} ${order}, page.id ${order}`.execute(db)
  const extra: Record<string, unknown> = {}
  const first = rows[0] ?? {}
  for (const key in first) if (key.startsWith(EXTRA)) extra[key] = first[key]
  const page = first.id == null ? [] : rows.map(withoutExtra)
  return { rows: page as Row[], extra: extra as E }
}

function withoutExtra(row: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {}
  for (const key in row) if (!key.startsWith(EXTRA)) kept[key] = row[key]
  return kept
}
