// The analysis on the server: ffmpeg located once (FFMPEG_PATH, PATH, @ffmpeg-installer/ffmpeg), files in the media
// store, requests on the job queue. Without any ffmpeg the analyser answers unavailable with the reason.
import type { MediaStore } from '../media/store'
import type { AudioAnalyser } from './analyserPort'
import { unavailableAnalyser } from './analyserPort'
import type { AnalysisFiles } from './analysisJob'
import { ffmpegAnalyser } from './ffmpegAnalyser'
import { locateFfmpeg } from './ffmpegLocator'

export async function serverAnalyser(ffmpegPath: string | undefined): Promise<AudioAnalyser> {
  const found = await locateFfmpeg(ffmpegPath)
  return 'path' in found ? ffmpegAnalyser(found.path, found.version) : unavailableAnalyser(found.reason)
}

export function storeFiles(media: MediaStore): AnalysisFiles {
  return {
    pathOf: (key) => media.pathOf(key),
    keepRendition: (path, mime) => media.keep(path, mime),
    removeRendition: (key) => media.remove(key)
  }
}
