// Track queries: filters, keyword search through the engine's text index, sort and pages. The database plans them;
// docs/performance.md lists the few kinds of help it gets here (exact totals from the count tables, an estimated total
// for a keyword with many matches, a common keyword's walk on SQLite, a word typed with one completion searched as
// that word on SQLite (keywordTerms.ts), the navbar search's probe of the most played tracks on SQLite, deep pages
// from their day or their ids, and the collected page for a few matches) and the A/B that keeps each.
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
import { ftsKeyword, prefixQuery } from './keywordTerms'
import { dayAfter, dayOfPosition } from './dayPosition'
import { chunksInTurn, EXPORT_CHUNK, keysetChunks, type Chunks } from '../export/chunks'
import type { RowReader } from '../db/engine/rowReader'

export type TrackRow = Omit<TracksTable, 'id'> & { id: number; play_count: number }

/**
 * The tracks joined to their play counts (migration 0041: one row per track in track_play_counts, kept by the play
 * fold); a row is selected whole with `.selectAll('tracks').select('track_play_counts.play_count')`.
 */
export const tracksWithPlays = (db: Kysely<DB>) =>
  db.selectFrom('tracks').innerJoin('track_play_counts', 'track_play_counts.track_id', 'tracks.id')

type SortColumn = TrackListParams['sort_by']

/**
 * A sort column and its tie-break, qualified. Sorted by plays, the ties go by the counts' own track_id, so that the
 * counts' (play_count, track_id) index gives the whole order (SQLite does not carry the join's equality into it).
 */
const sortRef = (column: SortColumn) =>
  column === 'play_count' ? ('track_play_counts.play_count' as const) : (`tracks.${column}` as const)
const tieRef = (column: SortColumn) =>
  column === 'play_count' ? ('track_play_counts.track_id' as const) : ('tracks.id' as const)

/** Every word must start a word: "mid:* & ban:*". Words hold only letters and digits, so nothing needs quoting. */
export function tsQuery(tokens: string[]): string {
  return tokens.map((t) => `${t}:*`).join(' & ')
}

/**
 * SQLite: how the keyword's FTS5 query (catalog/keywordTerms.ts) is tested. `set`: the matches are read into a set
 * and the planner picks the plan. `walk`, a common keyword: every row the sort's index walks is looked up in that set
 * (`+` keeps the rowid lookup out of the plan), so SQLite stops after the page instead of fetching and sorting every
 * match. `seek`: FTS5 seeks each row in the words' lists, without reading them all (a bounded probe, searchTracks).
 */
export type FtsMatch = { query: string; test: 'set' | 'walk' | 'seek' }

/** The filters' condition; on SQLite the keyword as `fts` says, by default its words as prefixes in a set. */
export function trackWhere(dialect: Dialect, filters: TrackFilters, fts?: FtsMatch) {
  return (eb: ExpressionBuilder<DB, 'tracks'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = []
    if (filters.genre) parts.push(eb('genre', '=', filters.genre))
    if (filters.status) parts.push(eb('status', '=', filters.status))
    if (filters.explicit !== undefined) parts.push(eb('explicit', '=', filters.explicit ? 1 : 0))
    if (filters.date_from) parts.push(eb('created_at', '>=', filters.date_from))
    if (filters.date_to) parts.push(eb('created_at', '<', dayAfter(filters.date_to)))
    // Issue 38: analysed (the row describes the current file) with at least one finding; a partial index holds them.
    if (filters.needs_attention !== undefined)
      parts.push(
        sql<SqlBool>`${filters.needs_attention ? sql`` : sql`not `}exists (select 1 from track_analysis a
          where a.track_id = tracks.id and a.status = 'done' and a.finding_count > 0 and a.audio_key = tracks.audio_key)`
      )
    // The keyword arrives trimmed (keywordSchema); keywordTokens is the fake database's tokenizer too.
    const keyword = filters.keyword
    if (keyword) {
      const tokens = keywordTokens(keyword)
      if (dialect === 'sqlite' && tokens.length > 0) {
        const { query, test } = fts ?? { query: prefixQuery(tokens), test: 'set' }
        parts.push(
          test === 'seek'
            ? sql<SqlBool>`exists (select 1 from tracks_fts where tracks_fts match ${query} and rowid = tracks.id)`
            : sql<SqlBool>`${test === 'walk' ? sql`+tracks.id` : sql`tracks.id`} in (select rowid from tracks_fts where tracks_fts match ${query})`
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
 * tables (catalog/trackCounts.ts). Otherwise the matches are counted up to ESTIMATE_ABOVE, and beyond that the total
 * is an estimate. SQLite: sqliteMatches; PostgreSQL: postgresMatches.
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
      : await pageOf(db, where, params, offset, total, {
          unfiltered: !filters.genre && !filters.status && !filters.date_from && !filters.date_to
        })
    return { rows, total }
  }
  if (dialect === 'postgres') return postgresMatches(db, trackWhere(dialect, filters), params, offset)
  const tokens = filters.keyword ? keywordTokens(filters.keyword) : []
  if (tokens.length > 0) return sqliteMatches(db, tokens, params, offset)
  // The explicit flag, or a keyword without words.
  const where = trackWhere(dialect, filters)
  const total = await countMatches(db, where)
  const rows = await pageOf(db, where, params, offset, total <= ESTIMATE_ABOVE ? total : undefined)
  if (total <= ESTIMATE_ABOVE) return { rows, total }
  if (rows.length < perPage && rows.length > 0) return { rows, total: offset + rows.length }
  return {
    rows,
    total: Math.max(await countTracks(db, withoutKeyword(filters)), offset + rows.length),
    estimated: true
  }
}

/**
 * SQLite, a keyword: its words' newest ESTIMATE_ABOVE + 1 matches in the text index alone (keywordSample) say whether
 * it is rare or common. A rare keyword's page and total come from one statement that collects its matches
 * (collectedPage). A common one's page walks the sort's index (FtsMatch `walk`); with other filters its matches are
 * first collected among the rows those filters keep (one statement again), and counted when at most ESTIMATE_ABOVE;
 * otherwise the total is estimated from the sample. Each request reads the words' lists once or twice, not three times.
 */
async function sqliteMatches(
  db: Kysely<DB>,
  tokens: string[],
  params: TrackListParams,
  offset: number
): Promise<TrackPage> {
  const { filters, per_page: perPage } = params
  const { query } = await ftsKeyword(db, tokens)
  const sample = await keywordSample(db, query)
  if (sample.n <= ESTIMATE_ABOVE) {
    const collected = await collectedPage(
      db,
      'sqlite',
      trackWhere('sqlite', filters, { query, test: 'set' }),
      params,
      offset
    )
    if (collected) return collected
  }
  const where = trackWhere('sqlite', filters, { query, test: 'walk' })
  const keywordOnly = Object.values(filters).filter((value) => value !== undefined).length === 1
  if (!keywordOnly) {
    const collected = await collectedPage(db, 'sqlite', where, params, offset)
    if (collected) return collected
  }
  const rows = await pageOf(db, where, params, offset, undefined)
  if (rows.length < perPage && rows.length > 0) return { rows, total: offset + rows.length }
  const estimate = await estimateFromSample(db, filters, sample)
  return { rows, total: Math.max(estimate, offset + rows.length), estimated: true }
}

// Sorted by date added, a page this deep starts from its day (catalog/dayPosition.ts) instead of skipping every row
// before it.
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
  return tracksWithPlays(db)
    .selectAll('tracks')
    .select('track_play_counts.play_count')
    .where(where)
    .where('created_at', dir === 'desc' ? '<' : '>=', dir === 'desc' ? dayAfter(start.day) : start.day)
    .orderBy('tracks.created_at', dir)
    .orderBy('tracks.id', dir)
    .limit(perPage)
    .offset(offset - start.before)
    .execute()
}

/**
 * PostgreSQL, a keyword or the explicit flag: the planner's estimate of the matches decides. Above ESTIMATE_ABOVE the
 * page is the planner's own plan (it walks the sort's index and stops after the page) and the total its estimate,
 * flagged; counting even 1,001 matches of a common word read 35,000 rows (38 ms). At most that, the matches are
 * collected, counted and sorted in one statement (collectedPage).
 */
async function postgresMatches(
  db: Kysely<DB>,
  where: ReturnType<typeof trackWhere>,
  params: TrackListParams,
  offset: number
): Promise<TrackPage> {
  const estimate = await plannerEstimate(db, where)
  if (await mayBeFew(db, estimate)) {
    const collected = await collectedPage(db, 'postgres', where, params, offset, estimate > ESTIMATE_ABOVE)
    if (collected) return collected
  }
  const rows = await pageOf(db, where, params, offset, undefined)
  if (rows.length > 0 && rows.length < params.per_page) return { rows, total: offset + rows.length }
  return { rows, total: Math.max(estimate, offset + rows.length), estimated: true }
}

// PostgreSQL's statistics list the commonest words; one they do not list gets a fixed estimate (0.5 % of the rows),
// whether it is in 4,000 tracks or in none. Up to this share the matches are collected through the text index, which
// answers a rare or absent word at once; the planner's own plan for a word it cannot see walked the sort's index
// through every track (seconds) when nothing matched.
const UNSURE_SHARE = 0.01

/** PostgreSQL: whether a planner's estimate may hide a list of at most ESTIMATE_ABOVE matches (collectedPage). */
async function mayBeFew(db: Kysely<DB>, estimate: number): Promise<boolean> {
  return estimate <= ESTIMATE_ABOVE || estimate <= UNSURE_SHARE * (await countTracks(db, {}))
}

/**
 * The page and the number of the matches (up to ESTIMATE_ABOVE + 1) from one reading of their ids and sort keys,
 * sorted after collecting; undefined when they are more than ESTIMATE_ABOVE. Both engines: a rare keyword, or a
 * keyword with other filters, reads the text index once for the page and its total. Left to itself PostgreSQL's planner
 * may walk the sort's index through every track for a word it thinks common. Ids and sort keys only, so that a genre
 * and dates read them from their index (on PostgreSQL it carries the words, migration 0029) and only the page's rows
 * are read whole: reading all 232 matches of the bench's keyword, genre and half year whole made the statement 14 ms
 * against 5.5 ms (medians under a load of 10, both engines alike).
 */
export async function collectedPage(
  db: Kysely<DB>,
  dialect: Dialect,
  where: ReturnType<typeof trackWhere>,
  params: Pick<TrackListParams, 'sort_by' | 'sort_dir' | 'per_page'>,
  offset: number,
  throughIndex = false
): Promise<TrackPage | undefined> {
  const { sort_by: column, sort_dir: dir, per_page: perPage } = params
  // The matches' ids and sort keys are counted and sorted first, then only the page's rows are read whole: a genre
  // and dates answer both from their index when the list is sorted by date added.
  const read = (reader: Kysely<DB>) =>
    reader
      .with(
        (cte) => cte('matched').materialized(),
        (qb) =>
          qb
            .selectFrom('tracks')
            .innerJoin('track_play_counts', 'track_play_counts.track_id', 'tracks.id')
            .select(['tracks.id', sql.ref(sortRef(column)).as('key')])
            .where(where)
            .limit(ESTIMATE_ABOVE + 1)
      )
      .with('page', (qb) =>
        qb
          .selectFrom('matched')
          .select(['matched.id', sql<string>`count(*) over ()`.as('list_total')])
          .orderBy('matched.key', dir)
          .orderBy('matched.id', dir)
          .limit(perPage)
          .offset(offset)
      )
      .selectFrom('tracks')
      .innerJoin('track_play_counts', 'track_play_counts.track_id', 'tracks.id')
      .innerJoin('page', 'page.id', 'tracks.id')
      .selectAll('tracks')
      .select(['track_play_counts.play_count', 'page.list_total'])
      .orderBy(sortRef(column), dir)
      .orderBy('tracks.id', dir)
      .execute()
  // `throughIndex`: the planner's estimate is its fixed one for a word it does not know, and its sequential scan for
  // what may be a few matches read every track; the indexes answer a rare or absent word at once.
  const found =
    !throughIndex || dialect !== 'postgres' || db.isTransaction
      ? await read(db)
      : await db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx)
          return read(trx)
        })
  const rows = found.map(({ list_total: _total, ...row }) => row as TrackRow)
  // Past the last page no row carries the number.
  const total =
    found.length > 0 ? Number(found[0].list_total) : offset === 0 ? 0 : await countMatches(db, where)
  return total > ESTIMATE_ABOVE ? undefined : { rows, total }
}

/**
 * A page of the list in ORDER BY … LIMIT … OFFSET form. A page in the second half of a list of known size is read
 * from its far end, so the database skips fewer rows. A page deeper than SEEK_FROM takes its ids first: the sort's index
 * (column, id) answers them alone, where PostgreSQL would read every skipped row from the table. `unfiltered`:
 * `where` keeps every track.
 */
export async function pageOf(
  db: Kysely<DB>,
  where: ReturnType<typeof trackWhere>,
  params: TrackListParams,
  offset: number,
  total: number | undefined,
  { idsFirstFrom = SEEK_FROM, unfiltered = false }: { idsFirstFrom?: number; unfiltered?: boolean } = {}
): Promise<TrackRow[]> {
  const { sort_by: column, sort_dir: dir, per_page: perPage } = params
  const fromEnd = total !== undefined && offset > total / 2 && offset < total
  // The same rows, counted from the last one: NULL release dates sort where the engine puts them either way.
  const order = fromEnd ? (dir === 'desc' ? 'asc' : 'desc') : dir
  const take = fromEnd ? Math.min(perPage, total - offset) : perPage
  const skip = fromEnd ? total - offset - take : offset
  const rowsOf = () => tracksWithPlays(db).selectAll('tracks').select('track_play_counts.play_count')
  let rows: TrackRow[]
  if (skip >= idsFirstFrom)
    rows = await rowsOf()
      .where('tracks.id', 'in', (eb) =>
        // Sorted by plays and nothing else to test, the counts' index alone answers the ids.
        column === 'play_count' && unfiltered
          ? eb
              .selectFrom('track_play_counts')
              .select('track_id')
              .orderBy('play_count', order)
              .orderBy('track_id', order)
              .limit(take)
              .offset(skip)
          : column === 'play_count'
            ? eb
                .selectFrom('tracks')
                .innerJoin('track_play_counts', 'track_play_counts.track_id', 'tracks.id')
                .select('tracks.id')
                .where(where)
                .orderBy(sortRef(column), order)
                .orderBy(tieRef(column), order)
                .limit(take)
                .offset(skip)
            : eb
                .selectFrom('tracks')
                .select('tracks.id')
                .where(where)
                .orderBy(sortRef(column), order)
                .orderBy('tracks.id', order)
                .limit(take)
                .offset(skip)
      )
      .orderBy(sortRef(column), order)
      .orderBy(tieRef(column), order)
      .execute()
  else
    rows = await rowsOf()
      .where(where)
      .orderBy(sortRef(column), order)
      .orderBy(tieRef(column), order)
      .limit(take)
      .offset(skip)
      .execute()
  return fromEnd ? rows.reverse() : rows
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
 * SQLite: the newest ESTIMATE_ABOVE + 1 matches of the keyword's FTS5 query in the text index alone (their number,
 * the lowest of their ids) and the newest track's id: well under a millisecond for a resolved word (keywordTerms.ts).
 */
async function keywordSample(db: Kysely<DB>, query: string): Promise<KeywordSample> {
  const { rows } = await sql<KeywordSample>`select count(*) as n, min(rowid) as low,
      (select max(id) from tracks) as top from (
      select rowid from tracks_fts where tracks_fts match ${query} order by rowid desc limit ${ESTIMATE_ABOVE + 1}
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
  const refs = columns.map((c) => (c === 'play_count' ? sortRef(c) : (`tracks.${c}` as const)))
  const base = () => tracksWithPlays(db).select(refs).where(where)
  const read = (query: { compile(): CompiledQuery }) => reader.rows(query.compile(), columns)
  const byColumn = (extra?: Expression<SqlBool>) =>
    keysetChunks<unknown[]>((after, limit) => {
      let query = base()
      if (extra) query = query.where(() => extra)
      if (after)
        query = query.where(
          sql<SqlBool>`(${sql.ref(sortRef(column))}, ${sql.ref(tieRef(column))}) ${cmp} (${after[keyAt]}, ${after[idAt]})`
        )
      return read(query.orderBy(sortRef(column), dir).orderBy(tieRef(column), dir).limit(limit))
    }, chunk)
  if (column !== 'release_date') return byColumn()
  const undated = keysetChunks<unknown[]>((after, limit) => {
    let query = base().where('release_date', 'is', null)
    if (after) query = query.where('tracks.id', dir === 'desc' ? '<' : '>', after[idAt] as number)
    return read(query.orderBy('tracks.id', dir).limit(limit))
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
  const params = {
    filters: { keyword },
    sort_by: 'play_count',
    sort_dir: 'desc',
    page: 1,
    per_page: limit
  } as const
  const where = trackWhere(dialect, { keyword })
  if (dialect === 'postgres') {
    const estimate = await plannerEstimate(db, where)
    const few = await mayBeFew(db, estimate)
    const collected = few
      ? await collectedPage(db, 'postgres', where, params, 0, estimate > ESTIMATE_ABOVE)
      : undefined
    return collected?.rows ?? pageOf(db, where, params, 0, undefined)
  }
  const tokens = keywordTokens(keyword)
  if (tokens.length === 0) return pageOf(db, where, params, 0, undefined)
  const { query, seekable } = await ftsKeyword(db, tokens)
  const { n } = await keywordSample(db, query)
  if (n === 0) return []
  if (n <= ESTIMATE_ABOVE)
    return pageOf(db, trackWhere(dialect, { keyword }, { query, test: 'set' }), params, 0, undefined)
  if (seekable) {
    const probed = await probeMostPlayed(db, trackWhere(dialect, { keyword }, { query, test: 'seek' }), limit)
    if (probed.length === limit) return probed
  }
  return pageOf(db, trackWhere(dialect, { keyword }, { query, test: 'walk' }), params, 0, undefined)
}

// How many of the most played tracks the search probes for a common keyword before it walks the whole list.
const PROBE = 200

/**
 * SQLite, the navbar search of a common keyword: the sort's index is walked over the PROBE most played tracks only,
 * each tested by FTS5 seeking it in the words' lists (a few microseconds a track), stopping at `limit` matches. When
 * they are `limit`, they are the keyword's most played tracks; otherwise the caller walks the whole list. Collecting
 * the set of the matches of a two-letter prefix first ("mi": 114,000 tracks) cost 20-40 ms by itself.
 */
async function probeMostPlayed(db: Kysely<DB>, where: ReturnType<typeof trackWhere>, limit: number) {
  const rows = await tracksWithPlays(db)
    .selectAll('tracks')
    .select('track_play_counts.play_count')
    .where(
      sql<SqlBool>`(track_play_counts.play_count, track_play_counts.track_id) >= (select play_count, track_id
        from track_play_counts order by play_count desc, track_id desc limit 1 offset ${PROBE - 1})`
    )
    .where(where)
    .orderBy('track_play_counts.play_count', 'desc')
    .orderBy('track_play_counts.track_id', 'desc')
    .limit(limit)
    .execute()
  return rows as TrackRow[]
}

/** One track by id, if any. */
export function findTrack(db: Kysely<DB>, id: number): Promise<TrackRow | undefined> {
  return tracksWithPlays(db)
    .selectAll('tracks')
    .select('track_play_counts.play_count')
    .where('tracks.id', '=', id)
    .executeTakeFirst()
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

/** A new track has no plays (its row of counts is made by migration 0041's trigger). */
export async function insertTrack(trx: Transaction<DB>, values: Insertable<TracksTable>): Promise<TrackRow> {
  return {
    ...(await trx.insertInto('tracks').values(values).returningAll().executeTakeFirstOrThrow()),
    play_count: 0
  }
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

export async function updateTrack(
  trx: Transaction<DB>,
  id: number,
  changes: Updateable<TracksTable>
): Promise<TrackRow> {
  const row = await trx
    .updateTable('tracks')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { ...row, play_count: await playCountOf(trx, id) }
}

/** Deletes a track; answers its row as it was, or undefined when this statement did not find it. */
export async function deleteTrack(trx: Transaction<DB>, id: number): Promise<TrackRow | undefined> {
  const plays = await playCountOf(trx, id)
  const row = await trx.deleteFrom('tracks').where('id', '=', id).returningAll().executeTakeFirst()
  return row && { ...row, play_count: plays }
}

async function playCountOf(trx: Transaction<DB>, id: number): Promise<number> {
  const row = await trx
    .selectFrom('track_play_counts')
    .select('play_count')
    .where('track_id', '=', id)
    .executeTakeFirst()
  return Number(row?.play_count ?? 0)
}

/** One track id as a query of one column, for catalog/trackPlays.ts. */
export const oneTrackId = (id: number) => sql`select cast(${id} as integer)`
