// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { BookmarksData, MainSearchData, SearchPage } from '@/contracts/mainSearch'
import type { MockRequest } from '../mock'
import { resetSearchDb } from './data'
import { bookmarksData, mainSearchData, updateBookmark } from './handlers'

const post = (body: unknown): MockRequest => ({
  url: '/api/bookmarks/update',
  method: 'post',
  params: {},
  body,
  headers: {}
})

beforeEach(() => resetSearchDb())

describe('main search data', () => {
  it('answers Pages, Files and Contacts with a limit of 4 each and the spec fields', () => {
    const [status, body] = mainSearchData() as [number, MainSearchData]
    expect(status).toBe(200)
    expect(body.searchArr.map((g) => [g.groupTitle, g.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4]
    ])
    const [pages, files, contacts] = body.searchArr
    expect(Object.keys(pages.data[0]).sort()).toEqual([
      'icon',
      'id',
      'isBookmarked',
      'link',
      'target',
      'title'
    ])
    expect(Object.keys(files.data[0]).sort()).toEqual(['by', 'file', 'size', 'title'])
    for (const contact of contacts.data as { date: string }[])
      expect(contact.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
  })
})

describe('bookmarks', () => {
  it('bookmarks Email, Chat, Todo and Calendar by default', () => {
    const [, body] = bookmarksData() as [number, BookmarksData]
    expect(body.bookmarks.map((p) => p.title)).toEqual(['Email', 'Chat', 'Todo', 'Calendar'])
    expect(body.suggestions.length).toBeGreaterThan(20)
  })

  it('toggles a page and reads the toggle back, in the search data too', () => {
    const [status, body] = updateBookmark(post({ id: 'faq' })) as [number, { page: SearchPage }]
    expect([status, body.page.isBookmarked]).toEqual([200, true])
    const [, after] = bookmarksData() as [number, BookmarksData]
    expect(after.bookmarks.map((p) => p.id)).toContain('faq')
    const [, search] = mainSearchData() as [number, MainSearchData]
    expect((search.searchArr[0].data as SearchPage[]).find((p) => p.id === 'faq')?.isBookmarked).toBe(true)
    updateBookmark(post({ id: 'email' }))
    const [, again] = bookmarksData() as [number, BookmarksData]
    expect(again.bookmarks.map((p) => p.id)).toEqual(['chat', 'todo', 'calendar', 'faq'])
  })

  it('answers 400 without an id and 404 for an unknown page', () => {
    expect(updateBookmark(post({}))[0]).toBe(400)
    expect(updateBookmark(post({ id: 'nope' }))[0]).toBe(404)
  })
})
