// The bulk upload's tag links (issue 36) against demo mode's database (the server's services on SQLite): the batch's
// review of what its tags link or create, one release for the files of one album with their tracks in order, a held
// ISRC or a place taken twice named on the row (which waits until corrected or its links are dropped), links that
// fail retried on their row; and a file read before the list of genres arrived taking its tag's genre once it does.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { sql } from 'kysely'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installSignedInFakeDb } from '@/test/fakeDbSession'
import { hostTracks, openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { CATALOGUE_PATHS } from '@/contracts/catalogue'
import { seededGenres } from '@/test/genres'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import * as api from '../tracksApi'
import type { AudioTags } from '../readAudioTags'
import { BulkUpload } from './BulkUpload'

const tagsOf = vi.hoisted(() => new Map<string, AudioTags>())
vi.mock('../readAudioTags', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../readAudioTags')>()),
  // jsdom's File cannot be streamed to the tag reader (readAudioTags.test.ts reads a real tagged file).
  readAudioTags: async (file: File) => tagsOf.get(file.name) ?? {}
}))

let mock: MockAdapter
beforeAll(() => {
  mock = installSignedInFakeDb(http)
})
afterAll(() => mock.restore())
let host: TestMusicHost
beforeEach(async () => {
  tagsOf.clear()
  host = await openTestMusicHost({ tracks: 20 })
})
afterEach(async () => {
  vi.restoreAllMocks()
  await host.close()
})

/** A distinct audio file (its bytes differ, so its hash does); jsdom's File cannot read itself. */
function audio(name: string, seed: number): File {
  const bytes = new Uint8Array([seed, 4, 5, 6, seed])
  return Object.assign(new File([bytes], name, { type: 'audio/wav' }), {
    arrayBuffer: async () => Buffer.from(bytes) as unknown as ArrayBuffer
  })
}

const ALBUM = { artist: 'Lumen Drift', album: 'Night Ferries' }
/** The n-th file of the album: tagged with its place, its ISRC and a composer. */
function albumFile(n: number, extra: Partial<NonNullable<AudioTags['links']>> = {}): File {
  const name = `0${n}-ferry.wav`
  tagsOf.set(name, {
    title: `Ferry ${n}`,
    ...ALBUM,
    genre: 'pop',
    duration: 200,
    links: { ...ALBUM, composer: 'Ada Reyes', isrc: `GBLMN260000${n}`, track_number: n, ...extra }
  })
  return audio(name, n)
}

async function open(files: File[], genres = true) {
  const view = renderWithProviders(<BulkUpload isOpen onClose={() => {}} />, {
    preloadedState: { ...signedInAs(ROLE_ABILITIES.admin), ...(genres ? seededGenres() : {}) }
  })
  const dialog = await screen.findByRole('dialog', { name: 'Upload many tracks' })
  await view.user.upload(within(dialog).getByLabelText('Choose files'), files)
  await waitFor(() => expect(within(dialog).queryAllByText('Reading tags…')).toHaveLength(0))
  const row = (name: string) => within(dialog).getByTitle(name).closest('tr')!
  const review = () => within(dialog).getByRole('list', { name: 'What the upload will do' })
  return { ...view, dialog, row, review }
}

/** Uploads go to demo mode's database as JSON (its multipart staging is not what these check). */
function uploadWithoutAudio() {
  const save = api.saveTrack
  return vi
    .spyOn(api, 'saveTrack')
    .mockImplementation((args, onProgress) => save({ ...args, audio: null }, onProgress))
}

const releasesTitled = (title: string) =>
  host.db.selectFrom('releases').select('id').where('title_key', '=', title.toLowerCase()).execute()

describe('bulk upload: tag links (issue 36)', () => {
  it('reviews the batch, then puts the files of one album on one release, in order', async () => {
    const { dialog, review, user } = await open([albumFile(1), albumFile(2), albumFile(3)])
    await within(dialog).findByText(
      'A new release “Night Ferries” by Lumen Drift is created; its tracks: 1–3.'
    )
    expect(within(review()).getByText('A new artist “Lumen Drift” is created.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('ISRC: 02-ferry.wav')).toHaveValue('GBLMN2600002')
    expect(within(dialog).getByLabelText('Composer: 03-ferry.wav')).toHaveValue('Ada Reyes')

    uploadWithoutAudio()
    const apply = api.applyTagLinks
    let active = 0
    let most = 0
    const applied: number[] = []
    vi.spyOn(api, 'applyTagLinks').mockImplementation(async (id, body) => {
      most = Math.max(most, ++active)
      applied.push(body.track_number!)
      try {
        return await apply(id, body)
      } finally {
        active--
      }
    })
    await user.click(within(dialog).getByRole('button', { name: 'Upload 3 files' }))
    await within(dialog).findByText('Added 3, skipped 0 duplicates, 0 failed.', {}, { timeout: 10_000 })

    expect(applied).toEqual([1, 2, 3])
    expect(most).toBe(1)
    const releases = await releasesTitled(ALBUM.album)
    expect(releases).toHaveLength(1)
    const tracklist = await host.db
      .selectFrom('track_links')
      .innerJoin('tracks', 'tracks.id', 'track_links.track_id')
      .select(['tracks.title', 'track_links.track_number', 'track_links.isrc', 'tracks.album'])
      .where('track_links.release_id', '=', releases[0].id)
      .orderBy('track_links.track_number')
      .execute()
    expect(tracklist).toEqual(
      [1, 2, 3].map((n) => ({
        title: `Ferry ${n}`,
        track_number: n,
        isrc: `GBLMN260000${n}`,
        album: ALBUM.album
      }))
    )
    const artists = await host.db
      .selectFrom('artists')
      .select('id')
      .where('name_key', '=', 'lumen drift')
      .execute()
    expect(artists).toHaveLength(1)
  })

  it('names the track that holds an ISRC; the row waits until its links are dropped, keeping what was typed', async () => {
    const [holder] = await hostTracks(host)
    await sql`insert into track_links (track_id, isrc) values (${holder.id}, 'GBLMN2600001')
      on conflict (track_id) do update set isrc = excluded.isrc`.execute(host.db)
    const { dialog, row, user } = await open([albumFile(1), albumFile(2)])
    const first = row('01-ferry.wav')
    await within(first).findByText(
      `ISRC GB-LMN-26-00001 is already on track ${holder.id}, “${holder.title}” by ${holder.artist}.`
    )
    expect(within(first).getByText('Needs attention')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('ISRC: 01-ferry.wav')).toHaveAccessibleDescription(
      expect.stringContaining(`is already on track ${holder.id}`)
    )
    await within(dialog).findByText("1 file waits: correct its row or choose “Don't link” on it.")
    expect(within(dialog).getByRole('button', { name: 'Upload 1 file · 1 needs attention' })).toBeEnabled()

    await user.click(within(dialog).getByRole('button', { name: "Don't link: 01-ferry.wav" }))
    await waitFor(() => expect(within(first).getByText('Ready')).toBeInTheDocument())
    await within(dialog).findByRole('button', { name: 'Upload 2 files' })
    // Linked again, the ISRC typed is still there (and still held).
    await user.click(within(dialog).getByRole('button', { name: 'Link again: 01-ferry.wav' }))
    expect(within(dialog).getByLabelText('ISRC: 01-ferry.wav')).toHaveValue('GBLMN2600001')
    await within(first).findByText(/is already on track/)
    await user.clear(within(dialog).getByLabelText('ISRC: 01-ferry.wav'))
    await within(dialog).findByRole('button', { name: 'Upload 2 files' }, { timeout: 3000 })
  })

  it('names the other file of the batch that takes the same place', async () => {
    const { dialog, row } = await open([albumFile(1), albumFile(2, { track_number: 1 })])
    await within(row('02-ferry.wav')).findByText('Track 1 of disc 1 is also 01-ferry.wav in this upload.')
    expect(within(dialog).getByLabelText('Track number: 02-ferry.wav')).toBeInvalid()
    await within(dialog).findByRole('button', { name: 'Upload 1 file · 1 needs attention' })
  })

  it('shows links that failed on the row, and Retry applies them', async () => {
    const { dialog, row, user } = await open([albumFile(1)])
    await within(dialog).findByRole('button', { name: 'Upload 1 file' })
    uploadWithoutAudio()
    const apply = api.applyTagLinks
    vi.spyOn(api, 'applyTagLinks')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockImplementation((id, body) => apply(id, body))
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }))
    const first = row('01-ferry.wav')
    await within(first).findByText('Added, not linked')
    expect(await releasesTitled(ALBUM.album)).toHaveLength(0)
    // Offered once its links are checked again against the catalogue.
    await user.click(await within(first).findByRole('button', { name: 'Retry' }))
    await within(first).findByText('Added')
    expect(await releasesTitled(ALBUM.album)).toHaveLength(1)
  })

  it('gives a file read before the list of genres arrived its tag’s genre once the list does', async () => {
    let arrive!: () => void
    const held = new Promise<void>((resolve) => (arrive = resolve))
    const hold = http.interceptors.request.use(async (config) => {
      if (config.url === CATALOGUE_PATHS.genres) await held
      return config
    })
    try {
      tagsOf.set('jazz.wav', { title: 'Blue Hour', artist: 'Nina', genre: 'jazz', duration: 90 })
      const { dialog, row } = await open([audio('jazz.wav', 3)], false)
      const genre = within(dialog).getByLabelText('Genre: jazz.wav')
      expect(genre).toHaveValue('')
      expect(within(row('jazz.wav')).getByText('Needs attention')).toBeInTheDocument()
      arrive()
      await waitFor(() => expect(genre).toHaveValue('jazz'))
      expect(within(row('jazz.wav')).getByText('Ready')).toBeInTheDocument()
    } finally {
      http.interceptors.request.eject(hold)
    }
  })
})
