import MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http } from '@/auth/http'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import type { ReleaseWithTracks, TrackCatalogue } from '@/contracts/catalogue'
import type { Track } from '@/contracts/music'
import { wholeText } from '@/test/wholeText'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { seededGenres } from '@/test/genres'
import TrackFormPage from './TrackFormPage'

const at = '2026-03-01T10:00:00.000Z'
const release: ReleaseWithTracks = {
  id: 10,
  title: 'Harbour Lights',
  type: 'album',
  upc: null,
  label: '',
  p_line: '',
  c_line: '',
  original_release_date: null,
  cover_url: null,
  artists: [{ id: 1, name: 'Mara Vell' }],
  track_count: 1,
  duration: 200,
  created_at: at,
  updated_at: at,
  tracks: [],
  credits: []
}
const saved = (id: number, title: string): Track => ({
  id,
  title,
  artist: 'Mara Vell',
  album: '',
  genre: 'pop',
  duration: 200,
  release_date: null,
  cover_url: null,
  audio_url: null,
  mime_type: null,
  size: null,
  status: 'draft',
  explicit: false,
  play_count: 0,
  created_at: at,
  updated_at: at,
  analysis_status: null,
  gain_db: null
})

let mock: MockAdapter
beforeEach(() => {
  mock = new MockAdapter(http)
  mock.onGet('/admin/v2/tracks').reply(200, { data: [], page_meta: { total: 0, page: 1, per_page: 10 } })
  mock.onGet('/admin/v2/releases/10').reply(200, { data: release })
})
afterEach(() => mock.restore())

describe('the track form’s catalogue part', () => {
  it('starts on the release it was opened from, shows a duplicate ISRC on its field, and saves the same track again', async () => {
    const requests: { method: string; url: string; body: unknown }[] = []
    const record = (method: string) => (config: { url?: string; data?: string }) => {
      requests.push({ method, url: config.url ?? '', body: config.data ? JSON.parse(config.data) : null })
    }
    mock.onPost('/admin/v2/tracks').reply((config) => {
      record('POST')(config)
      return [201, { data: saved(50, 'Two') }]
    })
    mock.onPut('/admin/v2/tracks/50').reply((config) => {
      record('PUT')(config)
      return [200, { data: saved(50, 'Two') }]
    })
    mock.onPut('/admin/v2/tracks/50/catalogue').replyOnce((config) => {
      record('PUT')(config)
      return [
        409,
        {
          error: 'ISRC GB-XYZ-26-00001 is already on track 4, “One” by Mara Vell.',
          details: [{ path: 'isrc', message: 'Duplicate ISRC', track_id: 4 }]
        }
      ]
    })
    mock.onPut('/admin/v2/tracks/50/catalogue').reply((config) => {
      record('PUT')(config)
      const body = JSON.parse(config.data)
      const answer: TrackCatalogue = {
        track_id: 50,
        release_id: 10,
        release_title: 'Harbour Lights',
        disc_number: 1,
        track_number: 2,
        isrc: body.isrc,
        version: '',
        artists: [{ artist_id: 1, name: 'Mara Vell', role: 'main' }],
        credits: [{ role: 'composer', artist_id: null, name: 'Ana Writer' }]
      }
      return [200, { data: answer }]
    })
    const { user, router } = renderWithProviders(<TrackFormPage />, {
      preloadedState: { ...signedInAs(ROLE_ABILITIES.editor), ...seededGenres() },
      route: '/music/tracks/new?release=10&position=2',
      path: '/music/tracks/new',
      routes: [{ path: '/music/releases/:id', element: <p>release page</p> }]
    })
    expect(await screen.findByTestId('track-release-chosen')).toHaveTextContent('Harbour Lights')
    expect(screen.getByLabelText('Track number')).toHaveValue(2)
    expect(screen.getByLabelText('Role of Mara Vell')).toHaveValue('main')
    expect(screen.getByLabelText('Artist')).toHaveValue('Mara Vell')

    await user.type(screen.getByLabelText('Title'), 'Two')
    await user.selectOptions(screen.getByLabelText('Genre'), 'pop')
    await user.type(screen.getByLabelText('Duration (seconds)'), '200')
    await user.type(screen.getByLabelText('ISRC'), 'GB-XYZ-26-0001')
    await user.click(screen.getByRole('button', { name: 'Add a credit' }))
    await user.type(screen.getByRole('combobox', { name: 'Person of credit 1' }), 'Ana Writer')
    mock.onGet('/admin/v2/artists').reply(200, { data: [], page_meta: { total: 0, page: 1, per_page: 8 } })

    await user.click(screen.getByRole('button', { name: 'Create track' }))
    expect(
      await screen.findByText(
        wholeText('ISRC must have the form CC-XXX-YY-NNNNN (for example US-RC1-76-07839).')
      )
    ).toHaveAttribute('id', 'track-isrc-error')
    expect(requests).toEqual([])

    await user.clear(screen.getByLabelText('ISRC'))
    await user.type(screen.getByLabelText('ISRC'), 'GB-XYZ-26-00001')
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    const duplicate = await screen.findByText(
      wholeText('ISRC GB-XYZ-26-00001 is already on track 4, “One” by Mara Vell.')
    )
    expect(duplicate).toHaveAttribute('id', 'track-isrc-error')
    expect(screen.getByLabelText('ISRC')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('The track was saved, but not its catalogue details')

    await user.clear(screen.getByLabelText('ISRC'))
    await user.type(screen.getByLabelText('ISRC'), 'GB-XYZ-26-00002')
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/music/releases/10'))

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /admin/v2/tracks',
      'PUT /admin/v2/tracks/50/catalogue',
      'PUT /admin/v2/tracks/50',
      'PUT /admin/v2/tracks/50/catalogue'
    ])
    // The first main artist's name, so the server links the track to that artist; the release links it to its album.
    expect(requests[0].body).toMatchObject({ title: 'Two', artist: 'Mara Vell', album: '' })
    expect(requests[3].body).toEqual({
      release_id: 10,
      disc_number: 1,
      track_number: 2,
      isrc: 'GBXYZ2600002',
      version: '',
      artists: [{ artist_id: 1, role: 'main' }],
      credits: [{ role: 'composer', name: 'Ana Writer' }]
    })
  })
})
