// The seeded genres as the genres API answers them, for tests of the screens that list them (the track form, the
// filters, bulk edit) without a host that answers /admin/v2/genres: the genres slice's state, preloaded.
import type { GenreEntry } from '@/contracts/catalogue'
import { GENRE_NAMES, GENRES } from '@/contracts/music'

export const seededGenres = (): {
  genres: { data: GenreEntry[]; loading: boolean; error: string | null }
} => ({
  genres: {
    data: GENRES.map((slug, i) => ({ slug, name: GENRE_NAMES[slug], position: i + 1 })),
    loading: false,
    error: null
  }
})
