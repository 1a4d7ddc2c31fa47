// The play history list: the plays of one track (404 when it does not exist) or of every track, a page at a time or
// in keyset chunks for the export.
import type { Kysely } from 'kysely'
import type { PlayHistory } from '../../src/contracts/music'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import { notFound } from '../httpError'
import { playsAfter, playsPage, trackExists, type SortDir } from './repository'

export class PlaysService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect
  ) {}

  private async assertTrack(trackId: number | undefined) {
    if (trackId !== undefined && !(await trackExists(this.db, trackId))) throw notFound(`Track ${trackId}`)
  }

  async page(trackId: number | undefined, page: { page: number; per_page: number; sort_dir: SortDir }) {
    const found = await playsPage(this.db, this.dialect, trackId, page)
    if (!found) throw notFound(`Track ${trackId}`)
    return found
  }

  /** The export's reader of the next chunk after a play, once the track is known to exist. */
  async exportChunk(trackId: number | undefined, dir: SortDir) {
    await this.assertTrack(trackId)
    return (after: PlayHistory | undefined, limit: number) => playsAfter(this.db, trackId, dir, after, limit)
  }
}
