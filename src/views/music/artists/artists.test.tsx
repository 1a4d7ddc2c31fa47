import MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { ToastContainer } from 'react-toastify'
import { http } from '@/auth/http'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import type { Artist, ArtistPage as ArtistPageData, Release } from '@/contracts/catalogue'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import ArtistList from './ArtistList'
import ArtistPage from './ArtistPage'

const at = '2026-03-01T10:00:00.000Z'
const artist = (id: number, name: string, extra: Partial<Artist> = {}): Artist => ({
  id,
  name,
  sort_name: '',
  country: null,
  image_url: null,
  biography: '',
  links: [],
  track_count: 0,
  release_count: 0,
  created_at: at,
  updated_at: at,
  ...extra
})
const release = (id: number, title: string, type: Release['type']): Release => ({
  id,
  title,
  type,
  upc: null,
  label: '',
  p_line: '',
  c_line: '',
  original_release_date: '2025-05-01',
  cover_url: null,
  artists: [{ id: 1, name: 'Mara Vell' }],
  track_count: 3,
  duration: 600,
  created_at: at,
  updated_at: at
})

let mock: MockAdapter
beforeEach(() => {
  mock = new MockAdapter(http)
})
afterEach(() => mock.restore())

const page = (rows: Artist[]): [number, unknown] => [
  200,
  { data: rows, page_meta: { total: rows.length, page: 1, per_page: 10 } }
]

describe('the artist list', () => {
  it('shows the artists of the page, and a viewer gets no new, edit or delete', async () => {
    mock
      .onGet('/admin/v2/artists')
      .reply(() => page([artist(1, 'Mara Vell', { country: 'GB', release_count: 2 })]))
    renderWithProviders(<ArtistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/artists'
    })
    const link = await screen.findByRole('link', { name: 'Open Mara Vell' })
    const row = link.closest('tr')!
    expect(within(row).getByText('United Kingdom')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New artist' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit Mara Vell' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete Mara Vell' })).not.toBeInTheDocument()
  })

  it('sends the keyword and the country filter through the list contract, and says when nothing matches', async () => {
    const asked: unknown[] = []
    mock.onGet('/admin/v2/artists').reply((config) => {
      asked.push(config.params.filters)
      return page([])
    })
    const { user, router } = renderWithProviders(<ArtistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/artists'
    })
    expect(await screen.findByText('No artists match this search.')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Country'), 'FR')
    await waitFor(() => expect(router.state.location.search).toBe('?country=FR'))
    await waitFor(() => expect(asked.at(-1)).toBe(JSON.stringify({ country: 'FR' })))
  })

  it('says "about" before a total the server estimated', async () => {
    mock.onGet('/admin/v2/artists').reply(() => [
      200,
      {
        data: [artist(1, 'Mara Vell')],
        page_meta: { total: 7290, page: 1, per_page: 10, total_estimated: true }
      }
    ])
    renderWithProviders(<ArtistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/artists'
    })
    expect(await screen.findByRole('heading', { name: 'about 7,290 artists' })).toBeInTheDocument()
  })

  it('shows a failed load with a retry', async () => {
    mock.onGet('/admin/v2/artists').replyOnce(500, { error: 'The database is not answering.' })
    mock.onGet('/admin/v2/artists').reply(() => page([artist(2, 'Tobi Reyes')]))
    const { user } = renderWithProviders(<ArtistList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/artists'
    })
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Open Tobi Reyes' })).toBeInTheDocument()
  })

  it('creates an artist with per-field messages first, warns of a namesake, and opens the new page', async () => {
    mock.onGet('/admin/v2/artists').reply((config) => {
      const filters = config.params.filters ? JSON.parse(config.params.filters) : {}
      return page(filters.keyword ? [artist(1, 'Mara Vell')] : [])
    })
    let sent: unknown = null
    mock.onPost('/admin/v2/artists').reply((config) => {
      sent = JSON.parse(config.data)
      return [201, { data: { ...artist(9, 'Mara Vell'), namesakes: [{ id: 1, name: 'Mara Vell' }] } }]
    })
    const { user, router } = renderWithProviders(
      <>
        <ArtistList />
        <ToastContainer />
      </>,
      {
        preloadedState: signedInAs(ROLE_ABILITIES.editor),
        route: '/music/artists'
      }
    )
    await user.click(await screen.findByRole('button', { name: 'New artist' }))
    const dialog = await screen.findByRole('dialog', { name: 'New artist' })
    await user.click(within(dialog).getByRole('button', { name: 'Create artist' }))
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Name'), 'Mara Vell')
    expect(
      await within(dialog).findByText(/The catalogue already has an artist named “Mara Vell”/)
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add a link' }))
    await user.type(within(dialog).getByLabelText('Address of link 1'), 'http://insecure.example')
    await user.click(within(dialog).getByRole('button', { name: 'Create artist' }))
    expect(await within(dialog).findByText('A link must be an https:// URL.')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Address of link 1'))
    await user.type(within(dialog).getByLabelText('Address of link 1'), 'https://mara.example')
    await user.click(within(dialog).getByRole('button', { name: 'Create artist' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/music/artists/9'))
    expect(sent).toMatchObject({ name: 'Mara Vell', links: [{ label: '', url: 'https://mara.example' }] })
    expect(await screen.findByText(/Another artist is also named “Mara Vell” \(#1\)/)).toBeInTheDocument()
  })
})

const overview = (): ArtistPageData => ({
  artist: artist(1, 'Mara Vell', { biography: 'Singer from Leeds.', track_count: 3, release_count: 2 }),
  releases: {
    album: [release(10, 'Harbour Lights', 'album')],
    single: [release(11, 'Tide', 'single')],
    ep: [],
    compilation: []
  },
  top_tracks: [
    {
      id: 5,
      title: 'Tide',
      artist: 'Mara Vell',
      album: 'Tide',
      duration: 200,
      play_count: 90,
      cover_url: null
    },
    {
      id: 4,
      title: 'One',
      artist: 'Mara Vell',
      album: 'Harbour Lights',
      duration: 180,
      play_count: 12,
      cover_url: null
    }
  ],
  credits: [{ track_id: 4, title: 'One', role: 'composer' }]
})

describe('the artist page', () => {
  it('shows the releases by type, the top tracks by plays and the credits', async () => {
    mock.onGet('/admin/v2/artists/1/page').reply(200, { data: overview() })
    renderWithProviders(<ArtistPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/artists/1',
      path: '/music/artists/:id'
    })
    expect(await screen.findByRole('heading', { name: 'Mara Vell', level: 1 })).toBeInTheDocument()
    const albums = screen.getByRole('heading', { name: /Albums/ }).closest('section')!
    expect(within(albums).getByRole('link', { name: 'Harbour Lights' })).toBeInTheDocument()
    const singles = screen.getByRole('heading', { name: /Singles/ }).closest('section')!
    expect(within(singles).getByRole('link', { name: 'Tide' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /EPs/ })).not.toBeInTheDocument()
    const top = screen.getByRole('table', { name: 'Top tracks' })
    expect(
      within(top)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1].textContent)
    ).toEqual(['Tide', 'One'])
    expect(screen.getByText('Composer')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Merge into…' })).not.toBeInTheDocument()
  })

  it('merges into another artist after a confirmation, then offers the undo the server keeps', async () => {
    const intoPage = { ...overview(), artist: artist(2, 'Mara Vell (2)', { track_count: 6 }) }
    mock.onGet('/admin/v2/artists/1/page').reply(200, { data: overview() })
    mock.onGet('/admin/v2/artists/2/page').reply(200, { data: intoPage })
    mock.onGet('/admin/v2/artists').reply(() => page([artist(1, 'Mara Vell'), artist(2, 'Mara Vell (2)')]))
    let merged: unknown = null
    mock.onPost('/admin/v2/artists/merge').reply((config) => {
      merged = JSON.parse(config.data)
      return [
        200,
        {
          data: {
            artist: intoPage.artist,
            moved: { tracks: 3, releases: 2, credits: 1 },
            undo_id: 77,
            undo_expires_at: '2999-01-01T10:10:00.000Z'
          }
        }
      ]
    })
    let undone = false
    mock.onPost('/admin/v2/artists/merge/77/undo').reply(() => {
      undone = true
      return [200, { data: { undone: true } }]
    })
    const { user, router } = renderWithProviders(
      <>
        <ArtistPage />
        <ToastContainer />
      </>,
      {
        preloadedState: signedInAs(ROLE_ABILITIES.editor),
        route: '/music/artists/1',
        path: '/music/artists/:id'
      }
    )
    await user.click(await screen.findByRole('button', { name: 'Merge into…' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Merge artists' })).toBeDisabled()
    await user.type(within(dialog).getByRole('combobox', { name: 'Artist to keep' }), 'Mara')
    await user.click(await within(dialog).findByRole('option', { name: 'Mara Vell (2)' }))
    expect(within(dialog).getByText(/will be merged into “Mara Vell \(2\)”/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Merge artists' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/music/artists/2'))
    expect(merged).toEqual({ from: 1, into: 2 })
    expect(
      await screen.findByText(/“Mara Vell” was merged into “Mara Vell \(2\)”: 3 tracks/)
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Undo merge' }))
    expect(await screen.findByText('“Mara Vell” is back with all its links.')).toBeInTheDocument()
    expect(undone).toBe(true)
    expect(screen.queryByRole('button', { name: 'Undo merge' })).not.toBeInTheDocument()
  })
})
