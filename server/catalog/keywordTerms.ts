// SQLite: the FTS5 query of a keyword's words. FTS5 answers a prefix ("midnight"*) by merging the lists of tracks of
// every indexed word in the prefix's range into memory first, before it returns a row; a single word ("midnight") it
// reads lazily, and it can seek in that list to one track. So a word typed that only one indexed word starts with is
// searched as that word: the same tracks, read once instead of merged. Migration 0032's view of the dictionary
// answers "which words start with this" by seeking, without reading any list of tracks (docs/performance.md).
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'

export type FtsKeyword = {
  /** The FTS5 MATCH text: every word must start a word (or be it, when resolved) of the title, artist or album. */
  query: string
  /**
   * Whether FTS5 can test one track against the query by seeking in one list per word: each word is resolved to one
   * indexed word, or is 2 or 3 letters long (the prefix index of migration 0002, `prefix='2 3'`).
   */
  seekable: boolean
}

/** Every word must start a word of the title, artist or album ("mid" finds "Midnight"). */
export function prefixQuery(tokens: string[]): string {
  return tokens.map((t) => `"${t}"*`).join(' ')
}

// The dictionary holds words as the tokenizer folded them (lower case, no diacritics); for these characters the
// folding changes nothing, so a range of the dictionary is exactly the words the prefix finds.
const PLAIN = /^[a-z0-9]+$/

/** The first word after every word that starts with `prefix` (a plain prefix: its last character is not 'z' + 1). */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
}

/**
 * The one indexed word that starts with `token`, if there is exactly one. The view seeks on `>=` only (`>` reads every
 * occurrence of the first word before the next: 2 ms for "midnight"); no word has a character below char(1).
 */
async function onlyCompletion(db: Kysely<DB>, token: string): Promise<string | undefined> {
  if (!PLAIN.test(token)) return undefined
  const end = prefixEnd(token)
  const { rows } = await sql<{ term: string; more: number }>`
    select first.term, exists (select 1 from tracks_fts_terms where term >= first.term || char(1) and term < ${end}) as more
    from (select term from tracks_fts_terms where term >= ${token} and term < ${end} limit 1) first`.execute(
    db
  )
  const row = rows[0]
  return row && !row.more ? row.term : undefined
}

/** SQLite: the MATCH text of a keyword's words (at least one), each resolved to its only completion if it has one. */
export async function ftsKeyword(db: Kysely<DB>, tokens: string[]): Promise<FtsKeyword> {
  const words = await Promise.all(tokens.map((token) => onlyCompletion(db, token)))
  return {
    query: tokens.map((token, i) => (words[i] ? `"${words[i]}"` : `"${token}"*`)).join(' '),
    seekable: tokens.every((token, i) => words[i] !== undefined || token.length === 2 || token.length === 3)
  }
}
