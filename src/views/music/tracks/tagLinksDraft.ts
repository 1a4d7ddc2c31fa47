// The upload's review of what a file's tags link in the catalogue (issue 36): the names and numbers as the person
// leaves them, and how they become the body of the tag-links routes (checked by the shared schema, each problem on
// its field).
import { tagLinksInputSchema, type TagLinksInputParsed } from '@/contracts/catalogue'
import type { FileLinkTags } from './readAudioTags'

export type TagLinksDraft = {
  artist: string
  album_artist: string
  album: string
  composer: string
  isrc: string
  disc_number: string
  track_number: string
}

export type TagLinksField = keyof TagLinksDraft
export type TagLinksErrors = Partial<Record<TagLinksField, string>>

export function tagDraftOf(links: FileLinkTags): TagLinksDraft {
  return {
    artist: links.artist ?? '',
    album_artist: links.album_artist ?? '',
    album: links.album ?? '',
    composer: links.composer ?? '',
    isrc: links.isrc ?? '',
    disc_number: links.disc_number === undefined ? '1' : String(links.disc_number),
    track_number: links.track_number === undefined ? '' : String(links.track_number)
  }
}

const wholeOrText = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : value)

/** The body for the API, or the problems by field. */
export function tagBodyOf(
  draft: TagLinksDraft
): { ok: true; body: TagLinksInputParsed } | { ok: false; errors: TagLinksErrors } {
  const parsed = tagLinksInputSchema.safeParse({
    artist: draft.artist,
    album_artist: draft.album_artist,
    album: draft.album,
    composer: draft.composer,
    isrc: draft.isrc.trim() === '' ? null : draft.isrc,
    disc_number: wholeOrText(draft.disc_number.trim() || '1'),
    track_number: draft.track_number.trim() === '' ? null : wholeOrText(draft.track_number)
  })
  if (parsed.success) return { ok: true, body: parsed.data }
  const errors: TagLinksErrors = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'artist') as TagLinksField
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
