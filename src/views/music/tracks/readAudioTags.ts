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

export async function readAudioTags(file: File): Promise<AudioTags> {
  const { parseBlob } = await import('music-metadata')
  const { common, format } = await parseBlob(file, { duration: true, skipCovers: true })
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
