// Track queries: filters, keyword search through the engine's text index, sort, and seek-based deep pages.
import {
  CompiledQuery,
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool
} from 'kysely'
import { keywordTokens, likePattern } from '../../src/contracts/keyword'
import type { TrackFilters, TrackListParams } from '../../src/contracts/music'
import { GENERIC_PLAN, type Dialect } from './engine/database'
import { pageWith } from './pageWith'
import type { DB, TracksTable } from './schema'
import { ANCHOR_STEP, type Anchor, type PageAnchors } from './anchors'
import { countTracks, countTracksQuery, trackBand, trackBandQuery } from './trackCounts'
import { commonPrefixes, wordStats, wordsShare, type WordStats } from './wordStats'
import { chunksInTurn, EXPORT_CHUNK, keysetChunks, type Chunks } from '../export/csv'
import type { RowReader } from './engine/rowReader'
import { listMemo } from './listMemo'

export type TrackRow = Omit<TracksTable, 'id'> & { id: number }

/** Every word must start a word of the title, artist or album ("mid" finds "Midnight"). */
function ftsQuery(tokens: string[]): string {
  return tokens.map((t) => `"${t}"*`).join(' ')
}

/**
 * The FTS5 query of a keyword, with each prefix that only one indexed word starts with replaced by that word:
 * "midnight"* becomes "midnight" when no "midnights" exists. The matches are the same, but FTS5 reads one
 * word's list of rows instead of merging the lists of every word in the prefix range first, which for a common
 * word made each count and page several times slower. Only ASCII words longer than the prefix index's 3
 * letters are looked up: FTS5 folds case and diacritics of other letters in its own way. Null when no indexed
 * word starts with one of the looked-up words: then nothing matches, and the index need not be asked.
 */
async function ftsQueryResolved(db: Kysely<DB>, tokens: string[]): Promise<string | null | undefined> {
  if (tokens.length === 0) return undefined
  const parts = await Promise.all(
    tokens.map(async (token) => {
      if (!RESOLVABLE_WORD.test(token)) return `"${token}"*`
      const { rows } = await sql<{ q: string | null }>`select ${resolvedWord(token)} as q`.execute(db)
      return rows[0]?.q ?? null
    })
  )
  return parts.includes(null) ? null : parts.join(' ')
}

/** Words looked up in the index's list of words: ASCII, longer than the prefix index's 3 letters. */
const RESOLVABLE_WORD = /^[a-z0-9]{4,}$/

/** Every indexed word starting with `token` sorts at or after it and before this. */
function prefixEnd(token: string): string {
  return token.slice(0, -1) + String.fromCharCode(token.charCodeAt(token.length - 1) + 1)
}

/** The first indexed word starting with `token`, as a table of one row, or of none when no word does. */
function firstWordStarting(token: string): RawBuilder<unknown> {
  return sql`(select term from tracks_fts_instances where term >= ${token} and term < ${prefixEnd(token)} limit 1)`
}

/**
 * A resolvable word's part of the FTS5 query (see ftsQueryResolved), null when no indexed word starts with it. The
 * instance view seeks to a term; asking it for two distinct terms at once would read every instance of the first.
 * So: the first word of the range, then whether another word follows it (char(1) sorts after the word itself and
 * before any longer word, as words hold only letters and digits), in one expression.
 */
function resolvedWord(token: string): RawBuilder<string | null> {
  const prefix = `"${token}"*`
  return sql<string | null>`(select case
      when exists (select 1 from tracks_fts_instances where term >= first.term || char(1) and term < ${prefixEnd(token)})
      then ${prefix} else '"' || first.term || '"' end
    from ${firstWordStarting(token)} as first)`
}

/** Every word must start a word: "mid:* & ban:*". Words hold only letters and digits, so nothing needs quoting. */
export function tsQuery(tokens: string[]): string {
  return tokens.map((t) => `${t}:*`).join(' & ')
}

/** The ids between which every track passing a list's other filters lies (see idWindow). */
type IdWindow = { lo: number; hi: number }

/**
 * `match`: the keyword's FTS5 query when already resolved (ftsQueryResolved), SQLite only. `window`: the id range
 * of the tracks that pass the other filters (idWindow), so that the text index lists only the matches in it.
 */
export function trackWhere(dialect: Dialect, filters: TrackFilters, match?: string, window?: IdWindow) {
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
        // Literal bounds: FTS5 narrows its list of matches by a rowid range it can see when planning, and
        // scans the whole list when the bounds are parameters (four times slower here). They are integers.
        const inWindow = window
          ? sql` and rowid between ${sql.lit(Math.trunc(window.lo))} and ${sql.lit(Math.trunc(window.hi))}`
          : sql``
        parts.push(
          sql<SqlBool>`tracks.id in (select rowid from tracks_fts where tracks_fts match ${match ?? ftsQuery(tokens)}${inWindow})`
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

const SEEKABLE = new Set(['created_at', 'title', 'artist', 'play_count', 'duration'])
// Sort keys that do not follow the words searched for (a title search sorted by title would walk half the index).
const WALKABLE = new Set(['created_at', 'play_count', 'duration'])

// Keyword searches expected to match more rows than this answer an estimated total (page_meta.total_estimated).
export const ESTIMATE_ABOVE = 1000

// Rows a keyword search may take in rowid order before it falls back to walking the date index.
const INSERTION_ORDER_LIMIT = 200

/**
 * The newest (or oldest) matches of a common keyword without collecting every match. Tracks are stamped with
 * created_at when they are inserted, so rowid order nearly always is date order, and FTS5 yields its matches in
 * rowid order and stops when told. We take the first `offset + perPage` matches by rowid, sort them by
 * (created_at, id), and then prove that no track outside them can rank before the last one: no track at all
 * with a rowid beyond the ones taken sorts before it (one range scan of the date index, about as long as the
 * walk it replaces). When a track was stamped out of order the proof fails and the caller takes the general
 * path, so the answer is always the one ORDER BY would give.
 */
async function byInsertionOrder(
  db: Kysely<DB>,
  match: string,
  dir: TrackListParams['sort_dir'],
  offset: number,
  perPage: number
): Promise<TrackRow[] | undefined> {
  const want = offset + perPage
  const order = sql.raw(dir)
  const taken = await sql<TrackRow>`select * from tracks where id in (
      select rowid from tracks_fts where tracks_fts match ${match} order by rowid ${order} limit ${want}
    ) order by created_at ${order}, id ${order}`.execute(db)
  const rows = taken.rows
  // Fewer than asked for: these are all the matches.
  if (rows.length < want) return rows.slice(offset)
  const last = rows[rows.length - 1]
  const edge = rows.reduce((m, r) => (dir === 'desc' ? Math.min(m, r.id) : Math.max(m, r.id)), rows[0].id)
  const before = dir === 'desc' ? sql`>` : sql`<`
  const beyond = dir === 'desc' ? sql`<` : sql`>`
  const outranked = await sql<{ id: number }>`select id from tracks indexed by tracks_created_at_idx
    where (created_at, id) ${before} (${last.created_at}, ${last.id}) and id ${beyond} ${edge} limit 1`.execute(
    db
  )
  return outranked.rows.length === 0 ? rows.slice(offset) : undefined
}

// A keyword within a date range counts its matches exactly when the range spans at most this many track ids.
const EXACT_WINDOW_IDS = 250_000

/**
 * Ids between which every track passing the filters other than the keyword lies, from the count tables' bounds of
 * the days in the range (migration 0018): undefined without a genre and a date range, null when no track passes.
 * Tracks get their ids in the order they are added, stamped with that date, so a date range is a narrow band of
 * ids and the keyword's matches in it are few, where all its matches can be tens of thousands. The window holds
 * every such track whatever the order of ids and dates: a wider band only makes it less useful, never wrong.
 */
async function idWindow(db: Kysely<DB>, filters: TrackFilters): Promise<IdWindow | null | undefined> {
  // Without a genre the band's tracks are too many to walk one by one (see the caller).
  if (!filters.genre || (!filters.date_from && !filters.date_to)) return undefined
  const band = await trackBand(db, filters)
  if (band.tracks === 0) return null
  return band.lo === null || band.hi === null ? undefined : { lo: band.lo, hi: band.hi }
}

/**
 * The tracks of these ids, in their order. SQLite: the SQL texts by number of ids, as a page is read on every request;
 * PostgreSQL: one text, planned once (an array of ids).
 */
const byIds = new Map<number, string>()
const BY_ID_ARRAY = `select ${GENERIC_PLAN} * from tracks where id = any($1::integer[])`
async function tracksInOrder(
  db: Kysely<DB>,
  ids: number[],
  dialect: Dialect = 'sqlite'
): Promise<TrackRow[]> {
  if (ids.length === 0) return []
  let text = dialect === 'postgres' ? BY_ID_ARRAY : byIds.get(ids.length)
  if (!text) {
    text = `select * from tracks where id in (${ids.map(() => '?').join(', ')})`
    if (ids.length <= 100) byIds.set(ids.length, text)
  }
  const values = dialect === 'postgres' ? [ids] : ids
  const { rows: found } = await db.executeQuery<TrackRow>(CompiledQuery.raw(text, values))
  const byId = new Map(found.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The filters a band's id window depends on (idWindow). */
const bandOf = ({ genre, date_from, date_to, status }: TrackFilters) => ({
  genre,
  date_from,
  date_to,
  status
})

/** An exact page with an estimated total; a short or empty first page knows the exact one. */
function estimatedPage(
  rows: TrackRow[],
  offset: number,
  perPage: number,
  estimate: number
): { rows: TrackRow[]; total: number; estimated?: true } {
  if (rows.length > 0 && rows.length < perPage) return { rows, total: offset + rows.length }
  if (rows.length === 0 && offset === 0) return { rows, total: 0 }
  const total = rows.length === 0 ? Math.min(estimate, offset) : Math.max(estimate, offset + rows.length)
  return { rows, total, estimated: true }
}

/**
 * How many tracks a keyword matches, from its newest matches only: all of them when there are at most
 * ESTIMATE_ABOVE, else an estimate from how far back (in ids, which grow with the date added) the newest
 * ESTIMATE_ABOVE + 1 reach. Counting every match of a common word costs a millisecond or more per request.
 * `all` is the number of tracks in the catalogue (the sum of track_totals' few rows by genre and status, kept with
 * every write like the other count tables), read in the same statement.
 */
async function keywordSample(
  db: Kysely<DB>,
  match: string
): Promise<
  { all: number } & ({ exact: number; estimate?: undefined } | { exact?: undefined; estimate: number })
> {
  const { rows } = await sql<{
    n: number
    low: number | null
    top: number | null
    all: number | null
  }>`select count(*) as n, min(rowid) as low, (select max(id) from tracks) as top,
      (select sum(tracks) from track_totals) as "all" from (
      select rowid from tracks_fts where tracks_fts match ${match} order by rowid desc limit ${ESTIMATE_ABOVE + 1}
    ) newest`.execute(db)
  const n = Number(rows[0]?.n ?? 0)
  const all = Number(rows[0]?.all ?? 0)
  if (n <= ESTIMATE_ABOVE) return { all, exact: n }
  const span = Number(rows[0].top) - Number(rows[0].low) + 1
  return { all, estimate: Math.max(n, Math.round((n * all) / Math.max(span, n))) }
}

// PostgreSQL checks a keyword against every track of a genre's date range when the range holds at most this many.
const BAND_AT_MOST = 20_000

/** A keyword with words, within one genre and a range of dates added. */
function inGenreBand(filters: TrackFilters): boolean {
  return (
    !!filters.keyword &&
    !!filters.genre &&
    !!(filters.date_from || filters.date_to) &&
    keywordTokens(filters.keyword).length > 0
  )
}

/**
 * PostgreSQL: a keyword within a genre's date range, with its exact total. The band's tracks are few (the count
 * tables say how many), and the genre and date index carries their words, status and explicit flag (migration
 * 0013), so each is checked from the index without reading its row: the matches' number and the page's ids come
 * from that one scan, and only the page's rows are read, all in one statement with the band's size (each round
 * trip to the database cost the server about as much CPU as the scan). Left to itself the planner intersected the
 * word index's list of every match in the catalogue with the band, or read the row of every track of the band.
 * Undefined when the band is too wide to scan: the caller's general path then estimates.
 */
async function keywordInBand(
  db: Kysely<DB>,
  filters: TrackFilters,
  where: ReturnType<typeof trackWhere>,
  column: TrackListParams['sort_by'],
  dir: TrackListParams['sort_dir'],
  offset: number,
  perPage: number
): Promise<{ rows: TrackRow[]; total: number } | undefined> {
  const condition = where(expressionBuilder<DB, 'tracks'>())
  const order = sql.raw(dir)
  // Sorted by date the index gives the page's ids; by another column the matches' rows are read to sort them.
  const pageIds =
    column === 'created_at'
      ? sql`select id from matched order by created_at ${order}, id ${order} limit ${perPage} offset ${offset}`
      : sql`select id from tracks where id in (select id from matched)
          order by ${sql.ref(column)} ${order}, id ${order} limit ${perPage} offset ${offset}`
  // The count tables know genre, days and status; the explicit flag only narrows the band further. A band too
  // wide is not scanned (a one-time filter of the plan): it answers its size, no match and no row.
  const { rows, extra } = await pageWith<
    TrackRow,
    { list_band: number | string | null; list_matched: number }
  >(db, {
    with: sql`band as (${trackBandQuery(filters)}), matched as materialized (
      select id, created_at from tracks where (select n from band) <= ${BAND_AT_MOST} and ${condition}
    )`,
    extra: sql`select (select n from band) as list_band, (select count(*) from matched) as list_matched`,
    page: db
      .selectFrom('tracks')
      .selectAll()
      .where(sql<SqlBool>`id in (${pageIds})`),
    column,
    dir
  })
  if (Number(extra.list_band ?? 0) > BAND_AT_MOST) return undefined
  return { rows, total: Number(extra.list_matched) }
}

type Page = { rows: TrackRow[]; total: number; estimated?: true }

/**
 * PostgreSQL: a page whose ids and total depend on no play count, its ids and total kept until the tracks' version
 * moves (db/listMemo.ts); the rows themselves are read on each request, as their play counts change.
 */
async function keptPage(db: Kysely<DB>, key: string, compute: () => Promise<Page>): Promise<Page> {
  const remember = await listMemo(db)
  let fresh: Page | undefined
  const kept = await remember(
    `page ${key}`,
    async () => {
      fresh = await compute()
      return { ids: fresh.rows.map((row) => row.id), total: fresh.total, estimated: fresh.estimated }
    },
    (page) => page.ids.length
  )
  if (fresh) return fresh
  const rows = await tracksInOrder(db, kept.ids, 'postgres')
  return kept.estimated ? { rows, total: kept.total, estimated: true } : { rows, total: kept.total }
}

/**
 * PostgreSQL, sorted by date: a keyword within a genre's date range (as keywordInBand), every match's id in date
 * order kept until the tracks' version moves (db/listMemo.ts): the total is their number and the page a slice of
 * them. Undefined when the band is too wide to scan.
 */
async function keptBandPage(
  db: Kysely<DB>,
  filters: TrackFilters,
  where: ReturnType<typeof trackWhere>,
  dir: TrackListParams['sort_dir'],
  offset: number,
  perPage: number
): Promise<Page | undefined> {
  const remember = await listMemo(db)
  const matches = await remember(
    `band ${JSON.stringify([filters, dir])}`,
    async () => {
      const order = sql.raw(dir)
      const { rows } = await sql<{ band: number | string | null; ids: (number | string)[] | null }>`
        with band as (${trackBandQuery(filters)})
        select (select n from band) as band, array(
          select id from (select id, created_at from tracks
            where (select n from band) <= ${BAND_AT_MOST} and ${where(expressionBuilder<DB, 'tracks'>())}) matched
          order by created_at ${order}, id ${order}) as ids`.execute(db)
      const found = rows[0]
      return Number(found?.band ?? 0) > BAND_AT_MOST ? null : (found?.ids ?? []).map(Number)
    },
    (ids) => ids?.length ?? 1
  )
  if (!matches) return undefined
  const ids = matches.slice(offset, offset + perPage)
  return { rows: await tracksInOrder(db, ids, 'postgres'), total: matches.length }
}

/**
 * PostgreSQL: whether a page of a list without a keyword has one best plan whatever the values. Without filters it
 * walks the sort's index; sorted by date with a genre and/or dates, the date index or the genre and date index.
 * (A range of dates sorted by plays, say, is best read by date when narrow and by plays when wide.)
 */
function planStable(filters: TrackFilters, column: TrackListParams['sort_by']): boolean {
  if (filters.keyword || filters.status || filters.explicit !== undefined) return false
  return column === 'created_at' || (!filters.genre && !filters.date_from && !filters.date_to)
}

/**
 * PostgreSQL: a page of a keyword's matches and its total in one statement. The planner's estimate of the matches
 * (the words' statistics, wordsShare, times the tracks that the other filters but the explicit flag keep, by the
 * count tables) decides: above ESTIMATE_ABOVE the page says "about N", as an exact count visits every matching row
 * in the heap (about 150 ms for 30,000 matches here); at most that, the statement counts the matches too (only
 * then: a CASE evaluates the count's subquery only when its branch is taken). A short page gives the exact total.
 * A rare keyword alone, sorted by a walkable index, collects its matches from the words index and sorts them in a
 * statement planned once (GENERIC_PLAN): the planner walked the sort's index for a word it had no statistics for,
 * reading every track when it matched none (seconds). A common one keeps the plan made for its values: the same
 * walk, which stops after the page, made once without the values it started parallel workers or read all matches.
 */
async function keywordPage(
  db: Kysely<DB>,
  list: {
    filters: TrackFilters
    keywordOnly: boolean
    tokens: string[]
    where: ReturnType<typeof trackWhere>
    page: Expression<unknown>
    column: TrackListParams['sort_by']
    dir: TrackListParams['sort_dir']
    offset: number
    perPage: number
  }
): Promise<{ rows: TrackRow[]; total: number; estimated?: true }> {
  const { keyword: _keyword, ...others } = list.filters
  const stats = await wordStats(db)
  const share = wordsShare(stats, list.tokens)
  const condition = list.where(expressionBuilder<DB, 'tracks'>())
  const walk = commonPrefixes(stats, list.tokens) && walks(stats, share, list.offset + list.perPage)
  const collect = list.keywordOnly && WALKABLE.has(list.column) && !walk
  const order = sql.raw(list.dir)
  // OFFSET 0 keeps the sort's index out of reach of a plan made without the words.
  const collected = sql`(select * from (select * from tracks where ${condition} offset 0) tracks
    order by ${sql.ref(list.column)} ${order}, id ${order} limit ${list.perPage} offset ${list.offset})`
  const { rows, extra } = await pageWith<TrackRow, { list_estimate: number; list_total: number | null }>(db, {
    generic: collect,
    extra: sql`select estimate as list_estimate, case when estimate > ${ESTIMATE_ABOVE} then null
        else (select count(*) from tracks where ${condition}) end as list_total
      from (select ${share}::float8 * coalesce(n, 0) as estimate from (${countTracksQuery(others)}) kept) planned`,
    page: collect ? collected : list.page,
    column: list.column,
    dir: list.dir
  })
  if (extra.list_total !== null) return { rows, total: Number(extra.list_total) }
  return estimatedPage(rows, list.offset, list.perPage, Math.round(Number(extra.list_estimate)))
}

/**
 * Whether walking an index for the first `rows` matches of a keyword matching `share` of the tracks beats collecting
 * all its matches: the walk reads about rows / share tracks, the collection share × tracks. Without statistics, no;
 * nor for a word the statistics do not know (commonPrefixes): walking for one that matches nothing reads every track.
 */
function walks(stats: WordStats, share: number, rows: number): boolean {
  return !!stats && stats.rows > 0 && share >= Math.sqrt(rows / stats.rows)
}

export async function listTracks(
  db: Kysely<DB>,
  dialect: Dialect,
  anchors: PageAnchors,
  params: TrackListParams
): Promise<{ rows: TrackRow[]; total: number; estimated?: true }> {
  const { filters, sort_by: column, sort_dir: dir, page, per_page: perPage } = params
  const keywordOnly =
    !filters.genre &&
    !filters.status &&
    filters.explicit === undefined &&
    !filters.date_from &&
    !filters.date_to &&
    !!filters.keyword
  const tokens = filters.keyword ? keywordTokens(filters.keyword) : []
  // SQLite: what the keyword's answers learn from the tracks alone is kept until they change (db/listMemo.ts).
  const remember = dialect === 'sqlite' && tokens.length > 0 ? await listMemo(db) : undefined
  const match = remember
    ? await remember(`query ${tokens.join(' ')}`, () => ftsQueryResolved(db, tokens))
    : undefined
  const window =
    match && !keywordOnly
      ? await remember!(`window ${JSON.stringify(bandOf(filters))}`, () => idWindow(db, filters))
      : undefined
  if (match === null || window === null) return { rows: [], total: 0 }
  const where = trackWhere(dialect, filters, match, window)
  const key = JSON.stringify([filters, column, dir])
  const base = () => db.selectFrom('tracks').where(where).orderBy(column, dir).orderBy('id', dir)
  const offset = (page - 1) * perPage
  // Without a keyword the count tables of migration 0008 hold the exact total; a keyword needs its matches counted.
  // The count tables know genre, day and status; the explicit flag is counted from the rows.
  const totalQuery = () =>
    !filters.keyword && filters.explicit === undefined
      ? countTracksQuery(filters)
      : sql<{ n: number }>`select count(*) as n from tracks where ${where(expressionBuilder<DB, 'tracks'>())}`
  const countRows = async () => Number((await totalQuery().execute(db)).rows[0]?.n ?? 0)
  const pageRows = () => base().selectAll().limit(perPage).offset(offset)

  if (window && window.hi - window.lo < EXACT_WINDOW_IDS && offset < ANCHOR_STEP) {
    // A keyword in a narrow date range: its matches in the window are few, so the total is exact and the page
    // walks the date index (when sorted by date) checking each track against them.
    const index = sql.raw('tracks_genre_created_idx')
    const condition = () => where(expressionBuilder<DB, 'tracks'>())
    if (column === 'created_at') {
      // Every match in date order from the index alone (it holds the ids): their number is the total, and the
      // page is a slice of them.
      const matches = await remember!(
        `band ${JSON.stringify([filters, dir])}`,
        async () => {
          const { rows } = await sql<{
            id: number
          }>`select id from tracks indexed by ${index} where ${condition()}
            order by created_at ${sql.raw(dir)}, id ${sql.raw(dir)}`.execute(db)
          return rows.map((r) => r.id)
        },
        (ids) => ids.length
      )
      return { rows: await tracksInOrder(db, matches.slice(offset, offset + perPage)), total: matches.length }
    }
    const counted = sql<{
      n: number
    }>`select count(*) as n from tracks indexed by ${index} where ${condition()}`
      .execute(db)
      .then((r) => Number(r.rows[0]?.n ?? 0))
    const [rows, total] = await Promise.all([pageRows().execute(), counted])
    return { rows, total }
  }

  if (match && offset < ANCHOR_STEP) {
    const sample = remember
      ? await remember(`sample ${match}`, () => keywordSample(db, match))
      : await keywordSample(db, match)
    if (keywordOnly && sample.exact !== undefined) {
      const total = sample.exact
      const rows = offset < total ? await pageRows().execute() : []
      return { rows, total }
    }
    if (sample.estimate !== undefined) {
      // A broad keyword: "about N", N from the sample scaled by the share of the catalogue the other filters keep
      // (the count tables); the page itself is exact. Walking the sort index and stopping after one page beats
      // fetching and sorting every match.
      const all = sample.all
      const share = keywordOnly || all === 0 ? 1 : (await countTracks(db, filters)) / all
      const estimate = Math.round(sample.estimate * share)
      let rows: TrackRow[] | undefined
      if (keywordOnly && column === 'created_at' && offset + perPage <= INSERTION_ORDER_LIMIT) {
        // The page's ids are kept (none when the proof failed); its rows are read each time, play counts change.
        let fresh: TrackRow[] | undefined
        const ids = await remember!(
          `newest ${match} ${dir} ${offset} ${perPage}`,
          async () => {
            fresh = await byInsertionOrder(db, match, dir, offset, perPage)
            return fresh?.map((row) => row.id)
          },
          (ids) => ids?.length ?? 1
        )
        rows = fresh ?? (ids && (await tracksInOrder(db, ids)))
      }
      if (!rows && keywordOnly && WALKABLE.has(column))
        rows = (
          await sql<TrackRow>`select * from tracks indexed by ${sql.raw(`tracks_${column}_idx`)}
            where id in (select rowid from tracks_fts where tracks_fts match ${match})
            order by ${sql.ref(column)} ${sql.raw(dir)}, id ${sql.raw(dir)} limit ${perPage} offset ${offset}`.execute(
            db
          )
        ).rows
      if (!rows && !keywordOnly && column === 'created_at') {
        // Left to itself SQLite walks every match of the keyword and sorts them; walking the date index of the
        // other filters and checking each row against the matches stops after one page.
        const index = sql.raw(filters.genre ? 'tracks_genre_created_idx' : 'tracks_created_at_idx')
        rows = (
          await sql<TrackRow>`select * from tracks indexed by ${index}
            where ${where(expressionBuilder<DB, 'tracks'>())}
            order by created_at ${sql.raw(dir)}, id ${sql.raw(dir)} limit ${perPage} offset ${offset}`.execute(
            db
          )
        ).rows
      }
      rows ??= await pageRows().execute()
      return estimatedPage(rows, offset, perPage, estimate)
    }
  }

  if (dialect === 'postgres' && offset < ANCHOR_STEP && inGenreBand(filters)) {
    const page =
      column === 'created_at'
        ? await keptBandPage(db, filters, where, dir, offset, perPage)
        : await keywordInBand(db, filters, where, column, dir, offset, perPage)
    if (page) return page
  }

  if (dialect === 'postgres' && filters.keyword && offset < ANCHOR_STEP) {
    const tokens = keywordTokens(filters.keyword)
    const page = () =>
      keywordPage(db, {
        filters,
        keywordOnly,
        tokens,
        where,
        page: pageRows(),
        column,
        dir,
        offset,
        perPage
      })
    // Sorted by plays the page moves with every play; by any other column only with the tracks' version.
    if (tokens.length > 0)
      return column === 'play_count' ? page() : keptPage(db, `${key} ${offset} ${perPage}`, page)
    // A keyword without words matches as a substring, which the words' statistics know nothing of: the planner is
    // asked. When it expects many matches the page says "about N" instead of counting them.
    const plan = await db
      .selectFrom('tracks')
      .where(where)
      .select(sql`1`.as('one'))
      .explain('json')
    const estimate = Math.round(Number(plan[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0))
    if (estimate > ESTIMATE_ABOVE) return estimatedPage(await pageRows().execute(), offset, perPage, estimate)
  }

  if (offset >= ANCHOR_STEP && SEEKABLE.has(column)) {
    const index = Math.floor(offset / ANCHOR_STEP)
    const cmp = dir === 'desc' ? sql`<=` : sql`>=`
    const fromAnchor = (anchor: Anchor) =>
      base()
        .where(sql<SqlBool>`(${sql.ref(column)}, id) ${cmp} (${anchor.value}, ${anchor.id})`)
        .selectAll()
        .limit(perPage)
        .offset(offset - index * ANCHOR_STEP)
    // PostgreSQL: remembered anchors are used at once, the shared version read in the page's statement; a version
    // changed since they were remembered drops them, and the page is answered as below.
    const remembered = dialect === 'postgres' ? anchors.remembered(key) : undefined
    const known = remembered?.entry.anchors[index]
    if (remembered && known) {
      const { rows, extra } = await pageWith<TrackRow, { list_version: string | null }>(db, {
        generic: planStable(filters, column),
        extra: sql`select ${remembered.version} as list_version`,
        page: fromAnchor(known),
        column,
        dir
      })
      if (anchors.confirm(extra.list_version)) return { rows, total: remembered.entry.total }
    }
    const entry = await anchors.anchors(key, async () => {
      const result = await sql<{ v: string | number; id: number; rn: number }>`
        select v, id, rn from (
          select ${sql.ref(column)} as v, id, row_number() over (order by ${sql.ref(column)} ${sql.raw(dir)}, id ${sql.raw(dir)}) as rn
          from tracks where ${where(expressionBuilder<DB, 'tracks'>())}
        ) numbered where (rn - 1) % ${ANCHOR_STEP} = 0 or rn = 1 order by rn`.execute(db)
      const list: Anchor[] = result.rows.map((r) => ({ value: r.v, id: Number(r.id) }))
      return { total: list.length === 0 ? 0 : await countRows(), anchors: list }
    })
    const anchor = entry.anchors[index]
    if (!anchor) return { rows: [], total: entry.total }
    return { rows: await fromAnchor(anchor).execute(), total: entry.total }
  }

  if (dialect === 'postgres') {
    const { rows, extra } = await pageWith<TrackRow, { list_total: number | string | null }>(db, {
      generic: planStable(filters, column),
      extra: sql`select n as list_total from (${totalQuery()}) counted`,
      page: pageRows(),
      column,
      dir
    })
    return { rows, total: Number(extra.list_total ?? 0) }
  }
  const [rows, total] = await Promise.all([pageRows().execute(), countRows()])
  return { rows, total }
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

// A keyword with at most this many matches is ranked by sorting its matches; a commoner one by walking the plays index.
const SEARCH_SORT_AT_MOST = 200
// The most played tracks checked one by one before the keyword's matches are looked up in the text index instead.
const SEARCH_PROBE_ROWS = 400

const ASCII_WORD = /^[a-z0-9]+$/

/**
 * ftsQueryResolved's query as an SQL expression, which SQLite evaluates once per statement, and only if a row
 * needs it: the probe below seldom does, and the two lookups per word cost more than its walk.
 */
function resolvedInSql(tokens: string[]): RawBuilder<string> {
  const parts = tokens.map((token) => {
    const prefix = `"${token}"*`
    return RESOLVABLE_WORD.test(token) ? sql`coalesce(${resolvedWord(token)}, ${prefix})` : sql`${prefix}`
  })
  return sql<string>`(${sql.join(parts, sql` || ' ' || `)})`
}

/**
 * Whether a track's title, artist or album has a word starting with each of the keyword's words, tested on its
 * text where that gives FTS5's answer, and through the text index only where it may not (each question to FTS5
 * costs microseconds; asked of hundreds of tracks they were most of a search's time). FTS5's unicode61 tokenizer
 * lower-cases ASCII and splits it at anything but letters and digits, so in text of ASCII only (as many bytes as
 * characters) an ASCII word starts a word exactly where, in the lower-cased text, it follows a character other
 * than a letter or digit, or the start. LIKE first: it is cheaper than GLOB, and most tracks fail it. Text with
 * other characters (whose case and diacritics the index folds its own way) goes to the index, and so does every
 * track when a word of the keyword is not ASCII (the index folds "café" to "cafe").
 */
function startsWords(
  tokens: string[],
  match: RawBuilder<string>,
  row: RawBuilder<unknown>
): RawBuilder<SqlBool> {
  const text = sql`(title || ' ' || artist || ' ' || album)`
  const indexed = sql<SqlBool>`exists (select 1 from tracks_fts where tracks_fts match ${match} and rowid = ${row})`
  const ascii = tokens.filter((token) => ASCII_WORD.test(token))
  const unlike = ascii.map((token) => sql`when ${text} not like ${`%${token}%`} then 0`)
  const verdict =
    ascii.length === tokens.length
      ? sql.join(
          ascii.map((token) => sql`(' ' || lower(${text})) glob ${`*[^a-z0-9]${token}*`}`),
          sql` and `
        )
      : indexed
  return sql<SqlBool>`case when octet_length(${text}) <> length(${text}) then ${indexed}
    ${sql.join(unlike, sql` `)} else ${verdict} end`
}

/**
 * The `limit` most played tracks of the keyword if they are among the SEARCH_PROBE_ROWS most played of all, in
 * one statement: it walks the plays index from the top, stopping at the `limit`th match or at the
 * SEARCH_PROBE_ROWS-th track. Fewer rows when they are not (or when the catalogue holds fewer tracks than that:
 * it has no such track to stop at). When an ASCII word of the keyword starts no indexed word (a typo, or a word
 * still being typed), the index's list of words says so and the LIMIT is 0: SQLite then does not walk at all.
 * (The same test in the WHERE clause was made for each track walked.)
 */
async function probeMostPlayed(db: Kysely<DB>, tokens: string[], limit: number): Promise<TrackRow[]> {
  const known = tokens
    .filter((token) => ASCII_WORD.test(token))
    .map((token) => sql`${firstWordStarting(token)} is not null`)
  const rowLimit = known.length
    ? sql`case when ${sql.join(known, sql` and `)} then ${limit} else 0 end`
    : sql`${limit}`
  const { rows } = await sql<TrackRow>`select * from tracks as top indexed by tracks_play_count_idx
    where (play_count, id) >= (
        select play_count, id from tracks indexed by tracks_play_count_idx
        order by play_count desc, id desc limit 1 offset ${SEARCH_PROBE_ROWS - 1}
      )
      and ${startsWords(tokens, resolvedInSql(tokens), sql`top.id`)}
    order by play_count desc, id desc limit ${rowLimit}`.execute(db)
  return rows
}

/**
 * The navbar search's tracks: the `limit` most played tracks of the keyword, ties by newer id — the order of the
 * track list sorted by plays, descending — without counting the matches. On SQLite a common word is found among
 * the most played tracks in one walk of the plays index; a rare word's few matches are sorted directly; only a
 * word in between builds the set of its matches. A keyword without words takes the list's path, which is also
 * PostgreSQL's here: the search route answers a keyword with words in db/searchPostgres.ts.
 */
export async function searchTracks(
  db: Kysely<DB>,
  dialect: Dialect,
  anchors: PageAnchors,
  keyword: string,
  limit: number
): Promise<TrackRow[]> {
  const tokens = keywordTokens(keyword)
  // A word that is not ASCII is checked through the text index in every track the probe walks, each costing more
  // than the walk: such a keyword probes only once it is known to be common.
  const asciiOnly =
    dialect === 'sqlite' && tokens.length > 0 && tokens.every((token) => ASCII_WORD.test(token))
  if (asciiOnly) {
    const probed = await probeMostPlayed(db, tokens, limit)
    if (probed.length === limit) return probed
  }
  const match = dialect === 'sqlite' ? await ftsQueryResolved(db, tokens) : undefined
  if (match === null) return []
  if (!match) {
    const params: TrackListParams = {
      filters: { keyword },
      sort_by: 'play_count',
      sort_dir: 'desc',
      page: 1,
      per_page: limit
    }
    return (await listTracks(db, dialect, anchors, params)).rows
  }
  // Counted in SQL, not read out: turning a common word's first 201 matches into rows cost more than the count.
  const counted = await sql<{ n: number }>`select count(*) as n from (
      select rowid from tracks_fts where tracks_fts match ${match} limit ${SEARCH_SORT_AT_MOST + 1}
    ) first`.execute(db)
  const matches = Number(counted.rows[0]?.n ?? 0)
  if (matches === 0) return []
  if (matches <= SEARCH_SORT_AT_MOST) {
    const found = await sql<{
      id: number
    }>`select rowid as id from tracks_fts where tracks_fts match ${match}`.execute(db)
    const ids = found.rows.map((r) => r.id)
    if (ids.length === 0) return []
    return (
      await sql<TrackRow>`select * from tracks where id in (${sql.join(ids)})
        order by play_count desc, id desc limit ${limit}`.execute(db)
    ).rows
  }
  if (!asciiOnly) {
    const probed = await probeMostPlayed(db, tokens, limit)
    if (probed.length === limit) return probed
  }
  const walked = await sql<TrackRow>`select * from tracks indexed by tracks_play_count_idx
    where id in (select rowid from tracks_fts where tracks_fts match ${match})
    order by play_count desc, id desc limit ${limit}`.execute(db)
  return walked.rows
}
