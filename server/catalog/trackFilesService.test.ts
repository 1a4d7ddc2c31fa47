// The track-with-files workflow on a host that keeps files in memory: what it reads from tags, which files it keeps,
// and which it lets go when a write is refused, fails or replaces them. No file system and no HTTP: the same port a
// browser host implements.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AudioTags, MediaPort, StagedAudio } from '../media/mediaPort'
import { migrate } from '../db/migrationFiles'
import { closeTempSqlite, openTempSqlite, type TempSqlite } from '../db/test/tempSqlite'
import { HttpError } from '../httpError'
import { TrackFilesService } from './trackFilesService'
import { TracksService } from './tracksService'

/** Files by handle: staged ones, kept audio and stored covers, with the tags each staged file "contains". */
function memoryMedia(tagsOf: (filename: string) => AudioTags | undefined) {
  const staged = new Map<string, StagedAudio>()
  const audio = new Set<string>()
  const covers = new Set<string>()
  let next = 0
  const port: MediaPort = {
    async stageAudio(_bytes, info) {
      const ref = `staged-${++next}`
      const file = { ref, ...info, size: 1000, hash: `hash-of-${info.filename}` }
      staged.set(ref, file)
      return file
    },
    readTags: async (file) => tagsOf(file.filename),
    async keepAudio(file) {
      staged.delete(file.ref)
      const key = `audio-${++next}`
      audio.add(key)
      return key
    },
    discardAudio: async (file) => void staged.delete(file.ref),
    removeAudio: async (key) => void audio.delete(key),
    async storeCover() {
      const url = `/media/covers/cover-${++next}.png`
      covers.add(url)
      return url
    },
    ownsCover: (url) => url.startsWith('/media/covers/'),
    removeCover: async (url) => void covers.delete(url)
  }
  return { port, staged, audio, covers }
}

const wave = (extra: AudioTags = {}): AudioTags => ({ container: 'WAVE', duration: 187.4, ...extra })
const origin = { user: null }
const stage = (media: MediaPort, filename: string) =>
  media.stageAudio((async function* () {})(), { filename, declaredMime: 'application/octet-stream' })

let temp: TempSqlite | undefined
let files: ReturnType<typeof memoryMedia>
let service: TrackFilesService

function withTags(tagsOf: (filename: string) => AudioTags | undefined) {
  files = memoryMedia(tagsOf)
  const { db, dialect } = temp!.database
  service = new TrackFilesService(db, new TracksService(db, dialect), files.port)
}

beforeEach(async () => {
  temp = openTempSqlite('track-files')
  await migrate(temp.database.db, temp.database.dialect)
})
afterEach(() => closeTempSqlite(temp))

describe('TrackFilesService on an in-memory media port', () => {
  it('fills the empty fields from the tags, keeps the audio and stores the embedded picture as the cover', async () => {
    withTags(() =>
      wave({ title: 'Tagged title', artist: 'Tagged Artist', genre: 'R&B', picture: new Uint8Array([1]) })
    )
    const upload = await stage(files.port, 'any.wav')
    const track = await service.create(origin, { fields: { artist: 'Typed Artist' }, upload })
    expect(track).toMatchObject({
      title: 'Tagged title',
      artist: 'Typed Artist',
      genre: 'r-and-b',
      duration: 187,
      mime_type: 'audio/wav'
    })
    expect(files.audio).toEqual(new Set([track.audio_key]))
    expect(files.covers).toEqual(new Set([track.cover_url]))
    expect(files.staged.size).toBe(0)
  })

  it('names an untitled, untagged file after its file name', async () => {
    withTags(() => wave())
    const track = await service.create(origin, {
      fields: { artist: 'Someone', genre: 'pop' },
      upload: await stage(files.port, '01_my-song.wav')
    })
    expect(track.title).toBe('my song')
  })

  it('refuses a file it cannot read as audio (415) and discards it, keeping nothing', async () => {
    withTags(() => undefined)
    const upload = await stage(files.port, 'notes.txt')
    const refused = service.create(origin, { fields: { title: 'T', artist: 'A', genre: 'pop' }, upload })
    await expect(refused).rejects.toMatchObject({ statusCode: 415 })
    expect(files.staged.size + files.audio.size + files.covers.size).toBe(0)
  })

  it('refuses a second copy of the same audio (409 naming the first track) and discards the copy', async () => {
    withTags(() => wave({ title: 'Same' }))
    const first = await service.create(origin, {
      fields: { artist: 'A', genre: 'pop' },
      upload: await stage(files.port, 'same.wav')
    })
    const again = service.create(origin, {
      fields: { artist: 'B', genre: 'pop' },
      upload: await stage(files.port, 'same.wav')
    })
    await expect(again).rejects.toBeInstanceOf(HttpError)
    await expect(again).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining(`track ${first.id}`)
    })
    expect(files.audio).toEqual(new Set([first.audio_key]))
    expect(files.staged.size).toBe(0)
  })

  it('replaces a track’s audio and removes the old file only after the update', async () => {
    withTags(() => wave())
    const track = await service.create(origin, {
      fields: { title: 'T', artist: 'A', genre: 'pop' },
      upload: await stage(files.port, 'old.wav')
    })
    const updated = await service.update(origin, track.id, {
      fields: { title: 'T', artist: 'A', genre: 'pop' },
      upload: await stage(files.port, 'new.wav')
    })
    expect(updated.audio_key).not.toBe(track.audio_key)
    expect(files.audio).toEqual(new Set([updated.audio_key]))
  })

  it('removes the new file when the track to update is gone (404)', async () => {
    withTags(() => wave())
    const missing = service.update(origin, 999, {
      fields: { title: 'T', artist: 'A', genre: 'pop' },
      upload: await stage(files.port, 'late.wav')
    })
    await expect(missing).rejects.toMatchObject({ statusCode: 404 })
    expect(files.staged.size + files.audio.size).toBe(0)
  })

  it('deletes a track with its audio and its own cover', async () => {
    withTags(() => wave({ picture: new Uint8Array([1]) }))
    const track = await service.create(origin, {
      fields: { title: 'T', artist: 'A', genre: 'pop' },
      upload: await stage(files.port, 'gone.wav')
    })
    await service.remove(origin, track.id)
    expect(files.audio.size + files.covers.size).toBe(0)
  })
})
