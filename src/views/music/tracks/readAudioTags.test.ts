import { describe, expect, it } from 'vitest'
import { File as NodeFile } from 'node:buffer'
import { taggedWav } from '@/test/taggedAudio'
import { hasLinkTags, NotAudioError, readAudioTags } from './readAudioTags'

// jsdom's File cannot be read as a stream; Node's can, as a browser's can.
const file = (parts: (string | Uint8Array)[], name: string, type: string) =>
  new NodeFile(parts, name, { type }) as unknown as File

/** One second of 8 kHz mono 8-bit silence as a WAV file. */
function silentWav(): Uint8Array {
  const rate = 8000
  const buffer = new ArrayBuffer(44 + rate)
  const view = new DataView(buffer)
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)))
  text(0, 'RIFF')
  view.setUint32(4, 36 + rate, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 1, true)
  view.setUint32(24, rate, true)
  view.setUint32(28, rate, true)
  view.setUint16(32, 1, true)
  view.setUint16(34, 8, true)
  text(36, 'data')
  view.setUint32(40, rate, true)
  new Uint8Array(buffer, 44).fill(128)
  return new Uint8Array(buffer)
}

describe('readAudioTags', () => {
  it('says a text file named fake.mp3 is not audio', async () => {
    const fake = file(['this is only text, not a song\n'.repeat(40)], 'fake.mp3', 'audio/mpeg')
    await expect(readAudioTags(fake)).rejects.toBeInstanceOf(NotAudioError)
  })

  it('reads the length of a real WAV', async () => {
    const wav = file([silentWav()], 'silence.wav', 'audio/wav')
    await expect(readAudioTags(wav)).resolves.toMatchObject({ duration: 1 })
  })

  it('reads the catalogue’s tags: album artist, composer, ISRC, disc and track number', async () => {
    const wav = file(
      [
        taggedWav({
          title: 'Harbour Song',
          artist: 'Mira Sol',
          albumArtist: 'Various Artists',
          album: 'Coast Lines',
          composer: 'Jun Arata',
          isrc: 'GBXYZ2600042',
          track: '3/12',
          disc: '2/2'
        })
      ],
      'harbour.wav',
      'audio/wav'
    )
    const tags = await readAudioTags(wav)
    expect(tags).toMatchObject({
      title: 'Harbour Song',
      artist: 'Mira Sol',
      album: 'Coast Lines',
      duration: 2
    })
    expect(tags.links).toEqual({
      artist: 'Mira Sol',
      album_artist: 'Various Artists',
      album: 'Coast Lines',
      composer: 'Jun Arata',
      isrc: 'GBXYZ2600042',
      track_number: 3,
      disc_number: 2
    })
    expect(hasLinkTags(tags.links)).toBe(true)
  })

  it('finds nothing to review in an untagged file, or one that names only its artist', async () => {
    const wav = file([silentWav()], 'silence.wav', 'audio/wav')
    expect((await readAudioTags(wav)).links).toBeUndefined()
    expect(hasLinkTags({ artist: 'Only Me' })).toBe(false)
  })
})
