// The navbar's global search: the best few tracks, playlists and users for a keyword, each group matched the way
// its own list matches (tracks through the catalogue's text index; users and playlists by "contains"). A group the
// caller may not read stays empty.
import type { Kysely } from 'kysely'
import { artistListQuery, releaseListQuery } from '../../src/contracts/catalogue'
import type { SearchResult } from '../../src/contracts/search'
import type { AppAbility } from '../accounts/ability'
import { searchUsers } from '../accounts/userSearchRepository'
import { searchPlaylists, type PlaylistSearchRow } from '../playlists/repository'
import { searchTracks, type TrackRow } from '../catalog/tracksRepository'
import { ArtistsService } from '../catalog/artistsService'
import { ReleasesService } from '../catalog/releasesService'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import { analysisFields, type TrackAnalysisFields } from '../audio/analysisService'

/** The API's track for a stored one (the route signs its audio URL). */
export type TrackOut = (
  row: TrackRow,
  analysis: TrackAnalysisFields | undefined
) => SearchResult['tracks'][number]

const toPlaylist = (row: PlaylistSearchRow) => ({
  ...row,
  is_public: Boolean(row.is_public),
  // The search row shows a playlist's name and size, not its cover mosaic.
  covers: []
})

export class SearchService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly trackOut: TrackOut,
    private readonly limit: number
  ) {}

  async search(q: string, ability: AppAbility): Promise<SearchResult> {
    const { db, dialect, limit } = this
    const page = { page: 1, per_page: limit }
    const [t, p, u, a, r] = await Promise.all([
      searchTracks(db, dialect, q, limit),
      ability.can('read', 'Playlist') ? searchPlaylists(db, dialect, q, limit) : [],
      ability.can('read', 'User') ? searchUsers(db, dialect, q, limit) : [],
      ability.can('read', 'Artist')
        ? new ArtistsService(db, dialect).rows({
            ...artistListQuery.defaults,
            ...page,
            filters: { keyword: q }
          })
        : [],
      ability.can('read', 'Release')
        ? new ReleasesService(db, dialect).rows({
            ...releaseListQuery.defaults,
            ...page,
            filters: { keyword: q }
          })
        : []
    ])
    return {
      q,
      tracks: await this.tracksOut(t),
      playlists: p.map(toPlaylist),
      users: u as SearchResult['users'],
      artists: a,
      releases: r
    }
  }

  /** The found tracks with their analysis status and gain (one query), as the track list answers them. */
  private async tracksOut(rows: TrackRow[]) {
    const fields = await analysisFields(this.db, rows)
    return rows.map((row) => this.trackOut(row, fields.get(row.id)))
  }
}
