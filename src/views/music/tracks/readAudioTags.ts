// Reads an audio file's tags in the browser; music-metadata loads only when a file is chosen.
import { GENRES, type Genre } from '@/contracts/music'

export type AudioTags = {
  title?: string
  artist?: string
  album?: string
  genre?: Genre
  duration?: number
  release_date?: string
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '')

function matchGenre(names: string[] | undefined): Genre | undefined {
  for (const name of names ?? []) {
    const found = GENRES.find((g) => normalise(g) === normalise(name))
    if (found) return found
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
  return tags
}
