// The stats calls of the music overview (/admin/v2/stats/…): the server in server mode, the fake database in demo.
import { http } from '@/auth/http'
import {
  STATS_PATHS,
  type CatalogueStats,
  type DayListeners,
  type DayPlays,
  type DayUsers,
  type GenrePlays,
  type InRange,
  type StatsRangeQuery,
  type TopArtist,
  type TopTrack
} from '@/contracts/stats'

export type StatsSection =
  'playsPerDay' | 'listenersPerDay' | 'newUsersPerDay' | 'topTracks' | 'topArtists' | 'genres'

export type SectionData = {
  playsPerDay: InRange<DayPlays>
  listenersPerDay: InRange<DayListeners>
  newUsersPerDay: InRange<DayUsers>
  topTracks: InRange<TopTrack>
  topArtists: InRange<TopArtist>
  genres: InRange<GenrePlays>
}

export async function fetchCatalogue(signal?: AbortSignal): Promise<CatalogueStats> {
  const response = await http.get<{ data: CatalogueStats }>(STATS_PATHS.catalogue, { signal })
  return response.data.data
}

export async function fetchSection<S extends StatsSection>(
  section: S,
  range: StatsRangeQuery,
  signal?: AbortSignal
): Promise<SectionData[S]> {
  const response = await http.get<SectionData[S]>(STATS_PATHS[section], { params: range, signal })
  return response.data
}
