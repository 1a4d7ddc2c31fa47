import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { issueToken } from '@/@fake-db/auth/tokens'
import { resetAuthData } from '@/@fake-db/auth/data'
import { register as registerStats } from '@/@fake-db/music/host/stats'
import { hostTracks, openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { STATS_PATHS } from '@/contracts/stats'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import MusicDashboard from './MusicDashboard'

vi.mock('react-apexcharts', () => import('@/test/apexChartsStub'))

let mock: MockAdapter
const signIn = (accountId: number) => {
  http.defaults.headers.common.Authorization = `Bearer ${issueToken(accountId, 'access')}`
}
beforeAll(() => {
  mock = new MockAdapter(http)
})
// Demo mode's database (the server's services on SQLite, the demo seed) on a fixed day: the charts' "today".
let host: TestMusicHost
beforeEach(async () => {
  vi.useFakeTimers({ now: Date.UTC(2026, 9, 31, 12, 0, 0), toFake: ['Date'] })
  mock.reset()
  host = await openTestMusicHost({ tracks: 120, now: new Date() })
  resetAuthData()
  signIn(1)
})
afterEach(async () => {
  delete http.defaults.headers.common.Authorization
  await host.close()
  vi.useRealTimers()
})
afterAll(() => mock.restore())

const render = (route = '/dashboard/music') =>
  renderWithProviders(<MusicDashboard />, {
    preloadedState: signedInAs(ROLE_ABILITIES.admin),
    route,
    routes: [{ path: '/music/tracks/:id/history', element: <h1>History page</h1> }]
  })

const chartIn = (testId: string) => within(screen.getByTestId(testId)).getByTestId('chart')
const seriesOf = (testId: string) =>
  JSON.parse(chartIn(testId).getAttribute('data-series')!) as { name: string; data: number[] }[]

describe('music overview', () => {
  it('shows the catalogue totals and the last 30 days by default', async () => {
    registerStats(mock)
    render()
    const totals = await screen.findByRole('list', { name: 'The catalogue' })
    await waitFor(() => expect(within(totals).getByText('Tracks').previousSibling).toHaveTextContent('120'))
    const published = (await hostTracks(host)).filter((t) => t.status === 'published').length
    expect(within(totals).getByText('Published').previousSibling).toHaveTextContent(String(published))
    // The range ends today, which is still under way: its plays are a note beside a line of the 29 days before.
    await waitFor(() => expect(seriesOf('plays-chart')[0].data).toHaveLength(29))
    expect(screen.getByTestId('plays-partial-day')).toBeInTheDocument()
    expect(seriesOf('plays-chart').map((s) => s.name)).toEqual(['Plays', 'Listeners'])
    expect(screen.getByTestId('overview-range')).toHaveTextContent('Oct 2, 2026 – Oct 31, 2026')
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true')
    expect(chartIn('genres-chart')).toHaveAttribute('data-type', 'donut')
    expect(chartIn('top-tracks-chart')).toHaveAttribute('data-type', 'bar')
  })

  it('keeps the range in the URL and redraws the charts for it, custom ranges checked first', async () => {
    registerStats(mock)
    const { user, router } = render()
    await waitFor(() => expect(seriesOf('plays-chart')[0].data).toHaveLength(29))
    await user.click(screen.getByRole('button', { name: '7 days' }))
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'))
    // Today, still under way, is left out of the line.
    await waitFor(() => expect(seriesOf('plays-chart')[0].data).toHaveLength(6))
    expect(seriesOf('new-users-chart')[0].data).toHaveLength(7)

    await user.click(screen.getByRole('button', { name: 'Custom' }))
    const from = screen.getByLabelText('From')
    const to = screen.getByLabelText('To')
    await user.clear(from)
    await user.type(from, '2026-10-20')
    await user.clear(to)
    await user.type(to, '2026-10-10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByText('The first day must not be after the last')).toBeInTheDocument()
    expect(from).toHaveAttribute('aria-invalid', 'true')
    expect(router.state.location.search).toBe('?days=7')

    await user.clear(to)
    await user.type(to, '2026-10-24')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-10-20&to=2026-10-24'))
    await waitFor(() => expect(seriesOf('plays-chart')[0].data).toHaveLength(5))
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('opens the play history of a top track clicked in the chart or in the list', async () => {
    registerStats(mock)
    const { user, router } = render('/dashboard/music?days=90')
    const list = await screen.findByRole('list', { name: 'The most played tracks' })
    const first = within(list).getAllByRole('link')[0]
    const firstPath = first.getAttribute('href')!
    expect(firstPath).toMatch(/^\/music\/tracks\/\d+\/history$/)
    await user.click(within(screen.getByTestId('top-tracks-chart')).getAllByTestId('chart-point')[0])
    await waitFor(() => expect(router.state.location.pathname).toBe(firstPath))
    expect(await screen.findByRole('heading', { name: 'History page' })).toBeInTheDocument()
  })

  it('shows an error with a retry on the chart whose call failed, and the others as usual', async () => {
    mock.onGet(STATS_PATHS.genres).replyOnce(500, { error: 'The stats are resting.' })
    registerStats(mock)
    const { user } = render()
    expect(await screen.findByText('The stats are resting.')).toBeInTheDocument()
    await waitFor(() => expect(seriesOf('plays-chart')[0].data).toHaveLength(29))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(chartIn('genres-chart')).toHaveAttribute('data-type', 'donut'))
    expect(screen.queryByText('The stats are resting.')).not.toBeInTheDocument()
  })

  it("shows the server's refusal to a role that may not read the stats", async () => {
    registerStats(mock)
    signIn(2)
    render()
    expect(
      (await screen.findAllByText('Your role (client) may not read play histories.')).length
    ).toBeGreaterThan(1)
  })

  it('says so when the range has no plays', async () => {
    registerStats(mock)
    render('/dashboard/music?from=2020-01-01&to=2020-01-07')
    await waitFor(() => expect(screen.getAllByText('No plays in this range.')).toHaveLength(3))
    expect(seriesOf('plays-chart')[0].data).toEqual([0, 0, 0, 0, 0, 0, 0])
  })
})
