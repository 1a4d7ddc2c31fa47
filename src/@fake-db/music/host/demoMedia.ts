// How demo mode shows its tracks' media: the seeded covers, which the API server draws at /media/covers/<n>.svg, are
// drawn here by the same code (no server answers that path in demo mode); audio uploaded in this page plays from its
// object URL (host/demoFiles.ts), any other is synthesized in the page (music/audio.ts), one melody per track id.
import type { Track } from '@/contracts/music'
import type { Kysely } from 'kysely'
import { toTrack } from '../../../../server/catalog/trackRows'
import type { TrackRow } from '../../../../server/catalog/tracksRepository'
import { analysisFields, type TrackAnalysisFields } from '../../../../server/audio/analysisService'
import type { DB } from '../../../../server/db/schema'
import { coverSvg } from '../../../../server/media/cover'
import { demoAudioUrl } from '../audio'
import { uploadedAudioUrl } from './demoFiles'

const DRAWN_COVER = /^\/media\/covers\/(\d{1,9})\.svg$/

/** Whether a stored cover is one the server draws (the seed's), which demo mode draws in the page instead. */
export const isDrawnCover = (url: string | null | undefined): url is string => !!url && DRAWN_COVER.test(url)

/** A cover URL as demo mode shows it: a drawn one as the picture itself, its number kept in the fragment. */
export function demoCoverUrl(url: string | null): string | null {
  const drawn = url && DRAWN_COVER.exec(url)
  return drawn
    ? `data:image/svg+xml;utf8,${encodeURIComponent(coverSvg(Number(drawn[1])))}#drawn-${drawn[1]}`
    : url
}

const SHOWN_DRAWN_COVER = /^data:image\/svg\+xml;utf8,[^#]*#drawn-(\d{1,9})$/

/** The URL the database keeps for a cover as demo mode shows it (demoCoverUrl's inverse). */
export function storedCoverUrl(url: string | null): string | null {
  const drawn = url && SHOWN_DRAWN_COVER.exec(url)
  return drawn ? `/media/covers/${drawn[1]}.svg` : url
}

/** A request's body with a drawn cover a form sends back as the URL the database keeps. */
export function withStoredCovers<T>(body: T): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || body instanceof FormData)
    return body
  const cover = (body as Record<string, unknown>).cover_url
  return typeof cover === 'string' ? { ...body, cover_url: storedCoverUrl(cover) } : body
}

/** Every cover of an answer (a track's, a release's, a playlist's mosaic) through `map`. */
function mapCovers<T>(body: T, map: (url: string | null) => string | null): T {
  if (Array.isArray(body)) return body.map((item: unknown) => mapCovers(item, map)) as T
  if (body === null || typeof body !== 'object') return body
  const entries = Object.entries(body as Record<string, unknown>).map(([key, value]) => {
    if (key === 'cover_url' && (typeof value === 'string' || value === null)) return [key, map(value)]
    if (key === 'covers' && Array.isArray(value))
      return [key, value.map((url) => (typeof url === 'string' ? map(url) : url))]
    return [key, mapCovers(value, map)]
  })
  return Object.fromEntries(entries) as T
}

/** An answer's covers as demo mode shows them: every drawn one as the picture itself (the services answer the stored URL). */
export const withDrawnCovers = <T>(body: T): T => mapCovers(body, demoCoverUrl)

/** An answer's covers as the API server answers them (tests that compare the two hosts). */
export const withoutDrawnCovers = <T>(body: T): T => mapCovers(body, storedCoverUrl)

/**
 * A track as demo mode answers it: the server's encoding with its analysis fields (analysisFields), demo mode's audio
 * and drawn covers. The page encodes no rendition, so the audio URL stays the uploaded or generated file.
 */
export function demoTrack(row: Omit<TrackRow, 'joined_at'>, analysis?: TrackAnalysisFields): Track {
  const track = toTrack(
    row as TrackRow,
    { signedUrl: (key) => uploadedAudioUrl(key) ?? demoAudioUrl(row.id) },
    analysis && { ...analysis, stream_key: row.audio_key }
  )
  return { ...track, cover_url: demoCoverUrl(track.cover_url) }
}

/** Tracks as demo mode answers them, their analysis fields read in one query as the server's track routes read them. */
export async function demoTracks(db: Kysely<DB>, rows: TrackRow[]): Promise<Track[]> {
  const fields = await analysisFields(db, rows)
  return rows.map((row) => demoTrack(row, fields.get(row.id)))
}
