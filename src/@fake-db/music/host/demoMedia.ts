// The media port (server/media/mediaPort.ts) of demo mode and its tracks' files: covers stay object URLs of this
// page, as they always were in demo mode; the seeded covers, which the API server draws at /media/covers/<n>.svg, are
// drawn here by the same code (no server answers that path in demo mode); audio is synthesized in the page
// (music/audio.ts), one melody per track id. Audio uploads are not hosted on the services yet.
import type { Track } from '@/contracts/music'
import { toTrack } from '../../../../server/catalog/trackRows'
import type { TrackRow } from '../../../../server/catalog/tracksRepository'
import { coverSvg } from '../../../../server/media/cover'
import type { MediaPort } from '../../../../server/media/mediaPort'
import { HttpError } from '../../../../server/httpError'
import { demoAudioUrl } from '../audio'

const noAudioHere = (): Promise<never> =>
  Promise.reject(new HttpError(415, 'Demo mode does not keep audio files on this route yet.'))

export const demoMedia: MediaPort = {
  stageAudio: noAudioHere,
  readTags: noAudioHere,
  keepAudio: noAudioHere,
  discardAudio: async () => {},
  removeAudio: async () => {},
  storeCover: async (bytes) => URL.createObjectURL(new Blob([bytes as BlobPart])),
  ownsCover: (url) => url.startsWith('blob:'),
  removeCover: async (url) => URL.revokeObjectURL(url)
}

const DRAWN_COVER = /^\/media\/covers\/(\d{1,9})\.svg$/

/** Whether a stored cover is one the server draws (the seed's), which demo mode draws in the page instead. */
export const isDrawnCover = (url: string | null | undefined): url is string => !!url && DRAWN_COVER.test(url)

/** A cover URL as demo mode shows it: a drawn one as the picture itself. */
export function demoCoverUrl(url: string | null): string | null {
  const drawn = url && DRAWN_COVER.exec(url)
  return drawn ? `data:image/svg+xml;utf8,${encodeURIComponent(coverSvg(Number(drawn[1])))}` : url
}

/** A track as demo mode answers it: the server's encoding, with demo mode's audio and drawn covers. */
export function demoTrack(row: Omit<TrackRow, 'joined_at'>): Track {
  const track = toTrack(row as TrackRow, { signedUrl: () => demoAudioUrl(row.id) })
  return { ...track, cover_url: demoCoverUrl(track.cover_url) }
}
