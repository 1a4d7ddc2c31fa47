// The calls of the navbar search and the star menu: the template's pages, files and contacts, the bookmarks, and
// the music search of the API server (the fake database answers it in demo mode).
import { http } from '@/auth/http'
import {
  MAIN_SEARCH_PATHS,
  type BookmarksData,
  type MainSearchData,
  type SearchPage
} from '@/contracts/mainSearch'
import { SEARCH_PATH, type SearchResult } from '@/contracts/search'

export async function fetchMainSearchData(): Promise<MainSearchData> {
  return (await http.get<MainSearchData>(MAIN_SEARCH_PATHS.data)).data
}

export async function fetchMusicSearch(q: string, signal?: AbortSignal): Promise<SearchResult> {
  return (await http.get<{ data: SearchResult }>(SEARCH_PATH, { params: { q }, signal })).data.data
}

export async function fetchBookmarkData(): Promise<BookmarksData> {
  return (await http.get<BookmarksData>(MAIN_SEARCH_PATHS.bookmarks)).data
}

export async function postBookmarkToggle(id: string): Promise<SearchPage> {
  return (await http.post<{ page: SearchPage }>(MAIN_SEARCH_PATHS.bookmarkUpdate, { id })).data.page
}
