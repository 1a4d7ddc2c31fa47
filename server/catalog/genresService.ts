// The managed genres: an administrator adds one (its slug made from its name, at the end of the list) or renames
// one (its slug, which tracks store, stays). A name or slug another genre has is a 409 naming it; each write keeps
// its audit row in its transaction.
import type { Kysely, Transaction } from 'kysely'
import { genreSlug, type GenreEntry } from '../../src/contracts/catalogue'
import { recordAudit, type AuditOrigin } from '../audit/record'
import { inTransaction } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { HttpError, notFound } from '../httpError'
import { findGenre, genreNamed, insertGenre, listGenres, renameGenre } from './genresRepository'

export class GenresService {
  constructor(private readonly db: Kysely<DB>) {}

  list = () => listGenres(this.db)

  /** 409 when another genre has this name (in any case) or the slug it makes. */
  private async checkFree(trx: Transaction<DB>, slug: string, name: string, exceptSlug: string | null) {
    const holder = await genreNamed(trx, slug, name, exceptSlug)
    if (holder)
      throw new HttpError(409, `The genre “${holder.name}” exists already.`, [
        { path: 'name', message: 'Duplicate genre', slug: holder.slug }
      ])
  }

  create(input: { name: string }, origin: AuditOrigin): Promise<GenreEntry> {
    const slug = genreSlug(input.name)
    return inTransaction(this.db, async (trx) => {
      await this.checkFree(trx, slug, input.name, null)
      const genre = await insertGenre(trx, slug, input.name, new Date().toISOString())
      await recordAudit(trx, origin, { action: 'create', entity: 'genre', entityId: slug, after: genre })
      return genre
    })
  }

  rename(slug: string, input: { name: string }, origin: AuditOrigin): Promise<GenreEntry> {
    return inTransaction(this.db, async (trx) => {
      const before = await findGenre(trx, slug)
      if (!before) throw notFound(`Genre ${slug}`)
      await this.checkFree(trx, genreSlug(input.name), input.name, slug)
      const genre = await renameGenre(trx, slug, input.name)
      if (!genre) throw notFound(`Genre ${slug}`)
      await recordAudit(trx, origin, {
        action: 'update',
        entity: 'genre',
        entityId: slug,
        before,
        after: genre
      })
      return genre
    })
  }
}
