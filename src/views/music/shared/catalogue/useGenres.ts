// The managed genres for the track screens (form, filter, bulk edit, list, dashboard): read once for them all, with
// the name each shows. A seeded genre its administrator has not renamed shows its translation; any other, its name.
import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { GenreEntry } from '@/contracts/catalogue'
import { GENRE_NAMES, type Genre } from '@/contracts/music'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchGenres, selectGenres } from './genresSlice'

/** What a genre is called on screen: its translation while it keeps its seeded name, else its managed name. */
export function genreLabel(t: TFunction, slug: string, entry: GenreEntry | undefined): string {
  const seeded = GENRE_NAMES[slug as Genre] as string | undefined
  if (seeded !== undefined && (!entry || entry.name.toLowerCase() === seeded.toLowerCase()))
    return t(`music.genres.${slug}`)
  return entry?.name ?? slug
}

export function useGenres() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { data, loading, error } = useAppSelector(selectGenres)
  useEffect(() => {
    void dispatch(fetchGenres({ ifMissing: true }))
  }, [dispatch])
  const label = useCallback(
    (slug: string) =>
      genreLabel(
        t,
        slug,
        data.find((g) => g.slug === slug)
      ),
    [t, data]
  )
  return { genres: data, loading, error, label }
}
