import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { sortedBy, useServerList } from './useServerList'

type Params = { q: string; page: number; status: string }
const params: Params = { q: '', page: 3, status: 'paid' }

describe('useServerList', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('loads once on arrival with the remembered params', () => {
    const fetch = vi.fn()
    const { rerender } = renderHook(() => useServerList(params, fetch))
    rerender()
    expect(fetch.mock.calls).toEqual([[params]])
  })

  it('merges changes into the current params', () => {
    const fetch = vi.fn()
    const { result } = renderHook(() => useServerList(params, fetch))
    act(() => result.current.load({ status: 'sent', page: 1 }))
    expect(fetch).toHaveBeenLastCalledWith({ q: '', page: 1, status: 'sent' })
  })

  it('searches from page 1 once typing pauses, not on every key', () => {
    const fetch = vi.fn()
    const { result } = renderHook(() => useServerList(params, fetch))
    act(() => result.current.setSearch('a'))
    act(() => vi.advanceTimersByTime(200))
    act(() => result.current.setSearch('ab'))
    act(() => vi.advanceTimersByTime(299))
    expect(fetch).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch).toHaveBeenLastCalledWith({ q: 'ab', page: 1, status: 'paid' })
    expect(result.current.search).toBe('ab')
  })
})

describe('sortedBy', () => {
  it('sorts a new column ascending and flips the current one, back on page 1', () => {
    expect(sortedBy({ sortColumn: 'id', sort: 'asc' }, 'total')).toEqual({
      sortColumn: 'total',
      sort: 'asc',
      page: 1
    })
    expect(sortedBy({ sortColumn: 'id', sort: 'asc' }, 'id')).toEqual({
      sortColumn: 'id',
      sort: 'desc',
      page: 1
    })
    expect(sortedBy({ sortColumn: 'id', sort: 'desc' }, 'id')).toEqual({
      sortColumn: 'id',
      sort: 'asc',
      page: 1
    })
  })
})
