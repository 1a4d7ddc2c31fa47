// The genres calls on the one HTTP client: the list, an administrator's new genre and rename.
import { http } from '@/auth/http'
import { CATALOGUE_PATHS, type GenreEntry, type GenreInput } from '@/contracts/catalogue'
import type { One } from '@/contracts/list'

export async function fetchGenreList(signal?: AbortSignal): Promise<GenreEntry[]> {
  return (await http.get<{ data: GenreEntry[] }>(CATALOGUE_PATHS.genres, { signal })).data.data
}

/** A new genre (no slug), or a new name for the genre of `slug`. */
export async function saveGenre(slug: string | undefined, input: GenreInput): Promise<GenreEntry> {
  const response =
    slug === undefined
      ? await http.post<One<GenreEntry>>(CATALOGUE_PATHS.genres, input)
      : await http.put<One<GenreEntry>>(CATALOGUE_PATHS.genre(slug), input)
  return response.data.data
}
