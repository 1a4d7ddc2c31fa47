// Track queries: filters, keyword search through the engine's text index, sort and pages. The database plans them;
// docs/performance.md says why the only help it gets is the count tables (exact totals without a keyword) and an
// estimated total for a keyword with many matches.
import {
  sql,
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SqlBool,
  type Transaction,
  type Updateable
} from 'kysely'
import { keywordTokens, likePattern } from '../../src/contracts/keyword'
import type { TrackFilters, TrackListParams } from '../../src/contracts/music'
import type { Dialect } from '../db/engine/database'
import type { DB, TracksTable } from '../db/schema'
import { countTracks } from './trackCounts'
import { dayAfter, dayOfPosition } from './dayPosition'
import { chunksInTurn, EXPORT_CHUNK, keysetChunks, type Chunks } from '../export/csv'
import type { RowReader } from '../db/engine/rowReader'

export type TrackRow = Omit<TracksTable, 'id'> & { id: number }

/** Every word must start a word of the title, artist or album ("mid" finds "Midnight"). */
function ftsQuery(tokens: string[]): string {
  return tokens.map((t) => `"${t}"*`).join(' ')
}

/** Every word must start a word: "mid:* & ban:*". Words hold only letters and digits, so nothing needs quoting. */
export function tsQuery(tokens: string[]): string {
  return tokens.map((t) => `${t}:*`).join(' & ')
}

/**
 * `walk`: SQLite, a common keyword. Its matches are tested row by row (`+` keeps the rowid lookup out of the plan),
 * so SQLite walks the sort's index and stops after the page, instead of fetching and sorting every match.
 */
export function trackWhere(dialect: Dialect, filters: TrackFilters, walk = false) {
  return (eb: ExpressionBuilder<DB, 'tracks'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = []
    if (filters.genre) parts.push(eb('genre', '=', filters.genre))
    if (filters.status) parts.push(eb('status', '=', filters.status))
    if (filters.explicit !== undefined) parts.push(eb('explicit', '=', filters.explicit ? 1 : 0))
    if (filters.date_from) parts.push(eb('created_at', '>=', filters.date_from))
    if (filters.date_to) parts.push(eb('created_at', '<', dayAfter(filters.date_to)))
    // The keyword arrives trimmed (keywordSchema); keywordTokens is the fake database's tokenizer too.
    const keyword = filters.keyword
    if (keyword) {
      const tokens = keywordTokens(keyword)
      if (dialect === 'sqlite' && tokens.length > 0) {
        const id = walk ? sql`+tracks.id` : sql`tracks.id`
        parts.push(
          sql<SqlBool>`${id} in (select rowid from tracks_fts where tracks_fts match ${ftsQuery(tokens)})`
        )
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
 * tables (catalog/trackCounts.ts). Otherwise the matches are counted up to ESTIMATE_ABOVE, and beyond that the total is an
 * estimate. On SQLite the keyword's words are first looked up in the text index alone
 * (keywordSample): a common keyword's page and count walk the indexes of the sort and of the other filters (trackWhere's
 * `walk`). A page in
 * the second half of the list is read from the other end, so the database skips fewer rows.
 */
export async function listTracks(
  db: Kysely<DB>,
  dialect: Dialect,
  params: TrackListParams
): Promise<TrackPage> {
  const { filters, page, per_page: perPage } = params
  const offset = (page - 1) * perPage
  if (!filters.keyword && filters.explicit === undefined) {
    const total = await countTracks(db, filters)
    const where = trackWhere(dialect, filters)
    const byDay =
      params.sort_by === 'created_at' && !filters.date_from && !filters.date_to && offset >= SEEK_FROM
    const rows = byDay
      ? await pageFromDay(db, where, params, offset)
      : await pageOf(db, where, params, offset, total)
    return { rows, total }
  }
  const tokens = filters.keyword ? keywordTokens(filters.keyword) : []
  const sample = dialect === 'sqlite' && tokens.length > 0 ? await keywordSample(db, tokens) : undefined
  const common = !!sample && sample.n > ESTIMATE_ABOVE
  const where = trackWhere(dialect, filters, common)
  const keywordOnly = Object.values(filters).filter((value) => value !== undefined).length === 1
  // The sample counts a keyword alone up to the same bound.
  const total = sample && keywordOnly ? sample.n : await countMatches(db, where)
  const rows = await pageOf(db, where, params, offset, total <= ESTIMATE_ABOVE ? total : undefined)
  if (total <= ESTIMATE_ABOVE) return { rows, total }
  if (rows.length < perPage && rows.length > 0) return { rows, total: offset + rows.length }
  const estimate = sample
    ? await estimateFromSample(db, filters, sample)
    : dialect === 'postgres'
      ? await plannerEstimate(db, where)
      : await countTracks(db, withoutKeyword(filters))
  return { rows, total: Math.max(estimate, offset + rows.length), estimated: true }
}

// Sorted by date added, a page this deep starts from its day (catalog/dayPosition.ts) instead of skipping every row before it.
const SEEK_FROM = 10_000

export async function pageFromDay(
  db: Kysely<DB>,
  where: ReturnType<typeof trackWhere>,
  params: TrackListParams,
  offset: number
): Promise<TrackRow[]> {
  const { filters, sort_dir: dir, per_page: perPage } = params
  const start = await dayOfPosition(db, filters, dir, offset)
  if (!start) return []
  return db
    .selectFrom('tracks')
    .selectAll()
    .where(where)
    .where('created_at', dir === 'desc' ? '<' : '>=', dir === 'desc' ? dayAfter(start.day) : start.day)
    .orderBy('created_at', dir)
    .orderBy('id', dir)
    .limit(perPage)
    .offset(offset - start.before)
    .execute()
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

type KeywordSample = { n: number; low: number | null; top: number | null }

/**
 * SQLite: the newest ESTIMATE_ABOVE + 1 matches of the keyword's words in the text index alone (their number, the
 * lowest of their ids) and the newest track's id: a few milliseconds even for a word in every tenth track.
 */
async function keywordSample(db: Kysely<DB>, tokens: string[]): Promise<KeywordSample> {
  const { rows } = await sql<KeywordSample>`select count(*) as n, min(rowid) as low,
      (select max(id) from tracks) as top from (
      select rowid from tracks_fts where tracks_fts match ${ftsQuery(tokens)} order by rowid desc limit ${ESTIMATE_ABOVE + 1}
    ) newest`.execute(db)
  const row = rows[0]
  return { n: Number(row?.n ?? 0), low: row?.low ?? null, top: row?.top ?? null }
}

/**
 * SQLite: the keyword's share of the catalogue, from how far back (in ids, which grow with the date added) its newest
 * matches reach, times the tracks the genre, status and dates keep (the count tables; the explicit flag is not
 * counted there, so with it the estimate is high).
 */
async function estimateFromSample(
  db: Kysely<DB>,
  filters: TrackFilters,
  sample: KeywordSample
): Promise<number> {
  const kept = await countTracks(db, withoutKeyword(filters))
  const span = Math.max(Number(sample.top ?? 0) - Number(sample.low ?? 0) + 1, sample.n)
  return Math.round((sample.n / span) * kept)
}

/** The filters the count tables know. */
function withoutKeyword({ genre, status, date_from, date_to }: TrackFilters): TrackFilters {
  return { genre, status, date_from, date_to }
}

/** PostgreSQL: the planner's estimate of the rows passing the filters. */
async function plannerEstimate(db: Kysely<DB>, where: ReturnType<typeof trackWhere>): Promise<number> {
  const plan = await db
    .selectFrom('tracks')
    .where(where)
    .select(sql`1`.as('one'))
    .explain('json')
  const estimate = plan[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows']
  return Math.round(Number(estimate ?? 0))
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
  const tokens = keywordTokens(keyword)
  const common =
    dialect === 'sqlite' && tokens.length > 0 && (await keywordSample(db, tokens)).n > ESTIMATE_ABOVE
  return db
    .selectFrom('tracks')
    .selectAll()
    .where(trackWhere(dialect, { keyword }, common))
    .orderBy('play_count', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** One track by id, if any. */
export function findTrack(db: Kysely<DB>, id: number) {
  return db.selectFrom('tracks').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The tracks holding any of these audio hashes, in id order. */
export function tracksWithHashes(db: Kysely<DB>, hashes: string[]) {
  return db
    .selectFrom('tracks')
    .select(['id', 'title', 'artist', 'audio_hash'])
    .where('audio_hash', 'in', hashes)
    .orderBy('id')
    .execute()
}

/** The first track holding this audio hash, another than `exceptId`. */
export function firstWithHash(db: Kysely<DB>, hash: string, exceptId?: number) {
  let query = db.selectFrom('tracks').select(['id', 'title', 'artist']).where('audio_hash', '=', hash)
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId)
  return query.orderBy('id').executeTakeFirst()
}

/** Whether any track names this stored audio file. */
export async function audioKeyInUse(db: Kysely<DB>, key: string) {
  const rows = await db.selectFrom('tracks').select('id').where('audio_key', '=', key).limit(1).execute()
  return rows.length > 0
}

export function insertTrack(trx: Transaction<DB>, values: Insertable<TracksTable>) {
  return trx.insertInto('tracks').values(values).returningAll().executeTakeFirstOrThrow()
}

/** One track read for an update: locked on PostgreSQL until the transaction ends. */
export function trackForUpdate(trx: Transaction<DB>, dialect: Dialect, id: number) {
  return trx
    .selectFrom('tracks')
    .selectAll()
    .where('id', '=', id)
    .$call((q) => (dialect === 'postgres' ? q.forUpdate() : q))
    .executeTakeFirst()
}

export function updateTrack(trx: Transaction<DB>, id: number, changes: Updateable<TracksTable>) {
  return trx.updateTable('tracks').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

export function deleteTrack(trx: Transaction<DB>, id: number) {
  return trx.deleteFrom('tracks').where('id', '=', id).returningAll().executeTakeFirst()
}

/** One track id as a query of one column, for catalog/trackPlays.ts. */
export const oneTrackId = (id: number) => sql`select cast(${id} as integer)`
