// The bulk upload's files: which are audio, a title from a file name, the hash the catalogue's duplicates are found
// by, and a long name shortened in its middle.
import { AUDIO_MIME_TYPES } from '@/contracts/music'

export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export const isAudio = (file: File) =>
  (AUDIO_MIME_TYPES as readonly string[]).includes(file.type) ||
  /\.(mp3|m4a|aac|ogg|oga|wav|flac|webm)$/i.test(file.name)

export const titleFromName = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .replace(/^\d+[\s._-]+/, '')
    .replace(/[_-]+/g, ' ')
    .trim()

/** The tail kept whole when a long file name is shortened in the middle: its extension and a few letters. */
const TAIL = 12
export function FileName({ name }: { name: string }) {
  const cut = Math.max(0, name.length - TAIL)
  return (
    <bdi className="middle-ellipsis" title={name}>
      <span className="middle-ellipsis-start">{name.slice(0, cut)}</span>
      <span className="middle-ellipsis-end">{name.slice(cut)}</span>
    </bdi>
  )
}
