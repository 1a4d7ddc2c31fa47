import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, renderHook, screen } from '@testing-library/react'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { KEYWORD_DEBOUNCE_MS, useDebouncedValue, useKeywordSearch } from './useKeywordSearch'
import { KeywordField } from './KeywordField'

describe('useKeywordSearch', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('applies the trimmed text once typing pauses, not on every key', () => {
    const apply = vi.fn()
    const { result } = renderHook(() => useKeywordSearch('', apply))
    act(() => result.current.setKeyword('bl'))
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 100))
    act(() => result.current.setKeyword('blue '))
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 1))
    expect(apply).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(apply.mock.calls).toEqual([['blue']])
  })

  it('does not apply what is applied already (spaces only, or typed back)', () => {
    const apply = vi.fn()
    const { result } = renderHook(() => useKeywordSearch('blue', apply))
    act(() => result.current.setKeyword(' blue '))
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS))
    expect(apply).not.toHaveBeenCalled()
  })

  it('follows the applied keyword when it changes elsewhere, and clears without applying', () => {
    const apply = vi.fn()
    const { result, rerender } = renderHook(({ applied }) => useKeywordSearch(applied, apply), {
      initialProps: { applied: 'blue' }
    })
    rerender({ applied: 'red' })
    expect(result.current.keyword).toBe('red')
    act(() => result.current.clear())
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS))
    expect(result.current.keyword).toBe('')
    expect(apply).not.toHaveBeenCalled()
  })

  it('waits its full delay even when the caller passes a new function on every render', () => {
    const apply = vi.fn()
    const { result, rerender } = renderHook(() => useKeywordSearch('', (k) => apply(k)))
    act(() => result.current.setKeyword('jazz'))
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 50))
    rerender()
    act(() => vi.advanceTimersByTime(50))
    expect(apply).toHaveBeenCalledWith('jazz')
  })
})

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('gives the value once it has settled, and at once with no delay', () => {
    const { result, rerender } = renderHook(({ value, delay }) => useDebouncedValue(value, delay), {
      initialProps: { value: 'a', delay: 300 }
    })
    rerender({ value: 'ab', delay: 300 })
    expect(result.current).toBe('a')
    act(() => vi.advanceTimersByTime(300))
    expect(result.current).toBe('ab')
    rerender({ value: '', delay: 0 })
    expect(result.current).toBe('')
    rerender({ value: 'c', delay: 300 })
    expect(result.current).toBe('')
  })
})

describe('KeywordField', () => {
  it('is a labelled search box that reports what is typed', async () => {
    function Box() {
      const [value, setValue] = useState('')
      return (
        <>
          <KeywordField
            id="k"
            label="Search tracks"
            placeholder="Title"
            value={value}
            onChange={setValue}
            hideLabel
          />
          <output>{value}</output>
        </>
      )
    }
    render(<Box />)
    const box = screen.getByRole('searchbox', { name: 'Search tracks' })
    expect(box).toHaveAttribute('placeholder', 'Title')
    expect(screen.getByText('Search tracks')).toHaveClass('visually-hidden')
    await userEvent.type(box, 'blue')
    expect(screen.getByRole('status')).toHaveTextContent('blue')
  })
})
