import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { BrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom'
import { playlistListQuery } from '@/contracts/music'
import { nextSort, useUrlListParams } from './useUrlListParams'

function setup(url: string) {
  let result: ReturnType<typeof useUrlListParams<typeof playlistListQuery>> | null = null
  const Probe = () => {
    result = useUrlListParams(playlistListQuery)
    return null
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  )
  renderHook(() => null, { wrapper })
  return { router, current: () => result! }
}

describe('useUrlListParams', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('reads the list from the URL and writes changes back, page 1 after a filter change', () => {
    const { router, current } = setup('/music/playlists?q=focus&page=3&sort=name&dir=asc')
    expect(current().params).toMatchObject({
      page: 3,
      sort_by: 'name',
      sort_dir: 'asc',
      filters: { keyword: 'focus' }
    })
    expect(current().keyword).toBe('focus')
    act(() => current().update({ per_page: 25 }))
    expect(router.state.location.search).toBe('?q=focus&sort=name&dir=asc&per_page=25')
  })

  it('sends the typed keyword once typing pauses, trimmed, replacing the history entry', () => {
    const { router, current } = setup('/music/playlists?page=2')
    act(() => current().setKeyword('ro'))
    act(() => current().setKeyword('road '))
    act(() => vi.advanceTimersByTime(299))
    expect(router.state.location.search).toBe('?page=2')
    act(() => vi.advanceTimersByTime(1))
    expect(router.state.location.search).toBe('?q=road')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('does not take the reader back to the list when the keyword settles after they left it', () => {
    window.history.replaceState(null, '', '/music/playlists')
    let result: ReturnType<typeof useUrlListParams<typeof playlistListQuery>> | null = null
    const Probe = () => {
      result = useUrlListParams(playlistListQuery)
      return null
    }
    renderHook(() => null, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <BrowserRouter>
          <Probe />
          {children}
        </BrowserRouter>
      )
    })
    act(() => result!.setKeyword('road'))
    // A row's link was followed: the address moved on while the list is still shown (its next page still loading).
    window.history.pushState(null, '', '/music/playlists/7')
    act(() => vi.advanceTimersByTime(300))
    expect(window.location.pathname + window.location.search).toBe('/music/playlists/7')

    // Typed on the page it is on, the keyword reaches the address as before.
    window.history.replaceState(null, '', '/music/playlists')
    act(() => result!.setKeyword('river'))
    act(() => vi.advanceTimersByTime(300))
    expect(window.location.pathname + window.location.search).toBe('/music/playlists?q=river')
    window.history.replaceState(null, '', '/')
  })

  it('turns a sort around on a second click and starts a new column in its first direction', () => {
    expect(nextSort({ sort_by: 'name', sort_dir: 'asc' }, 'name', 'asc')).toEqual({
      sort_by: 'name',
      sort_dir: 'desc'
    })
    expect(nextSort({ sort_by: 'name', sort_dir: 'asc' }, 'track_count', 'desc')).toEqual({
      sort_by: 'track_count',
      sort_dir: 'desc'
    })
  })
})
