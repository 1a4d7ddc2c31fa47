// The release page's lifecycle (issue 37): the readiness panel, the moves each role is offered, the dialogs that ask
// first, the availability editor and the timeline, against the server's answers (mocked at the HTTP client).
import MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from '@/auth/http'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { WORLDWIDE } from '@/contracts/availability'
import type { ReleaseWithTracks } from '@/contracts/catalogue'
import type { Readiness } from '@/contracts/readiness'
import type { ReleaseLifecycle, ReleaseStatus } from '@/contracts/releaseLifecycle'
import { i18n } from '@/configs/i18n'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import ReleaseList from './ReleaseList'
import ReleasePage from './ReleasePage'
import { availabilityText } from './components/availabilityText'

const at = '2026-03-01T10:00:00.000Z'
const release: ReleaseWithTracks = {
  id: 10,
  title: 'Harbour Lights',
  type: 'album',
  upc: null,
  label: 'Vibeline Records',
  p_line: '2026 Vibeline Records',
  c_line: '',
  original_release_date: null,
  cover_url: null,
  artists: [{ id: 1, name: 'Mara Vell' }],
  track_count: 2,
  duration: 420,
  created_at: at,
  updated_at: at,
  tracks: [
    {
      track_id: 4,
      title: 'One',
      artist: 'Mara Vell',
      duration: 210,
      play_count: 1,
      disc_number: 1,
      track_number: 1,
      isrc: 'GBXYZ2600001',
      version: ''
    },
    {
      track_id: 6,
      title: 'Two',
      artist: 'Mara Vell',
      duration: 210,
      play_count: 1,
      disc_number: 1,
      track_number: 2,
      isrc: null,
      version: ''
    }
  ],
  credits: []
}

const lifecycle = (status: ReleaseStatus, extra: Partial<ReleaseLifecycle> = {}): ReleaseLifecycle => ({
  release_id: 10,
  status,
  go_live_at: null,
  go_live_zone: null,
  go_live_local: null,
  explicit: false,
  availability: WORLDWIDE,
  availability_summary: 'Available worldwide',
  taken_down: null,
  timeline: [],
  ...extra
})

const failing: Readiness = {
  ready: false,
  errors: 2,
  warnings: 1,
  findings: [
    {
      rule: 'release.c_line.missing',
      severity: 'warning',
      field: 'c_line',
      track_id: null,
      message: 'The (C) line is missing (c_line)'
    },
    {
      rule: 'release.upc.missing',
      severity: 'error',
      field: 'upc',
      track_id: null,
      message: 'The UPC/EAN is missing (upc)'
    },
    {
      rule: 'track.isrc.missing',
      severity: 'error',
      field: 'tracks.6.isrc',
      track_id: 6,
      message: 'Track 2 “Two”: the ISRC is missing (isrc)'
    }
  ],
  skipped: [{ rule: 'release.cover.size', reason: 'the cover’s size is not stored' }]
}
const ready: Readiness = { ready: true, errors: 0, warnings: 0, findings: [], skipped: [] }

let mock: MockAdapter
beforeEach(() => {
  mock = new MockAdapter(http)
  mock.onGet('/admin/v2/releases/10').reply(200, { data: release })
})
afterEach(() => mock.restore())

const open = (role: keyof typeof ROLE_ABILITIES, state: ReleaseLifecycle, readiness: Readiness) => {
  mock.onGet('/admin/v2/releases/10/lifecycle').reply(200, { data: state })
  mock.onGet('/admin/v2/releases/10/readiness').reply(200, { data: readiness })
  return renderWithProviders(<ReleasePage />, {
    preloadedState: signedInAs(ROLE_ABILITIES[role]),
    route: '/music/releases/10',
    path: '/music/releases/:id'
  })
}

const card = (name: string) => screen.getByRole('heading', { name }).closest<HTMLElement>('.card')!

describe('the readiness panel', () => {
  it('lists errors before warnings, each naming its field with a link that focuses it, and blocks scheduling', async () => {
    open('editor', lifecycle('in_review'), failing)
    const summary = await screen.findByTestId('readiness-summary')
    expect(summary).toHaveTextContent('2 errors block scheduling until they are fixed.')
    const panel = card('Readiness checks')
    const items = within(within(panel).getByRole('list', { name: 'Findings' })).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'ErrorThe UPC/EAN is missing.Fix the UPC/EAN',
      'ErrorTrack 2 “Two”: the ISRC is missing.Fix the ISRC of “Two”',
      'WarningThe (C) line is missing.Fix the (C) line'
    ])
    expect(within(panel).getByRole('link', { name: 'Fix the UPC/EAN' })).toHaveAttribute(
      'href',
      '/music/releases/10/edit?focus=release-upc'
    )
    expect(within(panel).getByRole('link', { name: 'Fix the ISRC of “Two”' })).toHaveAttribute(
      'href',
      '/music/tracks/6/edit?focus=track-isrc'
    )
    expect(
      within(panel).getByText('The cover’s size is not checked: it is not stored yet.')
    ).toBeInTheDocument()
    const schedule = screen.getByRole('button', { name: 'Schedule…' })
    expect(schedule).toBeDisabled()
    expect(schedule).toHaveAccessibleDescription(
      'Scheduling is blocked: 2 readiness checks fail. Fix them in the readiness checks below.'
    )
  })

  it('says the release is ready when nothing fails, and scheduling sends the local time and zone', async () => {
    let sent: unknown
    mock.onPost('/admin/v2/releases/10/schedule').reply((config) => {
      sent = JSON.parse(config.data)
      return [
        200,
        {
          data: lifecycle('scheduled', {
            go_live_at: '2099-01-15T08:00:00.000Z',
            go_live_zone: 'Europe/Berlin',
            go_live_local: '2099-01-15T09:00'
          })
        }
      ]
    })
    const { user } = open('editor', lifecycle('in_review'), ready)
    expect(await screen.findByTestId('readiness-summary')).toHaveTextContent(
      'Ready to schedule: every check passes.'
    )
    await user.click(screen.getByRole('button', { name: 'Schedule…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Schedule “Harbour Lights”' })
    const date = within(dialog).getByLabelText('Date')
    await user.clear(date)
    await user.type(date, '2099-01-15')
    await user.selectOptions(within(dialog).getByLabelText('Time zone'), 'Europe/Berlin')
    expect(within(dialog).getByText(/^That is .* UTC\.$/)).toHaveTextContent('Jan 15, 2099, 8:00 AM')
    await user.click(within(dialog).getByRole('button', { name: 'Schedule release' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual({ release_at: '2099-01-15T09:00', time_zone: 'Europe/Berlin' })
    expect(screen.getByTestId('lifecycle-status')).toHaveTextContent('Scheduled')
    expect(screen.getByText('Goes live on Jan 15, 2099, 9:00 AM (Europe/Berlin).')).toBeInTheDocument()
  })
})

describe('the lifecycle moves by role', () => {
  it('offers a viewer no move', async () => {
    open('viewer', lifecycle('draft'), failing)
    await screen.findByTestId('readiness-summary')
    expect(within(card('Lifecycle')).queryByRole('button')).not.toBeInTheDocument()
  })

  it('lets an editor submit a draft, and shows the server’s refusal', async () => {
    mock.onPost('/admin/v2/releases/10/submit').replyOnce(409, {
      error: 'Release 10 is in review; only a release that is a draft can be submitted for review.'
    })
    const { user } = open('editor', lifecycle('draft'), failing)
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Release 10 is in review; only a release that is a draft can be submitted for review.'
    )
  })

  it('does not offer an editor the takedown of a live release', async () => {
    open('editor', lifecycle('live'), ready)
    await screen.findByTestId('readiness-summary')
    expect(screen.queryByRole('button', { name: 'Take down' })).not.toBeInTheDocument()
    expect(screen.getByText('Only administrators take a release down or reinstate it.')).toBeInTheDocument()
  })

  it('asks an administrator for a reason before a takedown, and sends it', async () => {
    let sent: unknown
    mock.onPost('/admin/v2/releases/10/take-down').reply((config) => {
      sent = JSON.parse(config.data)
      return [
        200,
        {
          data: lifecycle('taken_down', {
            taken_down: { at: '2026-11-29T10:00:00.000Z', reason: 'Rights dispute', by: 1 },
            timeline: [
              {
                id: 1,
                track_id: null,
                from_status: 'scheduled',
                to_status: 'live',
                at: '2026-11-28T10:00:00.000Z',
                user: null,
                reason: '',
                go_live_at: null,
                go_live_zone: null
              },
              {
                id: 2,
                track_id: null,
                from_status: 'live',
                to_status: 'taken_down',
                at: '2026-11-29T10:00:00.000Z',
                user: { id: 1, name: 'Ada Admin' },
                reason: 'Rights dispute',
                go_live_at: null,
                go_live_zone: null
              }
            ]
          })
        }
      ]
    })
    const { user } = open('admin', lifecycle('live'), ready)
    await user.click(await screen.findByRole('button', { name: 'Take down' }))
    const dialog = await screen.findByRole('dialog', { name: 'Take “Harbour Lights” down?' })
    const confirm = within(dialog).getByRole('button', { name: 'Take down' })
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Reason'), 'Rights dispute')
    await user.click(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual({ reason: 'Rights dispute' })
    expect(screen.getByTestId('lifecycle-status')).toHaveTextContent('Taken down')
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeInTheDocument()
    const steps = within(card('Timeline')).getAllByRole('listitem')
    expect(steps[0]).toHaveTextContent('Taken down')
    expect(steps[0]).toHaveTextContent('Ada Admin')
    expect(steps[0]).toHaveTextContent('Reason: “Rights dispute”')
    expect(steps[1]).toHaveTextContent('Went live')
    expect(steps[1]).toHaveTextContent('Vibeline (automatically)')
  })
})

describe('the availability editor', () => {
  it('adds countries by code or name, previews the contract’s sentence, and saves', async () => {
    let sent: unknown
    mock.onPut('/admin/v2/releases/10/availability').reply((config) => {
      sent = JSON.parse(config.data)
      return [200, { data: lifecycle('draft', { availability: sent as ReleaseLifecycle['availability'] }) }]
    })
    const { user } = open('editor', lifecycle('draft'), ready)
    expect(await screen.findByTestId('availability-summary')).toHaveTextContent('Available worldwide')
    await user.click(within(card('Availability')).getByRole('button', { name: 'Edit' }))
    await user.click(screen.getByLabelText('Only in these countries'))
    await user.click(screen.getByRole('button', { name: 'Save availability' }))
    expect(await screen.findByText('Name at least one country.')).toBeInTheDocument()
    const country = screen.getByRole('combobox', { name: 'Add country' })
    await user.type(country, 'Narnia{Enter}')
    expect(screen.getByText(/“Narnia” is not a country/)).toBeInTheDocument()
    await user.clear(country)
    await user.type(country, 'de{Enter}')
    await user.type(country, 'France (FR)')
    await user.click(screen.getByRole('button', { name: 'Add country' }))
    await user.type(screen.getByLabelText('Available from (optional)'), '2027-01-15')
    expect(screen.getByTestId('release-availability-preview')).toHaveTextContent(
      'Available in 2 countries (Germany, France) from 2027-01-15'
    )
    await user.click(screen.getByRole('button', { name: 'Save availability' }))
    expect(await screen.findByTestId('availability-summary')).toHaveTextContent(
      'Available in 2 countries (Germany, France) from 2027-01-15'
    )
    expect(sent).toEqual({ mode: 'include', countries: ['DE', 'FR'], from: '2027-01-15', until: null })
  })

  it('words the summary in Arabic with Arabic country names and counts', async () => {
    await i18n.changeLanguage('ar')
    try {
      const t = i18n.t.bind(i18n)
      expect(
        availabilityText({ mode: 'exclude', countries: ['DE'], from: '2027-01-15', until: null }, t, 'ar')
      ).toBe(`متاح في ${new Intl.NumberFormat('ar').format(248)} دولة من 2027-01-15`)
      expect(availabilityText({ mode: 'include', countries: ['DE'], from: null, until: null }, t, 'ar')).toBe(
        'متاح في دولة واحدة (ألمانيا)'
      )
    } finally {
      await i18n.changeLanguage('en')
    }
  })
})

describe('the release list’s readiness filter', () => {
  it('keeps "Has errors" in the URL and asks the server for has_errors', async () => {
    const asked: unknown[] = []
    mock.onGet('/admin/v2/releases').reply((config) => {
      asked.push(config.params.filters)
      return [200, { data: [], page_meta: { total: 0, page: 1, per_page: 10 } }]
    })
    const { user, router } = renderWithProviders(<ReleaseList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.viewer),
      route: '/music/releases'
    })
    await user.selectOptions(await screen.findByLabelText('Readiness'), 'Has errors')
    await waitFor(() => expect(router.state.location.search).toBe('?has_errors=true'))
    await waitFor(() => expect(asked.at(-1)).toBe(JSON.stringify({ has_errors: true })))
  })
})

describe('a track’s own availability', () => {
  it('shows that a track follows its release, and narrows it from the tracklist', async () => {
    let sent: unknown
    mock.onGet('/admin/v2/tracks/6/availability').reply(200, {
      data: {
        track_id: 6,
        availability: null,
        effective: WORLDWIDE,
        availability_summary: 'Available worldwide',
        taken_down: null
      }
    })
    mock.onPut('/admin/v2/tracks/6/availability').reply((config) => {
      sent = JSON.parse(config.data)
      return [
        200,
        {
          data: {
            track_id: 6,
            availability: null,
            effective: WORLDWIDE,
            availability_summary: '',
            taken_down: null
          }
        }
      ]
    })
    const { user } = open('editor', lifecycle('draft'), ready)
    await user.click(await screen.findByRole('button', { name: 'Availability of Two' }))
    const dialog = await screen.findByRole('dialog', { name: 'Availability of “Two”' })
    expect(await within(dialog).findByTestId('track-availability-summary')).toHaveTextContent(
      'Follows the release: Available worldwide'
    )
    await user.click(within(dialog).getByLabelText('Everywhere except these countries'))
    await user.type(within(dialog).getByRole('combobox', { name: 'Add country' }), 'DE{Enter}')
    await user.click(within(dialog).getByRole('button', { name: 'Save availability' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual({ availability: { mode: 'exclude', countries: ['DE'], from: null, until: null } })
  })

  it('lets an administrator take one track down with a reason after asking, and reinstate it', async () => {
    const standing = (taken_down: { at: string; reason: string; by: number } | null) => ({
      track_id: 6,
      availability: null,
      effective: WORLDWIDE,
      availability_summary: 'Available worldwide',
      taken_down
    })
    mock.onGet('/admin/v2/tracks/6/availability').reply(200, { data: standing(null) })
    let sent: unknown
    mock.onPost('/admin/v2/tracks/6/take-down').reply((config) => {
      sent = JSON.parse(config.data)
      return [
        200,
        { data: standing({ at: '2026-11-29T10:00:00.000Z', reason: 'Sample not cleared', by: 1 }) }
      ]
    })
    mock.onPost('/admin/v2/tracks/6/reinstate').reply(200, { data: standing(null) })
    const { user } = open('admin', lifecycle('live'), ready)
    await user.click(await screen.findByRole('button', { name: 'Availability of Two' }))
    const dialog = await screen.findByRole('dialog', { name: 'Availability of “Two”' })
    const section = await within(dialog).findByTestId('track-takedown')
    expect(section).toHaveTextContent('Not taken down on its own')
    await user.click(within(section).getByRole('button', { name: 'Take this track down…' }))
    const confirm = within(section).getByRole('button', { name: 'Take down' })
    expect(confirm).toBeDisabled()
    expect(sent).toBeUndefined()
    await user.type(within(section).getByLabelText('Reason'), 'Sample not cleared')
    await user.click(confirm)
    await waitFor(() => expect(section).toHaveTextContent('“Sample not cleared”'))
    expect(sent).toEqual({ reason: 'Sample not cleared' })
    await user.click(within(section).getByRole('button', { name: 'Reinstate this track…' }))
    await user.click(within(section).getByRole('button', { name: 'Reinstate' }))
    await waitFor(() => expect(section).toHaveTextContent('Not taken down on its own'))
  })

  it('shows an editor the track’s takedown without the move', async () => {
    mock.onGet('/admin/v2/tracks/6/availability').reply(200, {
      data: {
        track_id: 6,
        availability: null,
        effective: WORLDWIDE,
        availability_summary: 'Available worldwide',
        taken_down: { at: '2026-11-29T10:00:00.000Z', reason: 'Sample not cleared', by: 1 }
      }
    })
    const { user } = open('editor', lifecycle('live'), ready)
    await user.click(await screen.findByRole('button', { name: 'Availability of Two' }))
    const section = await screen.findByTestId('track-takedown')
    expect(section).toHaveTextContent('“Sample not cleared”')
    expect(within(section).queryByRole('button')).not.toBeInTheDocument()
  })
})
