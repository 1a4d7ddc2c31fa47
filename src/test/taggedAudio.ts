// Audio files with tags for tests: a short WAV tone whose `id3 ` chunk carries an ID3v2.3 tag (title, artist,
// album artist, album, composer, ISRC, track and disc number), as a tagging program writes them.

export type TestTags = Partial<
  Record<'title' | 'artist' | 'albumArtist' | 'album' | 'composer' | 'isrc' | 'track' | 'disc', string>
>

const FRAMES: Record<keyof TestTags, string> = {
  title: 'TIT2',
  artist: 'TPE1',
  albumArtist: 'TPE2',
  album: 'TALB',
  composer: 'TCOM',
  isrc: 'TSRC',
  track: 'TRCK',
  disc: 'TPOS'
}

const ascii = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)))

/** One ID3v2.3 text frame, in UTF-16 with its byte-order mark, so that any name fits. */
function textFrame(id: string, value: string): Uint8Array {
  const text = new Uint8Array(3 + value.length * 2)
  text[0] = 1
  text[1] = 0xff
  text[2] = 0xfe
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    text[3 + i * 2] = code & 0xff
    text[4 + i * 2] = code >> 8
  }
  const frame = new Uint8Array(10 + text.length)
  frame.set(ascii(id), 0)
  new DataView(frame.buffer).setUint32(4, text.length)
  frame.set(text, 10)
  return frame
}

function id3(tags: TestTags): Uint8Array {
  const frames = Object.entries(tags).map(([key, value]) => textFrame(FRAMES[key as keyof TestTags], value))
  const size = frames.reduce((sum, f) => sum + f.length, 0)
  const tag = new Uint8Array(10 + size)
  tag.set(ascii('ID3'), 0)
  tag[3] = 3
  // The size is "synchsafe": 7 bits a byte.
  tag[6] = (size >> 21) & 0x7f
  tag[7] = (size >> 14) & 0x7f
  tag[8] = (size >> 7) & 0x7f
  tag[9] = size & 0x7f
  let at = 10
  for (const frame of frames) {
    tag.set(frame, at)
    at += frame.length
  }
  return tag
}

/** `seconds` of a 440 Hz tone, 8 kHz mono 8-bit, with the tags in an `id3 ` chunk after the samples. */
export function taggedWav(tags: TestTags, seconds = 2): Uint8Array {
  const rate = 8000
  const samples = seconds * rate
  const tag = id3(tags)
  const tagChunk = 8 + tag.length + (tag.length % 2)
  const bytes = new Uint8Array(44 + samples + tagChunk)
  const view = new DataView(bytes.buffer)
  bytes.set(ascii('RIFF'), 0)
  view.setUint32(4, bytes.length - 8, true)
  bytes.set(ascii('WAVEfmt '), 8)
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 1, true)
  view.setUint32(24, rate, true)
  view.setUint32(28, rate, true)
  view.setUint16(32, 1, true)
  view.setUint16(34, 8, true)
  bytes.set(ascii('data'), 36)
  view.setUint32(40, samples, true)
  for (let i = 0; i < samples; i++)
    bytes[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate))
  const at = 44 + samples
  bytes.set(ascii('id3 '), at)
  view.setUint32(at + 4, tag.length, true)
  bytes.set(tag, at + 8)
  return bytes
}
