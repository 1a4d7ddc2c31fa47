// The upload's review step (issue 36): a file's tags say what they link or create, the person changes or confirms
// it, and saving uploads the track and then links it; refusals land on the review's fields.
import MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from '@/auth/http'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import type { TagLinksInputParsed, TagLinksPlan, TrackCatalogue } from '@/contracts/catalogue'
import type { Track } from '@/contracts/music'
import { wholeText } from '@/test/wholeText'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { seededGenres } from '@/test/genres'
import type { AudioTags } from './readAudioTags'
import TrackFormPage from './TrackFormPage'

const tagsOfFile = vi.hoisted(() => ({ current: {} as AudioTags }))
vi.mock('./readAudioTags', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./readAudioTags')>()),
  // jsdom's File cannot be streamed to the tag reader (readAudioTags.test.ts reads a real tagged file).
  readAudioTags: async () => tagsOfFile.current
}))

const at = '2026-03-01T10:00:00.000Z'
const saved = (id: number, title: string): Track => ({
  id,
  title,
  artist: 'Mira Sol',
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

const TAGGED: AudioTags = {
  title: 'Harbour Song',
  artist: 'Mira Sol',
  album: 'Coast Lines',
  duration: 200,
  links: {
    artist: 'Mira Sol',
    album_artist: 'Various Artists',
    album: 'Coast Lines',
    composer: 'Jun Arata',
    isrc: 'GBXYZ2600042',
    track_number: 3,
    disc_number: 2
  }
}

/** The catalogue knows Mira Sol (1) and Jun Arata (7); ISRC GBXYZ2600001 is on track 4. */
function planOf(body: TagLinksInputParsed): TagLinksPlan {
  const known: Record<string, number> = { 'mira sol': 1, 'jun arata': 7 }
  const id = (name: string) => known[name.trim().toLowerCase()] ?? null
  return {
    artist: { name: body.artist, artist_id: id(body.artist) },
    album_artist: body.album_artist ? { name: body.album_artist, artist_id: id(body.album_artist) } : null,
    release: body.album ? { title: body.album, release_id: null } : null,
    composer: body.composer ? { name: body.composer, artist_id: id(body.composer) } : null,
    isrc: body.isrc,
    isrc_holder: body.isrc === 'GBXYZ2600001' ? { id: 4, title: 'One', artist: 'Mara Vell' } : null,
    disc_number: body.disc_number,
    track_number: body.track_number,
    position_holder: null
  }
}

let mock: MockAdapter
let plans: TagLinksInputParsed[]
/** The plan route's next answers fail with these sentences (then it answers again). */
let planFailures: string[]
let requests: { method: string; url: string; body: unknown }[]
beforeEach(() => {
  tagsOfFile.current = TAGGED
  plans = []
  planFailures = []
  requests = []
  mock = new MockAdapter(http)
  mock.onGet('/admin/v2/tracks').reply(200, { data: [], page_meta: { total: 0, page: 1, per_page: 10 } })
  mock.onPost('/admin/v2/tracks/tag-links/plan').reply((config) => {
    const body = JSON.parse(config.data) as TagLinksInputParsed
    plans.push(body)
    const failure = planFailures.shift()
    return failure ? [500, { error: failure }] : [200, { data: planOf(body) }]
  })
  mock.onPost('/admin/v2/tracks').reply((config) => {
    requests.push({ method: 'POST', url: config.url ?? '', body: config.data })
    return [201, { data: saved(50, 'Harbour Song') }]
  })
  mock.onPut('/admin/v2/tracks/50').reply((config) => {
    requests.push({ method: 'PUT', url: config.url ?? '', body: config.data })
    return [200, { data: saved(50, 'Harbour Song') }]
  })
})
afterEach(() => mock.restore())

const linked: TrackCatalogue = {
  track_id: 50,
  release_id: 30,
  release_title: 'Coast Lines',
  disc_number: 2,
  track_number: 3,
  isrc: 'GBXYZ2600042',
  version: '',
  artists: [{ artist_id: 1, name: 'Mira Sol', role: 'main' }],
  credits: [{ role: 'composer', artist_id: 7, name: 'Jun Arata' }]
}

function renderNew() {
  return renderWithProviders(<TrackFormPage />, {
    preloadedState: { ...signedInAs(ROLE_ABILITIES.editor), ...seededGenres() },
    route: '/music/tracks/new',
    path: '/music/tracks/new',
    routes: [{ path: '/music/tracks', element: <p>track list</p> }]
  })
}

const chooseFile = async (user: ReturnType<typeof renderNew>['user']) =>
  user.upload(
    await screen.findByLabelText('Audio file'),
    new File(['RIFF'], 'harbour.wav', { type: 'audio/wav' })
  )

const plannedLines = async () =>
  within(await screen.findByRole('list', { name: 'What saving will do' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('the upload’s review of a file’s tags', () => {
  it('says what is linked and what is created, follows an edit, and saves the track before linking it', async () => {
    const { user, router } = renderNew()
    await chooseFile(user)
    expect(await screen.findByRole('group', { name: "What the file's tags link" })).toBeInTheDocument()
    expect(screen.getByLabelText('Main artist')).toHaveValue('Mira Sol')
    expect(screen.getByLabelText('Album artist')).toHaveValue('Various Artists')
    expect(screen.getByLabelText('Disc')).toHaveValue(2)
    expect(screen.getByLabelText('Track number')).toHaveValue(3)
    // The catalogue section steps aside while the tags set the links.
    expect(screen.queryByRole('group', { name: 'Catalogue' })).not.toBeInTheDocument()
    await waitFor(async () =>
      expect(await plannedLines()).toEqual([
        'LinkedThe artist “Mira Sol” in the catalogue is linked.',
        'NewA new album artist “Various Artists” is created.',
        'NewA new release “Coast Lines” by Various Artists is created.',
        '·Track 3 of disc 2.',
        '·ISRC GB-XYZ-26-00042.',
        'LinkedComposer: the artist “Jun Arata” in the catalogue.'
      ])
    )

    // The release is the track artist's own, then: the album artist's line goes.
    await user.clear(screen.getByLabelText('Album artist'))
    await waitFor(async () =>
      expect(await plannedLines()).toContain('NewA new release “Coast Lines” by Mira Sol is created.')
    )
    expect(plans.at(-1)).toMatchObject({ album_artist: '', album: 'Coast Lines' })

    await user.selectOptions(screen.getByLabelText('Genre'), 'pop')
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Confirm or decline what the file's tags link before saving."
    )
    expect(requests).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Use these links' }))
    expect(screen.getByText('Saving the track will do this:')).toBeInTheDocument()
    let applied: unknown = null
    mock.onPut('/admin/v2/tracks/50/tag-links').reply((config) => {
      applied = JSON.parse(config.data)
      return [200, { data: linked }]
    })
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/music/tracks'))
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /admin/v2/tracks'])
    // The album text stays empty: the links make the release, not the text.
    const sent = requests[0].body as FormData
    expect(sent.get('artist')).toBe('Mira Sol')
    expect(sent.get('album')).toBeNull()
    expect(applied).toEqual({
      artist: 'Mira Sol',
      album_artist: '',
      album: 'Coast Lines',
      composer: 'Jun Arata',
      isrc: 'GBXYZ2600042',
      disc_number: 2,
      track_number: 3
    })
  })

  it('marks a malformed ISRC without asking, a held one from the plan, and a refused link on its field', async () => {
    const { user, router } = renderNew()
    await chooseFile(user)
    const isrc = await screen.findByLabelText('ISRC')
    await waitFor(() => expect(plans).toHaveLength(1))
    await user.clear(isrc)
    await user.type(isrc, 'GB-XYZ-26')
    expect(
      screen.getByText(wholeText('ISRC must have the form CC-XXX-YY-NNNNN (for example US-RC1-76-07839).'))
    ).toHaveAttribute('id', 'tag-isrc-error')
    expect(screen.getByText('Correct the fields marked to see what saving will do.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use these links' })).toBeDisabled()
    // What was typed elsewhere stays.
    expect(screen.getByLabelText('Main artist')).toHaveValue('Mira Sol')

    await user.type(isrc, '-00001')
    await waitFor(() =>
      expect(screen.getByLabelText('ISRC')).toHaveAccessibleDescription(
        'ISRC GB-XYZ-26-00001 is already on track 4, “One” by Mara Vell.'
      )
    )
    expect(await plannedLines()).toContain(
      'TakenISRC GB-XYZ-26-00001 is already on track 4, “One” by Mara Vell.'
    )
    expect(plans.every((p) => p.isrc === 'GBXYZ2600042' || p.isrc === 'GBXYZ2600001')).toBe(true)
    expect(screen.getByRole('button', { name: 'Use these links' })).toBeDisabled()

    await user.clear(isrc)
    await user.type(isrc, 'GB-XYZ-26-00009')
    await waitFor(async () => expect(await plannedLines()).toContain('·ISRC GB-XYZ-26-00009.'))
    await user.click(screen.getByRole('button', { name: 'Use these links' }))
    await user.selectOptions(screen.getByLabelText('Genre'), 'pop')

    // Another upload took the ISRC in the meantime: the track is saved, its links are not.
    mock.onPut('/admin/v2/tracks/50/tag-links').replyOnce(409, {
      error: 'ISRC GB-XYZ-26-00009 is already on track 8, “Other” by Someone.',
      details: [{ path: 'isrc', message: 'Duplicate ISRC', track_id: 8 }]
    })
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    expect(
      await screen.findByText(wholeText('ISRC GB-XYZ-26-00009 is already on track 8, “Other” by Someone.'))
    ).toHaveAttribute('id', 'tag-isrc-error')
    expect(screen.getByRole('alert')).toHaveTextContent('The track was saved, but not its links')

    await user.clear(screen.getByLabelText('ISRC'))
    await user.type(screen.getByLabelText('ISRC'), 'GB-XYZ-26-00010')
    await waitFor(async () => expect(await plannedLines()).toContain('·ISRC GB-XYZ-26-00010.'))
    await user.click(screen.getByRole('button', { name: 'Use these links' }))
    mock.onPut('/admin/v2/tracks/50/tag-links').reply(200, { data: linked })
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/music/tracks'))
    // The same track again, not a second one.
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /admin/v2/tracks',
      'PUT /admin/v2/tracks/50'
    ])
  })

  it('says when the catalogue cannot be checked and asks again', async () => {
    planFailures = ['The database is busy.']
    const { user } = renderNew()
    await chooseFile(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalogue could not be checked: The database is busy.'
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(async () =>
      expect(await plannedLines()).toContain('LinkedThe artist “Mira Sol” in the catalogue is linked.')
    )
  })

  it('shows no review for a file without catalogue tags, and gives the catalogue section back when declined', async () => {
    tagsOfFile.current = { title: 'Plain', artist: 'Mira Sol', duration: 200 }
    const { user } = renderNew()
    await chooseFile(user)
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Plain'))
    expect(screen.queryByRole('group', { name: "What the file's tags link" })).not.toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Catalogue' })).toBeInTheDocument()

    tagsOfFile.current = TAGGED
    await chooseFile(user)
    await screen.findByRole('group', { name: "What the file's tags link" })
    await user.click(screen.getByRole('button', { name: "Don't link" }))
    expect(screen.queryByRole('group', { name: "What the file's tags link" })).not.toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Catalogue' })).toBeInTheDocument()
    expect(plans.length).toBeLessThanOrEqual(1)
  })
})
