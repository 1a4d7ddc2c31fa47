import MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from '@/auth/http'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { gtinCheckDigit, type Artist, type Release, type ReleaseWithTracks } from '@/contracts/catalogue'
import { makeStore } from '@/redux/store'
import { wholeText } from '@/test/wholeText'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { onPhone } from '@/test/onPhone'
import ReleaseFormPage from './ReleaseFormPage'
import ReleaseList from './ReleaseList'
import ReleasePage from './ReleasePage'
import { fetchRelease, reorderRelease, selectReleases } from './releasesSlice'
import { discsOf } from './components/Tracklist'

const at = '2026-03-01T10:00:00.000Z'
const base: Release = {
  id: 10,
  title: 'Harbour Lights',
  type: 'album',
  upc: '036000291452',
  label: 'Vibeline Records',
  p_line: '2026 Vibeline Records',
  c_line: '© 2026 Mara Vell', // delivered with its symbol: shown once
  original_release_date: '2026-02-01',
  cover_url: null,
  artists: [{ id: 1, name: 'Mara Vell' }],
  track_count: 3,
  duration: 630,
  created_at: at,
  updated_at: at
}
const entry = (id: number, title: string, n: number, isrc: string | null) => ({
  track_id: id,
  title,
  artist: 'Mara Vell',
  duration: 210,
  play_count: id,
  disc_number: 1,
  track_number: n,
  isrc,
  version: n === 3 ? 'Radio Edit' : ''
})
const full = (): ReleaseWithTracks => ({
  ...base,
  tracks: [
    entry(4, 'One', 1, 'GBXYZ2600001'),
    entry(5, 'Two', 2, 'GBXYZ2600002'),
    entry(6, 'Three', 3, null)
  ],
  credits: [
    { track_id: 4, role: 'composer', artist_id: 1, name: 'Mara Vell' },
    { track_id: 5, role: 'composer', artist_id: 1, name: 'Mara Vell' },
    { track_id: 4, role: 'producer', artist_id: null, name: 'Ana Producer' }
  ]
})
const artist: Artist = {
  id: 1,
  name: 'Mara Vell',
  sort_name: '',
  country: null,
  image_url: null,
  biography: '',
  links: [],
  track_count: 3,
  release_count: 1,
  created_at: at,
  updated_at: at
}

let mock: MockAdapter
beforeEach(() => {
  mock = new MockAdapter(http)
})
afterEach(() => mock.restore())

describe('the release list', () => {
  it('lists releases with their artists and keeps the type filter in the URL; a viewer gets no actions', async () => {
    const asked: unknown[] = []
    mock.onGet('/admin/v2/releases').reply((config) => {
      asked.push(config.params.filters)
      return [200, { data: [base], page_meta: { total: 1, page: 1, per_page: 10 } }]
    })
    const { user, router } = renderWithProviders(<ReleaseList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/releases'
    })
    const link = await screen.findByRole('link', { name: 'Open Harbour Lights' })
    expect(within(link.closest('tr')!).getByRole('link', { name: 'Mara Vell' })).toBeInTheDocument()
    expect(within(link.closest('tr')!).getByText('10:30')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'New release' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit Harbour Lights' })).not.toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Type'), 'ep')
    await waitFor(() => expect(router.state.location.search).toBe('?type=ep'))
    await waitFor(() => expect(asked.at(-1)).toBe(JSON.stringify({ type: 'ep' })))
  })
})

describe('the release form', () => {
  const renderNew = () =>
    renderWithProviders(<ReleaseFormPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/releases/new',
      path: '/music/releases/new',
      routes: [{ path: '/music/releases/:id', element: <p>release page</p> }]
    })

  it('asks for a primary artist and says which check digit a UPC needs, before sending anything', async () => {
    let posted = 0
    mock.onPost('/admin/v2/releases').reply(() => {
      posted++
      return [201, { data: full() }]
    })
    const { user } = renderNew()
    await user.type(await screen.findByLabelText('Title'), 'Harbour Lights')
    await user.type(screen.getByLabelText('UPC/EAN'), '036000291453')
    await user.click(screen.getByRole('button', { name: 'Create release' }))
    expect(
      await screen.findByText('UPC/EAN check digit is wrong: the last digit should be 2.')
    ).toBeInTheDocument()
    expect(screen.getByLabelText('UPC/EAN')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Choose at least one primary artist.')).toBeInTheDocument()
    expect(posted).toBe(0)
  })

  it('shows the server’s refusal of a UPC another release holds on the UPC field, then creates the release', async () => {
    mock
      .onGet('/admin/v2/artists')
      .reply(200, { data: [artist], page_meta: { total: 1, page: 1, per_page: 8 } })
    const bodies: unknown[] = []
    mock.onPost('/admin/v2/releases').replyOnce((config) => {
      bodies.push(JSON.parse(config.data))
      return [
        409,
        {
          error: 'UPC/EAN 036000291452 is already on release 3, “Held”.',
          details: [{ path: 'upc', message: 'Duplicate UPC/EAN', release_id: 3 }]
        }
      ]
    })
    mock.onPost('/admin/v2/releases').reply((config) => {
      bodies.push(JSON.parse(config.data))
      return [201, { data: { ...full(), id: 42 } }]
    })
    const { user, router } = renderNew()
    await user.type(await screen.findByLabelText('Title'), 'Harbour Lights')
    await user.type(screen.getByRole('combobox', { name: 'Add a primary artist' }), 'Mara')
    await user.click(await screen.findByRole('option', { name: 'Mara Vell' }))
    expect(screen.getByRole('button', { name: 'Remove Mara Vell' })).toBeInTheDocument()
    const upc = screen.getByLabelText('UPC/EAN')
    await user.type(upc, '0360-0029-1452')
    await user.click(screen.getByRole('button', { name: 'Create release' }))
    expect(
      await screen.findByText(wholeText('UPC/EAN 036000291452 is already on release 3, “Held”.'))
    ).toHaveAttribute('id', 'release-upc-error')
    await user.clear(upc)
    await user.type(upc, `00000000017${gtinCheckDigit('00000000017')}`)
    await user.click(screen.getByRole('button', { name: 'Create release' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/music/releases/42'))
    expect(bodies[0]).toMatchObject({ title: 'Harbour Lights', upc: '036000291452', artist_ids: [1] })
  })
})

describe('the release page', () => {
  it('shows the tracklist in order with ISRCs, the total duration, identifiers and who is credited', async () => {
    mock.onGet('/admin/v2/releases/10').reply(200, { data: full() })
    renderWithProviders(<ReleasePage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/releases/10',
      path: '/music/releases/:id'
    })
    expect(await screen.findByRole('heading', { name: 'Harbour Lights', level: 1 })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Tracklist of Harbour Lights' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['1', '2', '3'])
    expect(rows[0]).toHaveTextContent('GB-XYZ-26-00001')
    expect(rows[2]).toHaveTextContent('Three (Radio Edit)')
    expect(screen.getByText('Total duration').nextSibling).toHaveTextContent('10:30')
    expect(screen.getByText('036000291452')).toBeInTheDocument()
    expect(screen.getByText('℗ 2026 Vibeline Records')).toBeInTheDocument()
    expect(screen.getByText('© 2026 Mara Vell')).toBeInTheDocument()
    const credits = screen.getByRole('heading', { name: 'Credits' }).closest<HTMLElement>('.card')!
    expect(
      within(credits)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    ).toEqual(['Composer: Mara Vell (tracks 1, 2)', 'Producer: Ana Producer (tracks 1)'])
    expect(screen.queryByRole('button', { name: 'Move One' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Add a track' })).not.toBeInTheDocument()
  })

  it('gives editors a handle per track and "Add a track" at the next position', async () => {
    mock.onGet('/admin/v2/releases/10').reply(200, { data: full() })
    renderWithProviders(<ReleasePage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/releases/10',
      path: '/music/releases/:id'
    })
    expect(await screen.findByRole('button', { name: 'Move One' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add a track' })).toHaveAttribute(
      'href',
      '/music/tracks/new?release=10&position=4'
    )
  })

  it('on a phone puts the version and the ISRC under the title and leaves out the plays, keeping handles and edits', async () => {
    onPhone()
    try {
      mock.onGet('/admin/v2/releases/10').reply(200, { data: full() })
      renderWithProviders(<ReleasePage />, {
        preloadedState: signedInAs(ROLE_ABILITIES.editor),
        route: '/music/releases/10',
        path: '/music/releases/:id'
      })
      const table = await screen.findByRole('table', { name: 'Tracklist of Harbour Lights' })
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent)
      ).toEqual(['Order', '#', 'Title', 'Duration', 'Actions'])
      const rows = within(table).getAllByRole('row').slice(1)
      const title = (row: HTMLElement) => within(row).getAllByRole('cell')[2]
      expect(title(rows[0])).toHaveTextContent('GB-XYZ-26-00001')
      expect(within(title(rows[2])).getByText('Radio Edit').tagName).toBe('DIV')
      for (const name of ['One', 'Two', 'Three']) {
        expect(within(table).getByRole('button', { name: `Move ${name}` })).toBeInTheDocument()
        expect(within(table).getByRole('link', { name: `Edit ${name}` })).toBeInTheDocument()
      }
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('names its "Working…" status while a move is being stored, and takes it away once the server has answered', async () => {
    mock.onGet('/admin/v2/releases/10').reply(200, { data: full() })
    let answer!: (reply: [number, unknown]) => void
    mock.onPut('/admin/v2/releases/10/tracks').reply(() => new Promise((resolve) => (answer = resolve)))
    const { user } = renderWithProviders(<ReleasePage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/releases/10',
      path: '/music/releases/:id'
    })
    // jsdom lays nothing out: each row is given its place, so that the keyboard moves "Two" over "One".
    const table = await screen.findByRole('table', { name: 'Tracklist of Harbour Lights' })
    within(table)
      .getAllByRole('row')
      .slice(1)
      .forEach((row, i) => {
        row.getBoundingClientRect = () => new DOMRect(0, 40 * i, 600, 40)
      })
    screen.getByRole('button', { name: 'Move Two' }).focus()
    await user.keyboard(' ')
    await user.keyboard('{ArrowUp}')
    await user.keyboard(' ')
    // The e2e reloads once this status is gone (tag-upload.e2e.ts): it must be found by its name while the move is stored.
    expect(await screen.findByRole('status', { name: 'Working…' })).toBeInTheDocument()
    const moved = full()
    moved.tracks = [moved.tracks[1], moved.tracks[0], moved.tracks[2]].map((t, i) => ({
      ...t,
      track_number: i + 1
    }))
    answer([200, { data: moved }])
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Working…' })).not.toBeInTheDocument())
  })
})

describe('the tracklist order in the slice', () => {
  it('shows the new order at once, numbered from 1, and sends every track with its disc', async () => {
    mock.onGet('/admin/v2/releases/10').reply(200, { data: full() })
    let sent: unknown = null
    mock.onPut('/admin/v2/releases/10/tracks').reply((config) => {
      sent = JSON.parse(config.data)
      const reordered = full()
      reordered.tracks = [reordered.tracks[2], reordered.tracks[0], reordered.tracks[1]].map((t, i) => ({
        ...t,
        track_number: i + 1
      }))
      return [200, { data: reordered }]
    })
    const store = makeStore()
    await store.dispatch(fetchRelease(10))
    const done = store.dispatch(
      reorderRelease({
        id: 10,
        trackIds: [6, 4, 5],
        discs: { 4: 1, 5: 1, 6: 1 },
        previous: [4, 5, 6],
        previousDiscs: { 4: 1, 5: 1, 6: 1 }
      })
    )
    const shown = selectReleases(store.getState()).selected!.tracks
    expect(shown.map((t) => [t.track_id, t.track_number])).toEqual([
      [6, 1],
      [4, 2],
      [5, 3]
    ])
    await done
    expect(sent).toEqual({
      tracks: [
        { track_id: 6, disc_number: 1 },
        { track_id: 4, disc_number: 1 },
        { track_id: 5, disc_number: 1 }
      ]
    })
  })

  it('puts the old order back when the server refuses the new one', async () => {
    mock.onGet('/admin/v2/releases/10').reply(200, { data: full() })
    mock.onPut('/admin/v2/releases/10/tracks').reply(409, { error: 'tracks must list every track.' })
    const store = makeStore()
    await store.dispatch(fetchRelease(10))
    const result = await store.dispatch(
      reorderRelease({
        id: 10,
        trackIds: [6, 4, 5],
        discs: { 4: 1, 5: 1, 6: 1 },
        previous: [4, 5, 6],
        previousDiscs: { 4: 1, 5: 1, 6: 1 }
      })
    )
    expect(result.meta.requestStatus).toBe('rejected')
    expect(selectReleases(store.getState()).selected!.tracks.map((t) => t.track_id)).toEqual([4, 5, 6])
  })
})

describe('a tracklist of several discs', () => {
  /** One and Two on disc 1, Three and Four on disc 2. */
  const twoDiscs = (): ReleaseWithTracks => ({
    ...full(),
    tracks: [
      entry(4, 'One', 1, null),
      entry(5, 'Two', 2, null),
      { ...entry(6, 'Three', 1, null), disc_number: 2, version: '' },
      { ...entry(7, 'Four', 2, null), disc_number: 2 }
    ]
  })

  it('heads each disc, and numbers its tracks disc-track', async () => {
    mock.onGet('/admin/v2/releases/10').reply(200, { data: twoDiscs() })
    renderWithProviders(<ReleasePage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/releases/10',
      path: '/music/releases/:id'
    })
    const table = await screen.findByRole('table', { name: 'Tracklist of Harbour Lights' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent?.match(/^Disc \d|\d-\d/)?.[0])).toEqual([
      'Disc 1',
      '1-1',
      '1-2',
      'Disc 2',
      '2-1',
      '2-2'
    ])
    expect(within(rows[3]).getByRole('columnheader', { name: 'Disc 2' })).toBeInTheDocument()
  })

  it('gives a track the disc of the heading above it once moved', () => {
    // Two dropped under Disc 2's heading; then Three dropped above Disc 1's heading stays on the first disc.
    expect(discsOf([-1, 4, -2, 5, 6, 7], 1)).toEqual({
      trackIds: [4, 5, 6, 7],
      discs: { 4: 1, 5: 2, 6: 2, 7: 2 }
    })
    expect(discsOf([6, -1, 4, 5, -2, 7], 1)).toEqual({
      trackIds: [6, 4, 5, 7],
      discs: { 6: 1, 4: 1, 5: 1, 7: 2 }
    })
  })

  it('moves a track to another disc: both discs numbered again at once, the move sent with its disc, undone if refused', async () => {
    mock.onGet('/admin/v2/releases/10').reply(200, { data: twoDiscs() })
    let sent: unknown = null
    mock.onPut('/admin/v2/releases/10/tracks').replyOnce((config) => {
      sent = JSON.parse(config.data)
      return [409, { error: 'tracks must list every track of the release exactly once.' }]
    })
    const store = makeStore()
    await store.dispatch(fetchRelease(10))
    const move = {
      id: 10,
      trackIds: [4, 5, 6, 7],
      discs: { 4: 1, 5: 2, 6: 2, 7: 2 },
      previous: [4, 5, 6, 7],
      previousDiscs: { 4: 1, 5: 1, 6: 2, 7: 2 }
    }
    const refused = store.dispatch(reorderRelease(move))
    const placed = () =>
      selectReleases(store.getState()).selected!.tracks.map((t) => [
        t.track_id,
        t.disc_number,
        t.track_number
      ])
    expect(placed()).toEqual([
      [4, 1, 1],
      [5, 2, 1],
      [6, 2, 2],
      [7, 2, 3]
    ])
    await refused
    expect(sent).toEqual({
      tracks: [
        { track_id: 4, disc_number: 1 },
        { track_id: 5, disc_number: 2 },
        { track_id: 6, disc_number: 2 },
        { track_id: 7, disc_number: 2 }
      ]
    })
    expect(placed()).toEqual([
      [4, 1, 1],
      [5, 1, 2],
      [6, 2, 1],
      [7, 2, 2]
    ])
  })
})
