// Small real images for tests: a one-colour PNG, and a WAV whose ID3 chunk embeds a picture.
import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A size×size PNG of one colour. */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())
  ])
  const pixels = Buffer.concat(Array.from({ length: size }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0))
  ])
}

/** The WAV with an "id3 " chunk holding an ID3v2.3 tag whose APIC frame is the picture (a front cover). */
export function wavWithPicture(wav: Buffer, picture: Buffer, mime = 'image/png'): Buffer {
  const apicBody = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(`${mime}\0`, 'latin1'),
    Buffer.from([3, 0]),
    picture
  ])
  const frameHeader = Buffer.alloc(10)
  frameHeader.write('APIC', 0, 'latin1')
  frameHeader.writeUInt32BE(apicBody.length, 4)
  const frames = Buffer.concat([frameHeader, apicBody])
  const size = frames.length
  const syncsafe = Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f])
  const tag = Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([3, 0, 0]), syncsafe, frames])
  const padded = tag.length % 2 ? Buffer.concat([tag, Buffer.from([0])]) : tag
  const chunkHeader = Buffer.alloc(8)
  chunkHeader.write('id3 ', 0, 'latin1')
  chunkHeader.writeUInt32LE(tag.length, 4)
  const out = Buffer.concat([wav, chunkHeader, padded])
  out.writeUInt32LE(out.length - 8, 4)
  return out
}
