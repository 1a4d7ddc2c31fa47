import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { paused } from '@/redux/playerSlice'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installSignedInFakeDb } from '@/test/fakeDbSession'
import { hostTracks, openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import { BULK_PATHS } from '@/contracts/bulk'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import TrackList from './TrackList'
import * as api from './tracksApi'

let mock: MockAdapter
beforeAll(() => {
  mock = installSignedInFakeDb(http)
})
afterAll(() => mock.restore())
// Demo mode's database: the server's services on SQLite, 120 tracks of the demo seed.
let host: TestMusicHost
beforeEach(async () => {
  host = await openTestMusicHost({ tracks: 120 })
})
afterEach(() => host.close())

const rows = () => screen.getAllByRole('row').slice(1)
const titles = () => rows().map((row) => within(row).getAllByRole('cell')[2].textContent)

describe('track list', () => {
  it('lists the bulk changes that can still be undone under "Recent bulk changes", each with Undo', async () => {
    const chosen = (await hostTracks(host)).filter((t) => t.genre !== 'blues').slice(0, 2)
    await http.patch(BULK_PATHS.tracks, { ids: chosen.map((t) => t.id), changes: { genre: 'blues' } })
    // Made four minutes ago: its toast is long gone, the server still keeps the undo.
    const fourMinutesAgo = new Date(Date.now() - 4 * 60 * 1000).toISOString()
    await host.db.updateTable('audit_log').set({ created_at: fourMinutesAgo }).execute()
    await host.db.updateTable('bulk_operations').set({ created_at: fourMinutesAgo }).execute()
    const { user } = renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/tracks'
    })
    const recent = await screen.findByRole('region', { name: 'Recent bulk changes' }, { timeout: 15000 })
    expect(within(recent).getByText(/^Bulk edit · 2 tracks · /)).toBeInTheDocument()
    await user.click(within(recent).getByRole('button', { name: /^Undo change #\d+/ }))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recent bulk changes' })).not.toBeInTheDocument()
    )
    const after = await hostTracks(host)
    for (const track of chosen) expect(after.find((t) => t.id === track.id)?.genre).toBe(track.genre)
  })

  it('shows no "Recent bulk changes" to a role that may not read the audit log', async () => {
    const [first] = await hostTracks(host)
    await http.patch(BULK_PATHS.tracks, { ids: [first.id], changes: { genre: 'blues' } })
    const audit = vi.spyOn(http, 'get')
    renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/tracks'
    })
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Play / }).length).toBeGreaterThan(0))
    expect(screen.queryByRole('region', { name: 'Recent bulk changes' })).not.toBeInTheDocument()
    expect(audit.mock.calls.filter(([url]) => String(url).includes('/audit'))).toEqual([])
    audit.mockRestore()
  })

  it('shows the list the URL describes, and keeps the URL in step with the filters', async () => {
    const { router, user } = renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/tracks?genre=jazz&per_page=25'
    })
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /tracks?$/i, level: 2 })).toBeInTheDocument()
    )
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Play / }).length).toBeGreaterThan(0))
    expect(screen.getByLabelText('Genre')).toHaveValue('jazz')
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25')
    for (const row of rows()) expect(within(row).getByText('Jazz')).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Genre'), 'rock')
    await waitFor(() => expect(router.state.location.search).toContain('genre=rock'))
    await waitFor(() => expect(within(rows()[0]).getByText('Rock')).toBeInTheDocument())

    // A word of a rock track's title, so that the search has something to find.
    const tracks = await hostTracks(host)
    const rockTrack = tracks.find((track) => track.genre === 'rock')!
    const word = rockTrack.title.split(' ')[0]
    await user.type(screen.getByLabelText('Search'), word)
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(word))
    // The keyword matches word prefixes of the title, the artist and the album.
    const found = tracks.filter(
      (track) =>
        track.genre === 'rock' &&
        [track.title, track.artist, track.album].some((text) =>
          text
            .toLowerCase()
            .split(/\s+/)
            .some((w) => w.startsWith(word.toLowerCase()))
        )
    )
    // The title cell ends with an "E" pill for explicit lyrics.
    const cellText = (track: (typeof tracks)[number]) => `${track.title}${track.explicit ? 'E' : ''}`
    await waitFor(() => expect(titles().sort()).toEqual(found.map(cellText).sort()))
    expect(titles()).toContain(cellText(rockTrack))

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=25'))
    // The router's state changes before React renders, and the field follows the URL in an effect.
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''))
  }, 20_000)

  it('moves between pages through the URL and shows the empty state', async () => {
    const { router, user } = renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/tracks'
    })
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 4000 })
    const firstTitle = rows()[0].textContent
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    await waitFor(() => expect(rows()[0].textContent).not.toBe(firstTitle))
    await user.type(screen.getByLabelText('Search'), 'zzzz-nothing')
    expect(
      await screen.findByText('No tracks match these filters.', {}, { timeout: 4000 })
    ).toBeInTheDocument()
    expect(router.state.location.search).not.toContain('page=')
  }, 20_000)

  it('gives a viewer play and history but no add, edit or delete', async () => {
    renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/tracks'
    })
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 4000 })
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(10)
    expect(screen.getAllByRole('link', { name: /^Play history of / })).toHaveLength(10)
    expect(screen.queryByRole('link', { name: 'Add track' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument()
  })

  it('asks before deleting, then reloads the list without the track', async () => {
    const { user } = renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/tracks'
    })
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 4000 })
    const title = within(rows()[0]).getAllByRole('cell')[2].textContent ?? ''
    const deleteButton = within(rows()[0]).getByRole('button', { name: /^Delete / })
    await user.click(deleteButton)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete track' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByText('119 tracks')).toBeInTheDocument())
    expect(rows().map((r) => within(r).getAllByRole('cell')[2].textContent)).not.toContain(title)
  })

  it('a start date after the end date sends no request and shows one message, not a failed table', async () => {
    const spy = vi.spyOn(api, 'fetchTrackPage')
    const { user, router } = renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/tracks?from=2026-06-01&to=2026-01-01'
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date.'
    )
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Added from')).toHaveAccessibleDescription(
      'The start date must not be after the end date.'
    )
    await user.clear(screen.getByLabelText('Added until'))
    await waitFor(() => expect(router.state.location.search).not.toContain('to='))
    expect(await screen.findByRole('table')).toBeInTheDocument()
    // Every request the list ever sent is recorded: the only one came after the range was fixed.
    expect(spy).toHaveBeenCalledTimes(1)
    expect(spy.mock.calls[0][0].filters).toEqual({ date_from: '2026-06-01' })
    spy.mockRestore()
  })

  it('marks the row of the track that is playing', async () => {
    const { user } = renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/tracks'
    })
    const plays = await screen.findAllByRole('button', { name: /^Play / })
    await user.click(plays[2])
    const row = rows()[2]
    await waitFor(() => expect(row).toHaveAttribute('aria-current', 'true'))
    expect(within(row).getByText('Now playing')).toBeInTheDocument()
    expect(rows().filter((r) => r.getAttribute('aria-current'))).toHaveLength(1)
  })

  it('takes the "Now playing" mark off the row once the track has ended', async () => {
    const { user, store } = renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/tracks'
    })
    const plays = await screen.findAllByRole('button', { name: /^Play / })
    await user.click(plays[1])
    await waitFor(() => expect(rows()[1]).toHaveAttribute('aria-current', 'true'))
    // What the floating player reports when the last song of its queue ends.
    act(() => void store.dispatch(paused()))
    expect(rows().filter((r) => r.getAttribute('aria-current'))).toHaveLength(0)
    expect(screen.queryByText('Now playing')).not.toBeInTheDocument()
  })

  it('opens after creating a track with its row marked "New"', async () => {
    const newest = (await hostTracks(host)).reduce((a, b) => (a.created_at > b.created_at ? a : b))
    const { router } = renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/tracks/new'
    })
    await act(() => router.navigate('/music/tracks', { state: { createdTrackId: newest.id } }))
    const badge = await screen.findByText('New')
    expect(badge.closest('tr')).toHaveAttribute('data-new', 'true')
    expect(within(badge.closest('tr')!).getByText(newest.title)).toBeInTheDocument()
  })

  it('filters by status and by explicit lyrics through the URL', async () => {
    const { user, router } = renderWithProviders(<TrackList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/tracks'
    })
    await screen.findAllByRole('button', { name: /^Play / })
    await user.selectOptions(screen.getByLabelText('Status'), 'draft')
    await waitFor(() => expect(router.state.location.search).toContain('status=draft'))
    await waitFor(() => {
      for (const row of rows()) expect(within(row).getByText('Draft')).toBeInTheDocument()
    })
    await user.selectOptions(screen.getByLabelText('Lyrics'), 'Explicit only')
    await waitFor(() => expect(router.state.location.search).toContain('explicit=true'))
    await waitFor(() => {
      for (const row of rows()) expect(within(row).getByTitle('Explicit')).toBeInTheDocument()
    })
  })
})
