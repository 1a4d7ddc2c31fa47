// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  compactFilters,
  decodeListQuery,
  encodeListQuery,
  idSchema,
  KEYWORD_MAX,
  keywordSchema,
  listQuerySchema,
  MAX_ID,
  MAX_PAGE,
  oneOf,
  PAGE_SIZES,
  pageEnvelope,
  pageFromRows,
  pageOf,
  pageSchema,
  perPageSchema,
  rowIdSchema
} from './list'
import { trackListQuery } from './music'
import { matchesWordPrefixes } from './keyword'

describe('the list contract', () => {
  it('reads a URL leniently: a bad value takes its default, the keyword is trimmed', () => {
    const params = decodeListQuery(
      trackListQuery,
      'url',
      new URLSearchParams('q=%20%20rain%20&genre=Polka!&from=2026-01-01&page=0&per_page=7&sort=title&dir=up')
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

/** The first sentence a schema answers for a value, or the value it reads. */
const read = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? result.data : result.error.issues[0].message
}

describe('whole numbers in paths, queries and forms', () => {
  it('reads plain decimal digits, as text or as a number', () => {
    expect(read(idSchema, '12')).toBe(12)
    expect(read(idSchema, 12)).toBe(12)
    expect(read(idSchema, String(MAX_ID))).toBe(MAX_ID)
  })

  it('refuses whole numbers written in another notation, which Number() would read', () => {
    for (const value of ['0x1', '1e3', '+2', ' 7', '7 ', '1'.repeat(21)])
      expect(read(idSchema, value), value).toBe('The id must be written in plain digits')
  })

  it('says why anything else is refused', () => {
    expect(read(idSchema, '1.5')).toBe('The id must be a whole number')
    expect(read(idSchema, 1.5)).toBe('The id must be a whole number')
    for (const value of ['abc', '', true, [5], null])
      expect(read(idSchema, value), String(value)).toBe('The id must be a number')
    expect(read(idSchema, '0')).toBe('The id must be a positive number')
    expect(read(idSchema, '-2')).toBe('The id must be a positive number')
    expect(read(idSchema, String(MAX_ID + 1))).toBe('The id is too large')
    expect(read(rowIdSchema('The playlist'), '0')).toBe('The playlist must be a positive number')
  })

  it('bounds the page and the page size', () => {
    expect(read(pageSchema, '1')).toBe(1)
    expect(read(pageSchema, '0')).toBe('Page must be 1 or more')
    expect(read(pageSchema, String(MAX_PAGE))).toBe(MAX_PAGE)
    expect(read(pageSchema, String(MAX_PAGE + 1))).toBe('Page must be at most 1000000000')
    expect(read(pageSchema, 'x')).toBe('Page must be a number')
    expect(read(perPageSchema, '100')).toBe(100)
    expect(read(perPageSchema, '0')).toBe('per_page must be between 1 and 100')
    expect(read(perPageSchema, '101')).toBe('per_page must be between 1 and 100')
  })

  it('trims a keyword and refuses a long one', () => {
    expect(read(keywordSchema, '  rain ')).toBe('rain')
    expect(read(keywordSchema, 'x'.repeat(KEYWORD_MAX))).toBe('x'.repeat(KEYWORD_MAX))
    expect(read(keywordSchema, 'x'.repeat(KEYWORD_MAX + 1))).toBe('Keyword is too long')
    expect(read(keywordSchema, 5)).toBe('Keyword must be text')
  })
})

describe('the page envelope', () => {
  it('holds the requested slice of rows and where it sits in the whole', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1)
    expect(pageFromRows(rows, { page: 3, per_page: 10 })).toEqual({
      data: [21, 22, 23],
      page_meta: { total: 23, page: 3, per_page: 10 }
    })
    expect(pageFromRows(rows, { page: 1, per_page: 5 }).data).toEqual([1, 2, 3, 4, 5])
    expect(pageFromRows(rows, { page: 2, per_page: 5 }).data).toEqual([6, 7, 8, 9, 10])
  })

  it('says when the total is an estimate, and only then', () => {
    const exact = pageEnvelope(['a'], { page: 1, per_page: 10 }, 1)
    expect(exact.page_meta).not.toHaveProperty('total_estimated')
    expect(pageEnvelope(['a'], { page: 1, per_page: 10 }, 9000, true).page_meta).toEqual({
      total: 9000,
      page: 1,
      per_page: 10,
      total_estimated: true
    })
  })

  it('is checked by the page and one-row schemas', () => {
    const page = pageOf(z.string())
    expect(page.safeParse(pageEnvelope(['a'], { page: 1, per_page: 10 }, 1, true)).success).toBe(true)
    expect(
      page.safeParse({ data: ['a'], page_meta: { total: 1, page: 1, per_page: 10, total_estimated: false } })
        .success
    ).toBe(false)
    expect(page.safeParse({ data: [1], page_meta: { total: 1, page: 1, per_page: 10 } }).success).toBe(false)
    expect(oneOf(z.string()).safeParse({ data: 'a' }).success).toBe(true)
    expect(oneOf(z.string()).safeParse({ data: 1 }).success).toBe(false)
  })
})

describe('a list described by listQuerySchema', () => {
  const notes = listQuerySchema({
    sortFields: ['title', 'created_at'],
    defaultSort: 'created_at',
    defaultDir: 'desc',
    filters: z
      .object({
        keyword: keywordSchema.optional(),
        colour: z.enum(['red', 'blue']).optional(),
        // "none" reads as no mood at all.
        mood: z
          .string()
          .transform((v) => (v === 'none' ? null : v))
          .optional()
      })
      .strict(),
    urlKeys: { keyword: 'q' }
  })
  const small = listQuerySchema({
    sortFields: ['name'],
    defaultSort: 'name',
    defaultDir: 'asc',
    filters: z.object({}).strict(),
    pageSizes: [5, 20],
    defaultPerPage: 5,
    sortMessage: 'Sort by name only'
  })
  const http = (query: Record<string, unknown>) => decodeListQuery(notes, 'http', query)
  const url = (search: string) => decodeListQuery(notes, 'url', new URLSearchParams(search))

  it('has its defaults, page sizes and URL names', () => {
    expect(notes.defaults).toEqual({
      page: 1,
      per_page: 10,
      sort_by: 'created_at',
      sort_dir: 'desc',
      filters: {}
    })
    expect(notes.pageSizes).toEqual(PAGE_SIZES)
    expect(notes.urlKeys).toEqual({
      page: 'page',
      per_page: 'per_page',
      sort_by: 'sort',
      sort_dir: 'dir',
      keyword: 'q',
      colour: 'colour',
      mood: 'mood'
    })
    expect(small.defaults).toMatchObject({ per_page: 5, sort_by: 'name', sort_dir: 'asc' })
    expect(small.pageSizes).toEqual([5, 20])
  })

  it('documents its HTTP query', () => {
    const described = Object.fromEntries(
      Object.entries(notes.httpSchema.shape).map(([key, schema]) => [key, schema.description])
    )
    expect(described).toEqual({
      page: 'The page, from 1 (default 1)',
      per_page: 'Rows per page, 1 to 100 (default 10)',
      sort_by: 'title, created_at (default created_at)',
      sort_dir: 'asc or desc (default desc)',
      filters: 'A JSON object of filters: keyword, colour, mood'
    })
    expect(small.httpSchema.shape.per_page.description).toBe('Rows per page, 1 to 100 (default 5)')
    expect(notes.httpSchema.safeParse({ page: '2', filters: '{}' }).success).toBe(true)
    expect(notes.httpSchema.safeParse({ page: 2 }).success).toBe(false)
    expect(notes.httpSchema.safeParse({}).success).toBe(true)
  })

  it('reads an HTTP query without values as the defaults; blank values count as unset', () => {
    expect(http({})).toEqual({ ok: true, params: notes.defaults })
    expect(http({ page: '', per_page: null, sort_by: '', sort_dir: undefined, filters: '  ' })).toEqual({
      ok: true,
      params: notes.defaults
    })
    expect(decodeListQuery(small, 'http', {})).toEqual({ ok: true, params: small.defaults })
  })

  it('reads every field of an HTTP query, and filters sent as an object or as JSON, without unset values', () => {
    expect(
      http({
        page: '4',
        per_page: '7',
        sort_by: 'title',
        sort_dir: 'asc',
        filters: '{"colour":"red","q":"rain"}'
      })
    ).toEqual({
      ok: false,
      status: 400,
      body: expect.objectContaining({ error: expect.stringMatching(/^filters: Unrecognized key/) })
    })
    expect(
      http({
        page: '4',
        per_page: '7',
        sort_by: 'title',
        sort_dir: 'asc',
        filters: '{"colour":"red","keyword":""}'
      })
    ).toEqual({
      ok: true,
      params: { page: 4, per_page: 7, sort_by: 'title', sort_dir: 'asc', filters: { colour: 'red' } }
    })
    expect(http({ filters: { keyword: ' rain ', colour: null } })).toEqual({
      ok: true,
      params: { ...notes.defaults, filters: { keyword: 'rain' } }
    })
  })

  it('refuses a malformed HTTP query with one sentence, the same the API server and the fake database send', () => {
    const error = (query: Record<string, unknown>) => {
      const decoded = http(query)
      return decoded.ok ? 'accepted' : [decoded.status, decoded.body.error]
    }
    expect(error({ page: 'x' })).toEqual([400, 'Page must be a number.'])
    expect(error({ per_page: '0' })).toEqual([400, 'per_page must be between 1 and 100.'])
    expect(error({ sort_by: 'colour' })).toEqual([400, 'sort_by must be one of title, created_at.'])
    expect(decodeListQuery(small, 'http', { sort_by: 'title' })).toMatchObject({
      body: { error: 'Sort by name only.' }
    })
    expect(error({ sort_dir: 'up' })).toEqual([400, 'sort_dir must be asc or desc.'])
    const json = 'filters must be a JSON object, for example {"keyword":"love"}.'
    for (const filters of ['{nope', '[1]', 'null', '5', '"red"', ['a'], 7])
      expect(error({ filters }), JSON.stringify(filters)).toEqual([400, json])
    expect(error({ filters: '{"colour":"green"}' })[1]).toMatch(/^colour: /)
  })

  it('refuses a filters parameter longer than 2000 characters before reading it', () => {
    const within = `{"keyword":"${'x'.repeat(1986)}"}`
    expect(within).toHaveLength(2000)
    expect(http({ filters: within })).toMatchObject({ ok: false, body: { error: 'Keyword is too long.' } })
    expect(http({ filters: `${within} ` })).toEqual({
      ok: false,
      status: 400,
      body: { error: 'filters is too long.' }
    })
  })

  it('reads a URL leniently: what is malformed or not offered takes its default', () => {
    expect(url('')).toEqual(notes.defaults)
    expect(url('page=3&per_page=25&sort=title&dir=asc&q=rain&colour=blue')).toEqual({
      page: 3,
      per_page: 25,
      sort_by: 'title',
      sort_dir: 'asc',
      filters: { keyword: 'rain', colour: 'blue' }
    })
    expect(url('page=0&per_page=7&sort=colour&dir=up&colour=green')).toEqual(notes.defaults)
    expect(url('page=%20&per_page=&q=%20%20')).toEqual(notes.defaults)
    expect(url('keyword=rain&sort_by=title&sort_dir=asc')).toEqual(notes.defaults)
    expect(url('mood=none')).toEqual(notes.defaults)
    expect(url('mood=calm').filters).toEqual({ mood: 'calm' })
    expect(decodeListQuery(small, 'url', new URLSearchParams('per_page=10'))).toMatchObject({ per_page: 5 })
    expect(decodeListQuery(small, 'url', new URLSearchParams('per_page=20'))).toMatchObject({ per_page: 20 })
  })

  it('cuts a keyword longer than allowed in the URL rather than dropping it', () => {
    expect(url(`q=${'ab'.repeat(KEYWORD_MAX)}`).filters).toEqual({ keyword: 'ab'.repeat(KEYWORD_MAX / 2) })
  })

  it('writes params to the HTTP query with the unset filters left out', () => {
    expect(
      encodeListQuery(notes, 'http', {
        page: 2,
        per_page: 25,
        sort_by: 'title',
        sort_dir: 'asc',
        filters: { keyword: 'rain', colour: undefined, mood: '' }
      })
    ).toEqual({ page: 2, per_page: 25, sort_by: 'title', sort_dir: 'asc', filters: '{"keyword":"rain"}' })
  })

  it('writes a change to the URL under its URL names, removing what is unset and leaving other parameters', () => {
    const current = new URLSearchParams('q=rain&page=3&tab=mine')
    expect(
      encodeListQuery(notes, 'url', { per_page: 25, sort_by: 'title', sort_dir: 'asc' }, current).toString()
    ).toBe('q=rain&tab=mine&per_page=25&sort=title&dir=asc')
    expect(
      encodeListQuery(
        notes,
        'url',
        { page: 4, filters: { keyword: '', colour: 'red', nope: 'x' } },
        current
      ).toString()
    ).toBe('page=4&tab=mine&colour=red')
    expect(encodeListQuery(notes, 'url', { page: 2 }).toString()).toBe('page=2')
    expect(encodeListQuery(notes, 'url', { page: 1 }, current).toString()).toBe('q=rain&tab=mine')
    expect(
      encodeListQuery(notes, 'url', { per_page: undefined }, new URLSearchParams('per_page=25')).toString()
    ).toBe('')
    expect(current.toString()).toBe('q=rain&page=3&tab=mine')
  })
})

describe('compactFilters', () => {
  it('drops unset values (undefined, null, empty text) and keeps the others, false and 0 included', () => {
    expect(compactFilters({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x', g: ' ' })).toEqual({
      d: 0,
      e: false,
      f: 'x',
      g: ' '
    })
  })
})
