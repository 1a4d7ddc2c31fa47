import { describe, expect, it } from 'vitest'
import { decodeListQuery, encodeListQuery } from './list'
import { trackListQuery } from './music'
import { matchesWordPrefixes } from './keyword'

describe('the list contract', () => {
  it('reads a URL leniently: a bad value takes its default, the keyword is trimmed', () => {
    const params = decodeListQuery(
      trackListQuery,
      'url',
      new URLSearchParams('q=%20%20rain%20&genre=polka&from=2026-01-01&page=0&per_page=7&sort=title&dir=up')
    )
    expect(params).toEqual({
      page: 1,
      per_page: 10,
      sort_by: 'title',
      sort_dir: 'desc',
      filters: { keyword: 'rain', date_from: '2026-01-01' }
    })
  })

  it('writes a change to the URL, back to page 1 unless the page changes, never writing page 1', () => {
    const current = new URLSearchParams('q=rain&page=3')
    expect(encodeListQuery(trackListQuery, 'url', { filters: { genre: 'jazz' } }, current).toString()).toBe(
      'q=rain&genre=jazz'
    )
    expect(encodeListQuery(trackListQuery, 'url', { page: 1 }, current).toString()).toBe('q=rain')
    expect(
      encodeListQuery(trackListQuery, 'url', { filters: { keyword: undefined } }, current).toString()
    ).toBe('')
  })

  it('round-trips params through the HTTP query, and refuses bad input with one sentence', () => {
    const params = {
      ...trackListQuery.defaults,
      page: 2,
      filters: { keyword: 'rain', genre: 'jazz' as const }
    }
    const query = encodeListQuery(trackListQuery, 'http', params)
    expect(query.filters).toBe('{"keyword":"rain","genre":"jazz"}')
    expect(decodeListQuery(trackListQuery, 'http', query)).toEqual({ ok: true, params })
    expect(decodeListQuery(trackListQuery, 'http', { per_page: '500' })).toMatchObject({
      ok: false,
      status: 400,
      body: { error: 'per_page must be between 1 and 100.' }
    })
  })
})

describe('the keyword tokenizer', () => {
  it('matches word prefixes, not the middle of words', () => {
    expect(matchesWordPrefixes('mid', ['Midnight Drive'])).toBe(true)
    expect(matchesWordPrefixes('ight', ['Midnight Drive'])).toBe(false)
    expect(matchesWordPrefixes('drive mid', ['Midnight', 'Drive'])).toBe(true)
    expect(matchesWordPrefixes('!!', ['Hey!! Ho'])).toBe(true)
  })
})
