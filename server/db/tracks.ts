// Track queries: filters, keyword search through the engine's text index, sort and pages. The database plans them;
// docs/performance.md says why the only help it gets is the count tables (exact totals without a keyword) and an
// estimated total for a keyword with many matches.
import { sql, type CompiledQuery, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import { keywordTokens, likePattern } from '../../src/contracts/keyword'
import type { TrackFilters, TrackListParams } from '../../src/contracts/music'
import type { Dialect } from './database'
import type { DB, TracksTable } from './schema'
import { countTracks } from './trackCounts'
import { chunksInTurn, EXPORT_CHUNK, keysetChunks, type Chunks } from '../export/csv'
import type { RowReader } from './rowReader'

export type TrackRow = Omit<TracksTable, 'id'> & { id: number }

/** Every word must start a word of the title, artist or album ("mid" finds "Midnight"). */
function ftsQuery(tokens: string[]): string {
  return tokens.map((t) => `"${t}"*`).join(' ')
}

/** Every word must start a word: "mid:* & ban:*". Words hold only letters and digits, so nothing needs quoting. */
export function tsQuery(tokens: string[]): string {
  return tokens.map((t) => `${t}:*`).join(' & ')
}

export function trackWhere(dialect: Dialect, filters: TrackFilters) {
  return (eb: ExpressionBuilder<DB, 'tracks'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = []
    if (filters.genre) parts.push(eb('genre', '=', filters.genre))
    if (filters.status) parts.push(eb('status', '=', filters.status))
    if (filters.explicit !== undefined) parts.push(eb('explicit', '=', filters.explicit ? 1 : 0))
    if (filters.date_from) parts.push(eb('created_at', '>=', filters.date_from))
    if (filters.date_to) {
      const next = new Date(`${filters.date_to}T00:00:00Z`)
      next.setUTCDate(next.getUTCDate() + 1)
      parts.push(eb('created_at', '<', next.toISOString().slice(0, 10)))
    }
    // The keyword arrives trimmed (keywordSchema); keywordTokens is the fake database's tokenizer too.
    const keyword = filters.keyword
    if (keyword) {
      const tokens = keywordTokens(keyword)
      if (dialect === 'sqlite' && tokens.length > 0) {
        parts.push(sql<SqlBool>`tracks.id in (select rowid from tracks_fts where tracks_fts match ${ftsQuery(tokens)})`)
      } else if (dialect === 'postgres' && tokens.length > 0) {
        // PostgreSQL: the same word prefixes, in the stored words column of migration 0003 and its GIN index.
        parts.push(sql<SqlBool>`tracks.words @@ to_tsquery('simple'::regconfig, ${tsQuery(tokens)})`)
      } else {
        // Nothing word-like to look for: the keyword as a substring (a full scan, but such keywords are rare).
        const op = dialect === 'postgres' ? sql`ilike` : sql`like`
        parts.push(
          sql<SqlBool>`(title || ' ' || artist || ' ' || album) ${op} ${likePattern(keyword)} escape '\\'`
        )
      }
    }
    return eb.and(parts)
  }
}

// A keyword's matches are counted up to this many; beyond it the total is the engine's estimate (page_meta says so).
export const ESTIMATE_ABOVE = 1000

type TrackPage = { rows: TrackRow[]; total: number; estimated?: true }

/**
 * One page of the track list and its total. Without a keyword or the explicit flag the total is exact from the count
 * tables (db/trackCounts.ts); otherwise the matches are counted up to ESTIMATE_ABOVE, and a commoner keyword gets an
 * estimated total (estimateMatches). A page in the second half of the list is read from the other end, so the
 * database skips fewer rows.
 */
export async function listTracks(db: Kysely<DB>, dialect: Dialect, params: TrackListParams): Promise<TrackPage> {
  const { filters, page, per_page: perPage } = params
  const where = trackWhere(dialect, filters)
  const offset = (page - 1) * perPage
  const counted = !filters.keyword && filters.explicit === undefined
  const total = counted ? await countTracks(db, filters) : await countMatches(db, where)
  const rows = await pageOf(db, where, params, offset, counted ? total : undefined)
  if (counted || total <= ESTIMATE_ABOVE) return { rows, total }
  const estimate = Math.max(await estimateMatches(db, dialect, filters, where), offset + rows.length)
  if (rows.length < perPage && rows.length > 0) return { rows, total: offset + rows.length }
  return { rows, total: estimate, estimated: true }
}

async function pageOf(
  db: Kysely<DB>,
  where: ReturnType<typeof trackWhere>,
  params: TrackListParams,
  offset: number,
  total: number | undefined
): Promise<TrackRow[]> {
  const { sort_by: column, sort_dir: dir, per_page: perPage } = params
  const fromEnd = total !== undefined && offset > total / 2 && offset < total
  if (!fromEnd) {
    return db
      .selectFrom('tracks')
      .selectAll()
      .where(where)
      .orderBy(column, dir)
      .orderBy('id', dir)
      .limit(perPage)
      .offset(offset)
      .execute()
  }
  // The same rows, counted from the last one: NULL release dates sort where the engine puts them either way.
  const back = dir === 'desc' ? 'asc' : 'desc'
  const take = Math.min(perPage, total - offset)
  const rows = await db
    .selectFrom('tracks')
    .selectAll()
    .where(where)
    .orderBy(column, back)
    .orderBy('id', back)
    .limit(take)
    .offset(total - offset - take)
    .execute()
  return rows.reverse()
}

/** How many tracks pass the filters, counted up to ESTIMATE_ABOVE + 1. */
async function countMatches(db: Kysely<DB>, where: ReturnType<typeof trackWhere>): Promise<number> {
  const first = db
    .selectFrom('tracks')
    .select(sql`1`.as('one'))
    .where(where)
    .limit(ESTIMATE_ABOVE + 1)
  const row = await db
    .selectFrom(first.as('first'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * The number of matches of a common keyword, estimated. PostgreSQL: the planner's row estimate for the filters.
 * SQLite: the keyword's share of the catalogue, from how far back (in ids, which grow with the date added) its newest
 * ESTIMATE_ABOVE + 1 matches reach, times the tracks the genre, status and dates keep (the count tables; the
 * explicit flag is not counted there, so with it the estimate is high).
 */
async function estimateMatches(
  db: Kysely<DB>,
  dialect: Dialect,
  filters: TrackFilters,
  where: ReturnType<typeof trackWhere>
): Promise<number> {
  if (dialect === 'postgres') {
    const plan = await db.selectFrom('tracks').where(where).select(sql`1`.as('one')).explain('json')
    return Math.round(Number(plan[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0))
  }
  const tokens = filters.keyword ? keywordTokens(filters.keyword) : []
  const { genre, status, date_from, date_to } = filters
  const kept = await countTracks(db, { genre, status, date_from, date_to })
  if (tokens.length === 0) return kept
  const { rows } = await sql<{ n: number; low: number | null; top: number | null }>`select count(*) as n,
      min(rowid) as low, (select max(id) from tracks) as top from (
      select rowid from tracks_fts where tracks_fts match ${ftsQuery(tokens)} order by rowid desc limit ${ESTIMATE_ABOVE + 1}
    ) newest`.execute(db)
  const n = Number(rows[0]?.n ?? 0)
  const span = Math.max(Number(rows[0]?.top ?? 0) - Number(rows[0]?.low ?? 0) + 1, n)
  return Math.round((n / span) * kept)
}

/**
 * Every track of a list's filters in the list's order, in keyset chunks (CSV export), each row the array of the
 * export's columns (`columns`, which must hold id and every sort column). Tracks without a release date come where
 * the engine's ORDER BY puts NULLs (SQLite: first when ascending; PostgreSQL: last), as on screen.
 */
export function exportTracks(
  db: Kysely<DB>,
  dialect: Dialect,
  reader: RowReader,
  columns: readonly (keyof TrackRow)[],
  params: Pick<TrackListParams, 'filters' | 'sort_by' | 'sort_dir'>,
  chunk = EXPORT_CHUNK
): Chunks<unknown[][]> {
  const { filters, sort_by: column, sort_dir: dir } = params
  const where = trackWhere(dialect, filters)
  const cmp = dir === 'desc' ? sql`<` : sql`>`
  const idAt = columns.indexOf('id')
  const keyAt = columns.indexOf(column)
  if (idAt < 0 || keyAt < 0) throw new Error(`An export of tracks needs the columns id and ${column}`)
  const base = () => db.selectFrom('tracks').select(columns).where(where)
  const read = (query: { compile(): CompiledQuery }) => reader.rows(query.compile(), columns)
  const byColumn = (extra?: Expression<SqlBool>) =>
    keysetChunks<unknown[]>((after, limit) => {
      let query = base()
      if (extra) query = query.where(() => extra)
      if (after)
        query = query.where(sql<SqlBool>`(${sql.ref(column)}, id) ${cmp} (${after[keyAt]}, ${after[idAt]})`)
      return read(query.orderBy(column, dir).orderBy('id', dir).limit(limit))
    }, chunk)
  if (column !== 'release_date') return byColumn()
  const undated = keysetChunks<unknown[]>((after, limit) => {
    let query = base().where('release_date', 'is', null)
    if (after) query = query.where('id', dir === 'desc' ? '<' : '>', after[idAt] as number)
    return read(query.orderBy('id', dir).limit(limit))
  }, chunk)
  const dated = byColumn(sql<SqlBool>`release_date is not null`)
  const nullsFirst = (dialect === 'sqlite') === (dir === 'asc')
  return chunksInTurn(nullsFirst ? [undated, dated] : [dated, undated])
}

/**
 * The navbar search's tracks: the `limit` most played tracks of the keyword, ties by newer id (the order of the track
 * list sorted by plays, descending), without a total.
 */
export async function searchTracks(
  db: Kysely<DB>,
  dialect: Dialect,
  keyword: string,
  limit: number
): Promise<TrackRow[]> {
  return db
    .selectFrom('tracks')
    .selectAll()
    .where(trackWhere(dialect, { keyword }))
    .orderBy('play_count', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}
