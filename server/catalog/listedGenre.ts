// A track's genre is one of the managed genres (genres table): the contract checks its shape, this checks that the
// list holds it (the API server and demo mode's host both run this). Genres are renamed, never removed, so a genre
// found before a write is still listed when it commits.
import type { Kysely, Transaction } from 'kysely'
import { genreSlugOfTag } from '../../src/contracts/catalogue'
import type { DB } from '../db/schema'
import { badRequest } from '../httpError'
import { findGenre, genreNamed } from './genresRepository'

type Db = Kysely<DB> | Transaction<DB>

/** The sentence of a genre the list does not hold, naming the field. */
export const unlistedGenre = (slug: string) =>
  badRequest(`Genre “${slug}” is not in the genre list; choose one of the list.`, [
    { path: 'genre', message: 'Unknown genre' }
  ])

/** 400 naming the field when no managed genre has this slug. */
export async function requireListedGenre(db: Db, slug: string): Promise<void> {
  if (!(await findGenre(db, slug))) throw unlistedGenre(slug)
}

/** The listed genre an audio file's genre tag names ("Hip Hop", "R&B", "Drum & Bass"), by slug or name. */
export async function genreOfTag(db: Db, tag: string | undefined): Promise<string | undefined> {
  const name = tag?.trim()
  if (!name) return undefined
  const slug = genreSlugOfTag(name)
  if (!slug) return undefined
  const found = await genreNamed(db, slug, name, null)
  return found?.slug
}
