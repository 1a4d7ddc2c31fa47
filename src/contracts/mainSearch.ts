// The template's search data and bookmarks (spec §3 "Search page item", spec §7 /api/main-search and /api/bookmarks):
// shared by the fake database and the navbar's search panel and star menu.
import { z } from 'zod'

export const MAIN_SEARCH_PATHS = {
  data: '/api/main-search/data',
  bookmarks: '/api/bookmarks/data',
  bookmarkUpdate: '/api/bookmarks/update'
} as const

/** A page the search and the star menu offer: `title` is the English name, `id` its translation key. */
export type SearchPage = {
  id: string
  target: string
  isBookmarked: boolean
  title: string
  icon: string
  link: string
  collapsed?: boolean
}
export type SearchFile = { title: string; by: string; size: string; file: string }
export type SearchContact = { title: string; email: string; img: string; date: string }
export type SearchGroup =
  | { groupTitle: 'Pages'; searchLimit: number; data: SearchPage[] }
  | { groupTitle: 'Files'; searchLimit: number; data: SearchFile[] }
  | { groupTitle: 'Contacts'; searchLimit: number; data: SearchContact[] }
export type MainSearchData = { searchArr: SearchGroup[] }
export type BookmarksData = { suggestions: SearchPage[]; bookmarks: SearchPage[] }

export const bookmarkUpdateSchema = z.object({ id: z.string().min(1, 'id is required').max(100) }).strict()
