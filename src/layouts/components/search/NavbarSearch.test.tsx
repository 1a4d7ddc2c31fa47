import MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from '@/auth/http'
import type { SearchResult } from '@/contracts/search'
import type { Track } from '@/contracts/music'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { resetSearchDb } from '@/@fake-db/main-search/data'
import { bookmarksData, mainSearchData, updateBookmark } from '@/@fake-db/main-search/handlers'
import { NavbarSearch } from './NavbarSearch'
import { NavbarBookmarks } from './NavbarBookmarks'

const track: Track = {
  id: 7,
  title: 'Midnight Drive',
  artist: 'Neon Parade',
  album: 'City Lights',
  genre: 'pop',
  duration: 201,
  release_date: null,
  cover_url: null,
  audio_url: '/media/7.mp3',
  mime_type: 'audio/mpeg',
  size: 1,
  status: 'published',
  explicit: false,
  play_count: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  analysis_status: 'done',
  gain_db: null
}

let mock: MockAdapter
beforeEach(() => {
  resetSearchDb()
  localStorage.clear()
  mock = new MockAdapter(http)
  mock.onGet('/api/main-search/data').reply(() => mainSearchData())
  mock.onGet('/api/bookmarks/data').reply(() => bookmarksData())
  mock
    .onPost('/api/bookmarks/update')
    .reply((config) =>
      updateBookmark({ url: '', method: 'post', params: {}, headers: {}, body: JSON.parse(config.data) })
    )
  mock.onGet('/admin/v2/search').reply((config) => {
    const q = String(config.params.q)
    const harbour = /^harb/i.test(q)
    const data: SearchResult = {
      q,
      tracks: /^mid/i.test(q) ? [track] : [],
      playlists: [],
      users: [],
      artists: harbour
        ? [{ id: 3, name: 'Harbour Kids', country: null, image_url: null, track_count: 5, release_count: 2 }]
        : [],
      releases: harbour
        ? [
            {
              id: 9,
              title: 'Harbour Lights',
              type: 'ep',
              cover_url: null,
              artists: [{ id: 1, name: 'Mara Vell' }],
              track_count: 3
            }
          ]
        : []
    }
    return [200, { data }]
  })
})
afterEach(() => mock.restore())

const renderNavbar = () =>
  renderWithProviders(
    <>
      <NavbarBookmarks />
      <NavbarSearch />
    </>,
    {
      preloadedState: signedInAs([{ action: 'manage', subject: 'all' }]),
      routes: [
        { path: '/apps/calendar', element: <p>Calendar page</p> },
        { path: '/music/tracks/:id/edit', element: <p>Track editor</p> },
        { path: '/music/releases/:id', element: <p>Release page</p> }
      ]
    }
  )

describe('the navbar search', () => {
  // First in the file: the panel's module has not loaded yet, so keys typed at once reach the page before its input.
  it('keeps what is typed right after Ctrl+K, before the panel has loaded and focused its input', async () => {
    const { user } = renderNavbar()
    await user.keyboard('{Control>}k{/Control}mid')
    const box = await screen.findByRole('combobox', { name: /Search pages/ })
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveValue('mid')
    await user.type(box, 'n')
    expect(box).toHaveValue('midn')
    expect(await screen.findByText('Drive', { exact: false })).toBeInTheDocument()
  })

  it('opens with Ctrl+K, moves with the arrows and opens the chosen page with Enter', async () => {
    const { user, router } = renderNavbar()
    await user.keyboard('{Control>}k{/Control}')
    const box = await screen.findByRole('combobox', { name: /Search pages/ })
    await waitFor(() => expect(box).toHaveFocus())
    await user.type(box, 'cal')
    const pages = await screen.findByRole('group', { name: 'Pages' })
    const options = within(pages).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toContain('Calendar')
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id)
    const calendar = options.find((o) => o.textContent === 'Calendar')!
    const all = screen.getAllByRole('option')
    for (let i = 0; i < all.indexOf(calendar); i++) await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', calendar.id)
    expect(calendar).toHaveAttribute('aria-selected', 'true')
    expect(within(calendar).getByText('Cal').tagName).toBe('MARK')
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Calendar page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/apps/calendar')
    expect(JSON.parse(localStorage.getItem('vibeline.search.recent')!)).toEqual(['cal'])
  })

  it('closes with Escape and gives focus back to what had it; "/" opens it too', async () => {
    const { user } = renderNavbar()
    const button = screen.getByRole('button', { name: 'Search (Ctrl+K)' })
    button.focus()
    await user.keyboard('/')
    const box = await screen.findByRole('combobox')
    await user.type(box, 'x')
    await user.keyboard('{Escape}')
    expect(box).toHaveValue('')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('finds artists and releases in groups of their own; Enter opens the release', async () => {
    const { user, router } = renderNavbar()
    await user.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }))
    const box = await screen.findByRole('combobox')
    await user.type(box, 'harb')
    const artists = await screen.findByRole('group', { name: 'Artists' })
    expect(within(artists).getByRole('option')).toHaveTextContent('Harbour Kids2 releases · 5 tracks')
    const releases = screen.getByRole('group', { name: 'Releases' })
    const release = within(releases).getByRole('option')
    expect(release).toHaveTextContent('Harbour LightsMara Vell · EP')
    const all = screen.getAllByRole('option')
    for (let i = 0; i < all.indexOf(release); i++) await user.keyboard('{ArrowDown}')
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Release page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/music/releases/9')
  })

  it('finds a track in the Music group; Shift+Enter plays it, Enter opens it', async () => {
    const { user, store, router } = renderNavbar()
    await user.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }))
    const box = await screen.findByRole('combobox')
    await user.type(box, 'mid')
    const music = await screen.findByRole('group', { name: 'Music' })
    await within(music).findByText('Drive', { exact: false })
    const option = within(music).getAllByRole('option')[0]
    expect(option.textContent).toContain('Midnight Drive')
    expect(box).toHaveAttribute('aria-activedescendant', option.id)
    await user.keyboard('{Shift>}{Enter}{/Shift}')
    expect(store.getState().player.songs).toEqual([
      expect.objectContaining({ id: 7, name: 'Midnight Drive', musicSrc: '/media/7.mp3' })
    ])
    await user.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/music/tracks/7/edit')
  })

  it('says so when nothing matches', async () => {
    const { user } = renderNavbar()
    await user.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }))
    await user.type(await screen.findByRole('combobox'), 'qqqzzz')
    expect(await screen.findByText('No results for “qqqzzz”.')).toBeInTheDocument()
  })
})

describe('bookmarks', () => {
  it('shows the default stars, and a page starred in the menu or the search joins them', async () => {
    const { user } = renderNavbar()
    const bar = screen.getByRole('list', { name: 'Bookmarks' })
    await waitFor(() =>
      expect(
        within(bar)
          .getAllByRole('link')
          .map((l) => l.getAttribute('aria-label'))
      ).toEqual(['Email', 'Chat', 'Todo', 'Calendar'])
    )
    await user.click(screen.getByRole('button', { name: 'Bookmarked pages' }))
    await user.type(screen.getByRole('searchbox', { name: 'Find a page' }), 'faq')
    const toggle = screen.getByRole('button', { name: 'Bookmark FAQ' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    await waitFor(() => expect(within(bar).getByRole('link', { name: 'FAQ' })).toBeInTheDocument())
    await waitFor(() => expect(mock.history.post).toHaveLength(1))

    await user.keyboard('{Control>}k{/Control}')
    const box = await screen.findByRole('combobox')
    await user.type(box, 'pricing')
    await within(await screen.findByRole('group', { name: 'Pages' })).findByRole('option', {
      name: /Pricing/
    })
    await user.keyboard('{Shift>}{Enter}{/Shift}')
    await waitFor(() => expect(within(bar).getByRole('link', { name: 'Pricing' })).toBeInTheDocument())
  })
})
