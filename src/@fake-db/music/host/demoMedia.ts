// The media port (server/media/mediaPort.ts) of demo mode: covers stay object URLs of this page, as they always were
// in demo mode. Audio uploads are not hosted on the services yet (the fake tracks module still takes them).
import type { MediaPort } from '../../../../server/media/mediaPort'
import { HttpError } from '../../../../server/httpError'

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
