import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installSignedInFakeDb } from '@/test/fakeDbSession'
import { hostPlaylists, hostTracks, openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { makeStore } from '@/redux/store'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { onPhone } from '@/test/onPhone'
import { ToastContainer } from 'react-toastify'
import * as api from './playlistsApi'
import {
  DEFAULT_PLAYLIST_PARAMS,
  fetchPlaylist,
  fetchPlaylists,
  reorderPlaylist,
  selectPlaylists
} from './playlistsSlice'
import PlaylistList from './PlaylistList'
import PlaylistPage from './PlaylistPage'

// Demo mode's database (the server's services on SQLite, the demo seed) with the playlists these tests name: the
// newest is Morning Coffee, playlist 2 is Focus Flow, and only it and Deep Focus speak of focus.
let host: TestMusicHost
async function openPlaylistsHost() {
  host = await openTestMusicHost({ tracks: 120 })
  const playlists = host.db.updateTable('playlists')
  await playlists
    .set((eb) => ({ description: eb.fn('replace', ['description', eb.val('focus'), eb.val('study')]) }))
    .execute()
  const named = { 1: 'Morning Coffee', 2: 'Focus Flow', 3: 'Deep Focus', 4: 'Acoustic Evenings' }
  for (const [id, name] of Object.entries(named))
    await host.db.updateTable('playlists').set({ name }).where('id', '=', Number(id)).execute()
  await host.db
    .updateTable('playlists')
    .set({ created_at: new Date().toISOString() })
    .where('id', '=', 1)
    .execute()
}

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

describe('playlist track order in the slice', () => {
  let mock: MockAdapter
  beforeAll(() => {
    mock = installSignedInFakeDb(http)
  })
  afterAll(() => mock.restore())
  beforeEach(openPlaylistsHost)
  afterEach(() => host.close())

  it('shows a new order at once and keeps the server’s answer', async () => {
    const store = makeStore()
    await store.dispatch(fetchPlaylist(2))
    const ids = selectPlaylists(store.getState()).selected!.tracks.map((t) => t.id)
    const reversed = [...ids].reverse()
    const done = store.dispatch(reorderPlaylist({ id: 2, trackIds: reversed, previous: ids }))
    expect(selectPlaylists(store.getState()).selected!.tracks.map((t) => t.id)).toEqual(reversed)
    await done
    expect(selectPlaylists(store.getState()).selected!.tracks.map((t) => t.id)).toEqual(reversed)
    await store.dispatch(fetchPlaylist(2))
    expect(selectPlaylists(store.getState()).selected!.tracks.map((t) => t.id)).toEqual(reversed)
  })

  it('puts the old order back when the server refuses the new one', async () => {
    const store = makeStore()
    await store.dispatch(fetchPlaylist(2))
    const ids = selectPlaylists(store.getState()).selected!.tracks.map((t) => t.id)
    const spy = vi.spyOn(api, 'reorderPlaylistTracks').mockRejectedValueOnce(new Error('offline'))
    const result = await store.dispatch(
      reorderPlaylist({ id: 2, trackIds: [...ids].reverse(), previous: ids })
    )
    expect(result.meta.requestStatus).toBe('rejected')
    expect(selectPlaylists(store.getState()).selected!.tracks.map((t) => t.id)).toEqual(ids)
    spy.mockRestore()
  })
})

describe('playlist screens', () => {
  let mock: MockAdapter
  beforeAll(() => {
    mock = installSignedInFakeDb(http)
  })
  afterAll(() => mock.restore())
  beforeEach(openPlaylistsHost)
  afterEach(() => host.close())

  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].querySelector('a')?.textContent ?? '')

  it('sorts by a column header, keeps the sort in the URL and turns it around on a second click', async () => {
    const { user, router } = renderWithProviders(<PlaylistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists?per_page=25'
    })
    await screen.findByRole('link', { name: 'Open Morning Coffee' })
    const header = screen.getByRole('columnheader', { name: 'Name' })
    expect(header).toHaveAttribute('aria-sort', 'none')
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending')
    await user.click(within(header).getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=25&sort=name&dir=asc'))
    await waitFor(() => expect(names()[0]).toBe('Acoustic Evenings'))
    const ascending = names()
    expect(ascending).toEqual([...ascending].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await user.click(within(header).getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(router.state.location.search).toContain('dir=desc'))
    await waitFor(() => expect(names()).toEqual([...ascending].reverse()))
  })

  it('shows each playlist as a mosaic of its first covers', async () => {
    renderWithProviders(<PlaylistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists'
    })
    const link = await screen.findByRole('link', { name: 'Open Morning Coffee' })
    const mosaic = within(link.closest('td')!).getByTestId('playlist-mosaic')
    const stored = (await hostPlaylists(host)).find((p) => p.name === 'Morning Coffee')!
    const tracks = await hostTracks(host)
    const firstCovers = stored.track_ids.slice(0, 4).map((id) => tracks.find((t) => t.id === id)!.cover_url)
    expect([...mosaic.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(firstCovers)
  })

  it("a playlist's Date added is when the track joined the playlist", async () => {
    const stored = (await hostPlaylists(host)).find((p) => p.id === 2)!
    const first = (await hostTracks(host)).find((t) => t.id === stored.track_ids[0])!
    await host.db
      .updateTable('tracks')
      .set({ created_at: '2020-01-15T10:00:00.000Z' })
      .where('id', '=', first.id)
      .execute()
    await host.db
      .updateTable('playlist_tracks')
      .set({ added_at: '2026-03-09T10:00:00.000Z' })
      .where('playlist_id', '=', 2)
      .where('track_id', '=', first.id)
      .execute()
    renderWithProviders(<PlaylistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists/2',
      path: '/music/playlists/:id'
    })
    const cell = await screen.findByRole('cell', { name: first.title })
    const row = cell.closest('tr')!
    expect(row).toHaveTextContent(/Mar 9, 2026/)
    expect(row).not.toHaveTextContent(/2020/)
  })

  it('marks the row of the track that is playing', async () => {
    const { user } = renderWithProviders(<PlaylistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists/2',
      path: '/music/playlists/:id'
    })
    const stored = (await hostPlaylists(host)).find((p) => p.id === 2)!
    const second = (await hostTracks(host)).find((t) => t.id === stored.track_ids[1])!
    await screen.findByRole('cell', { name: second.title })
    expect(document.querySelector('tr[aria-current="true"]')).toBeNull()
    await user.click(screen.getByRole('button', { name: `Play ${second.title}` }))
    const row = await waitFor(() => {
      const current = document.querySelector('tr[aria-current="true"]')
      expect(current).not.toBeNull()
      return current as HTMLElement
    })
    expect(within(row).getByText('Now playing')).toBeInTheDocument()
    expect(row).toHaveTextContent(second.title)
  })

  it('a viewer gets no new, edit or delete buttons; an editor does', async () => {
    const viewer = renderWithProviders(<PlaylistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists'
    })
    await screen.findByRole('link', { name: 'Open Morning Coffee' })
    expect(screen.queryByRole('button', { name: 'New playlist' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit Morning Coffee' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete Morning Coffee' })).not.toBeInTheDocument()
    viewer.unmount()
    renderWithProviders(<PlaylistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/playlists'
    })
    await screen.findByRole('link', { name: 'Open Morning Coffee' })
    expect(screen.getByRole('button', { name: 'New playlist' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Morning Coffee' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete Morning Coffee' })).toBeInTheDocument()
  })

  it('the new playlist form shows each field’s message, then creates the playlist at the top of the list', async () => {
    const { user } = renderWithProviders(<PlaylistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/playlists'
    })
    await screen.findByRole('link', { name: 'Open Morning Coffee' })
    await user.click(screen.getByRole('button', { name: 'New playlist' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Create playlist' }))
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    await user.type(within(dialog).getByLabelText('Name'), 'Quiet Hours')
    await user.click(within(dialog).getByLabelText('Description'))
    await user.paste('x'.repeat(501))
    await user.click(within(dialog).getByRole('button', { name: 'Create playlist' }))
    expect(await within(dialog).findByText('Description must be at most 500 characters')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Description'))
    await user.type(within(dialog).getByLabelText('Description'), 'Soft songs')
    await user.click(within(dialog).getByLabelText('Public'))
    await user.click(within(dialog).getByRole('button', { name: 'Create playlist' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(names()[0]).toBe('Quiet Hours'))
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Private')
  })

  it('shows the server’s sentence in the form and keeps it open', async () => {
    const refusal = Object.assign(new Error('Request failed'), {
      isAxiosError: true,
      response: { status: 409, data: { error: 'The server refused this playlist.' } }
    })
    const spy = vi.spyOn(http, 'put').mockRejectedValueOnce(refusal)
    const { user } = renderWithProviders(<PlaylistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/playlists'
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Morning Coffee' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Morning Coffee')
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Evening Tea')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server refused this playlist.')
    spy.mockRestore()
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByRole('link', { name: 'Open Evening Tea' })).toBeInTheDocument()
  })

  it('asks before deleting a playlist, then removes it from the list', async () => {
    const { user } = renderWithProviders(<PlaylistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/playlists'
    })
    await user.click(await screen.findByRole('button', { name: 'Delete Morning Coffee' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('“Morning Coffee” will be deleted.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('link', { name: 'Open Morning Coffee' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete Morning Coffee' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete playlist' })
    )
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open Morning Coffee' })).not.toBeInTheDocument()
    )
  })

  it('an editor adds a track from the search picker and removes one', async () => {
    const { user } = renderWithProviders(<PlaylistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/playlists/2',
      path: '/music/playlists/:id'
    })
    await screen.findByRole('heading', { name: 'Focus Flow', level: 1 })
    const before = screen.getAllByRole('button', { name: /^Move / }).length
    await user.click(screen.getByRole('button', { name: 'Add tracks' }))
    const dialog = await screen.findByRole('dialog')
    const results = await within(dialog).findByRole('list', { name: 'Tracks found' })
    const addable = within(results)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-label')?.startsWith('Add '))!
    const title = addable.getAttribute('aria-label')!.slice('Add '.length)
    await user.click(addable)
    expect(await within(dialog).findByRole('button', { name: `Added: ${title}` })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const moves = screen.getAllByRole('button', { name: /^Move / })
    expect(moves).toHaveLength(before + 1)
    expect(moves.at(-1)).toHaveAccessibleName(`Move ${title}`)
    await user.click(screen.getByRole('button', { name: `Remove ${title} from the playlist` }))
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Move / })).toHaveLength(before))
  })

  it('on a phone shows each track as its title and facts, with its handle and one menu that removes it', async () => {
    onPhone()
    const { user } = renderWithProviders(<PlaylistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/playlists/2',
      path: '/music/playlists/:id'
    })
    await screen.findByRole('heading', { name: 'Focus Flow', level: 1 })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const items = within(screen.getByRole('list', { name: /Focus Flow/ })).getAllByRole('listitem')
    const first = (await hostPlaylists(host)).find((p) => p.id === 2)!.track_ids[0]
    const track = (await hostTracks(host)).find((t) => t.id === first)!
    expect(items[0]).toHaveTextContent(track.title)
    expect(items[0]).toHaveTextContent(track.artist)
    expect(within(items[0]).getByRole('button', { name: `Move ${track.title}` })).toBeInTheDocument()
    await user.click(within(items[0]).getByRole('button', { name: `More actions for ${track.title}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from the playlist' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Move ${track.title}` })).not.toBeInTheDocument()
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(items.length - 1)
    vi.restoreAllMocks()
  })

  it('adding several tracks raises one toast that counts them', async () => {
    const { user } = renderWithProviders(
      <>
        <ToastContainer />
        <PlaylistPage />
      </>,
      {
        preloadedState: signedInAs(ROLE_ABILITIES.editor),
        route: '/music/playlists/2',
        path: '/music/playlists/:id'
      }
    )
    await screen.findByRole('heading', { name: 'Focus Flow', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Add tracks' }))
    const dialog = await screen.findByRole('dialog')
    const results = await within(dialog).findByRole('list', { name: 'Tracks found' })
    for (let i = 0; i < 3; i++) {
      const addable = within(results)
        .getAllByRole('button')
        .find((b) => b.getAttribute('aria-label')?.startsWith('Add '))!
      const title = addable.getAttribute('aria-label')!.slice('Add '.length)
      await user.click(addable)
      await within(dialog).findByRole('button', { name: `Added: ${title}` })
    }
    await waitFor(() => expect(screen.getByText('3 tracks were added to the playlist.')).toBeInTheDocument())
    expect(screen.queryByText(/was added to the playlist/)).not.toBeInTheDocument()
  })

  it('the picker says when no track matches', async () => {
    const { user } = renderWithProviders(<PlaylistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/playlists/2',
      path: '/music/playlists/:id'
    })
    await screen.findByRole('heading', { name: 'Focus Flow', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Add tracks' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Search tracks'), 'zzzz-nothing')
    expect(await within(dialog).findByText('No tracks match this search.')).toBeInTheDocument()
  })

  it('a viewer sees a playlist without edit, delete, add, move or remove buttons', async () => {
    renderWithProviders(<PlaylistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/playlists/2',
      path: '/music/playlists/:id'
    })
    await screen.findByRole('heading', { name: 'Focus Flow', level: 1 })
    for (const name of ['Edit', 'Delete', 'Add tracks', /^Move /, /^Remove /])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
  })

  it('asks before deleting from the playlist page, then goes back to the list', async () => {
    const { user, router } = renderWithProviders(<PlaylistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/playlists/2',
      path: '/music/playlists/:id',
      routes: [{ path: '/music/playlists', element: <p>list</p> }]
    })
    await screen.findByRole('heading', { name: 'Focus Flow', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete playlist' })
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/music/playlists'))
  })

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
