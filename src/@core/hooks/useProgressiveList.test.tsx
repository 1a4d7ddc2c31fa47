import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { useProgressiveList } from './useProgressiveList'

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('useProgressiveList', () => {
  it('gives a short list whole at once', () => {
    const items = range(10)
    const { result } = renderHook(() => useProgressiveList(items, 25))
    expect(result.current).toBe(items)
  })

  it('shows a long list chunk by chunk until every item is there', async () => {
    const items = range(100)
    const { result } = renderHook(() => useProgressiveList(items, 25))
    expect(result.current).toHaveLength(25)
    await waitFor(() => expect(result.current).toHaveLength(100))
    expect(result.current).toEqual(items)
  })

  it('starts again from the first chunk when the list changes', async () => {
    let items = range(100)
    const { result, rerender } = renderHook(() => useProgressiveList(items, 25))
    await waitFor(() => expect(result.current).toHaveLength(100))
    items = range(60).map((i) => i + 1000)
    act(() => rerender())
    expect(result.current).toEqual(items.slice(0, 25))
    await waitFor(() => expect(result.current).toEqual(items))
  })
})
