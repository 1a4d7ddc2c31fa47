// The navbar search's template data and the bookmarks (spec §7):
//   GET  /api/main-search/data   → 200 { searchArr: [Pages, Files, Contacts] }, each with searchLimit 4
//   GET  /api/bookmarks/data     → 200 { suggestions: every page, bookmarks: the bookmarked ones }
//   POST /api/bookmarks/update   { id } → 200 { page }: toggles the page's bookmark (400 without an id, 404 unknown)
import type MockAdapter from 'axios-mock-adapter'
import {
  MAIN_SEARCH_PATHS,
  bookmarkUpdateSchema,
  type BookmarksData,
  type MainSearchData
} from '@/contracts/mainSearch'
import { SEARCH_GROUP_LIMIT } from '@/contracts/search'
import { on, type MockRequest, type MockResponse } from '../mock'
import { searchDb } from './data'

export function mainSearchData(): MockResponse {
  const body: MainSearchData = {
    searchArr: [
      { groupTitle: 'Pages', searchLimit: SEARCH_GROUP_LIMIT, data: searchDb.pages },
      { groupTitle: 'Files', searchLimit: SEARCH_GROUP_LIMIT, data: searchDb.files },
      { groupTitle: 'Contacts', searchLimit: SEARCH_GROUP_LIMIT, data: searchDb.contacts }
    ]
  }
  return [200, body]
}

export function bookmarksData(): MockResponse {
  const body: BookmarksData = {
    suggestions: searchDb.pages,
    bookmarks: searchDb.pages.filter((p) => p.isBookmarked)
  }
  return [200, body]
}

export function updateBookmark(request: MockRequest): MockResponse {
  const parsed = bookmarkUpdateSchema.safeParse(request.body ?? {})
  if (!parsed.success) return [400, { error: parsed.error.issues[0]?.message ?? 'id is required' }]
  const page = searchDb.pages.find((p) => p.id === parsed.data.id)
  if (!page) return [404, { error: 'This page does not exist.' }]
  page.isBookmarked = !page.isBookmarked
  return [200, { page }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', MAIN_SEARCH_PATHS.data, mainSearchData)
  on(mock, 'get', MAIN_SEARCH_PATHS.bookmarks, bookmarksData)
  on(mock, 'post', MAIN_SEARCH_PATHS.bookmarkUpdate, updateBookmark)
}
