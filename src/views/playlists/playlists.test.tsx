import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { makeStore } from '@/redux/store'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import * as api from './playlistsApi'
import { DEFAULT_PLAYLIST_PARAMS, fetchPlaylists, selectPlaylists } from './playlistsSlice'
import PlaylistList from './PlaylistList'
import PlaylistPage from './PlaylistPage'

describe('playlists slice', () => {
  it('loading is true while fetching and false once loaded', async () => {
    let resolve!: (v: Awaited<ReturnType<typeof api.fetchPlaylistPage>>) => void
    const spy = vi.spyOn(api, 'fetchPlaylistPage').mockReturnValue(new Promise((r) => (resolve = r)))
    const store = makeStore()
    const done = store.dispatch(fetchPlaylists(DEFAULT_PLAYLIST_PARAMS))
    expect(selectPlaylists(store.getState()).loading).toBe(true)
    resolve({ data: [], page_meta: { total: 7, page: 1, per_page: 10 } })
    await done
    expect(selectPlaylists(store.getState())).toMatchObject({ loading: false, total: 7, data: [] })
    spy.mockRestore()
  })
})

describe('playlist screens', () => {
  let mock: MockAdapter
  beforeAll(() => {
    mock = installFakeDb(http, 'mock')
  })
  afterAll(() => mock.restore())

  it('searches playlists by keyword and keeps it in the URL', async () => {
    const { user, router } = renderWithProviders(<PlaylistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists'
    })
    expect(await screen.findByRole('link', { name: 'Open Morning Coffee' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Search'), 'focus')
    await waitFor(() => expect(router.state.location.search).toBe('?q=focus'))
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open Morning Coffee' })).not.toBeInTheDocument()
    )
    expect(screen.getByRole('link', { name: 'Open Deep Focus' })).toBeInTheDocument()
    expect(screen.getByText('2 playlists')).toBeInTheDocument()
  })

  it('plays all of a playlist’s tracks in the player', async () => {
    const { user, store } = renderWithProviders(<PlaylistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists/2',
      path: '/music/playlists/:id'
    })
    expect(await screen.findByRole('heading', { name: 'Focus Flow', level: 1 })).toBeInTheDocument()
    const titles = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2].textContent)
    await user.click(screen.getByRole('button', { name: 'Play all' }))
    const player = store.getState().player
    expect(player.isPlaying).toBe(true)
    expect(player.index).toBe(0)
    expect(player.songs.map((s) => s.name)).toEqual(titles)
  })

  it('says so when no playlist matches the search', async () => {
    renderWithProviders(<PlaylistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists?q=zzzz-nothing'
    })
    expect(await screen.findByText('No playlists match this search.')).toBeInTheDocument()
    expect(screen.getByText('0 playlists')).toBeInTheDocument()
  })

  it('shows a failed playlist’s error with a retry that loads it', async () => {
    const spy = vi.spyOn(api, 'fetchPlaylistById').mockRejectedValueOnce(new Error('offline'))
    const { user } = renderWithProviders(<PlaylistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists/2',
      path: '/music/playlists/:id'
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Focus Flow', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    spy.mockRestore()
  })

  it('a playlist without tracks says so and cannot be played', async () => {
    const real = api.fetchPlaylistById
    const spy = vi
      .spyOn(api, 'fetchPlaylistById')
      .mockImplementation(async (id, signal) => ({ ...(await real(id, signal)), tracks: [] }))
    renderWithProviders(<PlaylistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists/2',
      path: '/music/playlists/:id'
    })
    expect(await screen.findByText('This playlist has no tracks yet.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Play all' })).toBeDisabled()
    spy.mockRestore()
  })
})
