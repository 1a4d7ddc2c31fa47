// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { AutocompleteData } from '@/contracts/autocomplete'
import { autocompleteData } from './handlers'

describe('autocomplete data in the fake database', () => {
  it('answers 100 distinct titles ranked 1 to 100, best rank first', () => {
    const [status, body] = autocompleteData() as [number, AutocompleteData]
    expect(status).toBe(200)
    const items = body.autoComplete
    expect(items).toHaveLength(100)
    expect(items.map((i) => i.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    expect(new Set(items.map((i) => i.title)).size).toBe(100)
    expect(new Set(items.map((i) => i.id)).size).toBe(100)
    expect(Object.keys(items[0]).sort()).toEqual(['id', 'rank', 'title'])
  })

  it('ranks in an order of its own, not the alphabet', () => {
    const [, body] = autocompleteData() as [number, AutocompleteData]
    const titles = body.autoComplete.map((i) => i.title)
    expect(titles).not.toEqual([...titles].sort())
  })
})
