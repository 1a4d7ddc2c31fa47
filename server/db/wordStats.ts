// PostgreSQL: the share of tracks a keyword's word prefixes match, as the planner estimates it (ts_selfuncs.c) from
// the statistics of the words column (migration 0003). They change only when the table is analyzed, so each process
// reads them once a minute and the track list's "about N" needs no EXPLAIN round trip per request.
import { sql, type Kysely } from 'kysely'
import { onceAMinute } from '../jobs/onceAMinute'
import type { DB } from './schema'

// ts_selfuncs.c: DEFAULT_TS_MATCH_SEL, and a prefix's share when there are fewer than 100 common words to go by.
const DEFAULT_MATCH = 0.005
const DEFAULT_PREFIX = DEFAULT_MATCH * 4
const ENOUGH_WORDS = 100

/** The most common words and their shares of the non-null rows; null when the table was never analyzed. */
export type WordStats = {
  words: string[]
  freqs: number[]
  /** The smallest share of a common word. */
  minFreq: number
  /** The share of rows with any common word: 1 - ∏(1 - f), as the planner combines them. */
  anyFreq: number
  nullFrac: number
  /** The table's rows as the planner counts them. */
  rows: number
} | null

/** The statistics as they are now (wordStats remembers them for a minute). */
export async function readWordStats(db: Kysely<DB>): Promise<WordStats> {
  const { rows } = await sql<{
    words: string[] | null
    freqs: number[] | null
    null_frac: number
    rows: number
  }>`
    select most_common_elems::text::text[] as words, most_common_elem_freqs as freqs, null_frac,
      (select greatest(reltuples, 0)::float8 from pg_class where oid = to_regclass(quote_ident(schemaname) || '.tracks')) as rows
    from pg_stats where schemaname = current_schema() and tablename = 'tracks' and attname = 'words'`.execute(
    db
  )
  const row = rows[0]
  if (!row) return null
  // The frequencies end with the smallest and the largest; without that shape the planner ignores them too.
  const words = row.words ?? []
  const freqs = row.freqs ?? []
  const usable = freqs.length === words.length + 2
  let anyFreq = 0
  if (usable) for (const f of freqs.slice(0, words.length)) anyFreq += f - anyFreq * f
  return {
    words: usable ? words : [],
    freqs: usable ? freqs : [],
    minFreq: usable ? freqs[words.length] : 0,
    anyFreq: Math.min(1, Math.max(0, anyFreq)),
    nullFrac: Number(row.null_frac),
    rows: Number(row.rows ?? 0)
  }
}

/** The statistics, read at most once a minute per database. */
export const wordStats = onceAMinute(readWordStats)

/** tsquery_opr_selec for one prefix `token:*`. */
function prefixShare(s: NonNullable<WordStats>, token: string): number {
  if (s.words.length < ENOUGH_WORDS) return DEFAULT_PREFIX
  let matched = 0
  let n = 0
  for (let i = 0; i < s.words.length; i++) {
    if (!s.words[i].startsWith(token)) continue
    const f = s.freqs[i]
    matched += f - matched * f
    n++
  }
  matched = Math.min(1, Math.max(0, matched))
  // The common words' share of the prefix, extrapolated to the rows with none of them.
  const share = matched + (1 - s.anyFreq) * (n / s.words.length)
  return Math.max(Math.min(DEFAULT_MATCH, s.minFreq / 2), share)
}

/** The share of tracks whose words start with each of `tokens` (the list's tsquery `a:* & b:*`), as planned. */
export function wordsShare(stats: WordStats, tokens: string[]): number {
  if (!stats) return DEFAULT_PREFIX ** tokens.length
  return tokens.reduce((share, token) => share * prefixShare(stats, token), 1) * (1 - stats.nullFrac)
}

/**
 * Whether each of `tokens` starts one of the common words. The share of one that starts none is only a floor the
 * planner assumes (it may match no track at all), so a plan must not bet on finding its matches quickly.
 */
export function commonPrefixes(stats: WordStats, tokens: string[]): boolean {
  return !!stats && tokens.every((token) => stats.words.some((word) => word.startsWith(token)))
}
