// Reads an audio file's tags in the browser; music-metadata loads only when a file is chosen.
import { genreSlugOfTag } from '@/contracts/catalogue'

export type AudioTags = {
  title?: string
  artist?: string
  album?: string
  /** The slug the genre tag makes; the form keeps it when the managed list holds it. */
  genre?: string
  duration?: number
  release_date?: string
  /** What the tags say about the track's place in the catalogue: the upload's review step (issue 36). */
  links?: FileLinkTags
}

/** The catalogue's part of a file's tags; a field the file does not carry is left out. */
export type FileLinkTags = {
  artist?: string
  album_artist?: string
  album?: string
  composer?: string
  isrc?: string
  disc_number?: number
  track_number?: number
}

/** Whether the tags say anything the review step would link (the track's own artist alone is no catalogue news). */
export const hasLinkTags = (links: FileLinkTags | undefined) =>
  links !== undefined &&
  Object.entries(links).some(([key, value]) => key !== 'artist' && value !== undefined && value !== '')

function matchGenre(names: string[] | undefined): string | undefined {
  for (const name of names ?? []) {
    const slug = genreSlugOfTag(name)
    if (slug) return slug
  }
  return undefined
}

/** The file's content is no audio the tag reader knows (a text file named fake.mp3): the server would answer 415. */
export class NotAudioError extends Error {
  constructor() {
    super('The file is not an audio file we can read.')
    this.name = 'NotAudioError'
  }
}

export async function readAudioTags(file: File): Promise<AudioTags> {
  const { parseBlob } = await import('music-metadata')
  let parsed
  try {
    parsed = await parseBlob(file, { duration: true, skipCovers: true })
  } catch {
    throw new NotAudioError()
  }
  const { common, format } = parsed
  // As the server decides: no container or no length means it is not audio, whatever its name says.
  if (!format.container || !format.duration) throw new NotAudioError()
  const tags: AudioTags = {}
  if (common.title) tags.title = common.title
  if (common.artist) tags.artist = common.artist
  if (common.album) tags.album = common.album
  const genre = matchGenre(common.genre)
  if (genre) tags.genre = genre
  if (format.duration && Number.isFinite(format.duration))
    tags.duration = Math.max(1, Math.round(format.duration))
  if (common.date && /^\d{4}-\d{2}-\d{2}/.test(common.date)) tags.release_date = common.date.slice(0, 10)
  else if (common.year) tags.release_date = `${common.year}-01-01`
  const links: FileLinkTags = {}
  if (common.artist) links.artist = common.artist.trim()
  if (common.albumartist) links.album_artist = common.albumartist.trim()
  if (common.album) links.album = common.album.trim()
  const composer = common.composer?.find((name) => name.trim() !== '')
  if (composer) links.composer = composer.trim()
  const isrc = common.isrc?.find((code) => code.trim() !== '')
  if (isrc) links.isrc = isrc.trim()
  if (common.track?.no) links.track_number = common.track.no
  if (common.disk?.no) links.disc_number = common.disk.no
  if (Object.keys(links).length > 0) tags.links = links
  return tags
}
