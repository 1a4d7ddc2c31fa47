// Demo mode's audio analysis routes (issue 38, notes/audio-api.md) on the server's own service and job
// (server/audio/analysisService.ts, analysisJob.ts runAnalysis): only the queue and the analyser are the page's. A
// request runs in this page, one track after another, with the Web Audio analyser (webAudioAnalyser.ts); its file
// is the upload's object URL, or a seeded track's synthesized melody.
import { MUSIC_PATHS } from '@/contracts/music'
import { runAnalysis } from '../../../../server/audio/analysisJob'
import { AnalysisService, type AnalysisRequests } from '../../../../server/audio/analysisService'
import { HttpError } from '../../../../server/httpError'
import { demoAudioUrl } from '../audio'
import type { MockRequest, MockResponse } from '../../mock'
import { exact, pathId, under, type FakeRoute } from '../request'
import { uploadedAudioUrl } from './demoFiles'
import { hosted } from './hosted'
import { musicHost, type MusicHost } from './musicHost'
import { webAudioAnalyser } from './webAudioAnalyser'

const path = MUSIC_PATHS.tracks
let chain: Promise<unknown> = Promise.resolve()

/** The URL the page reads a stored file from: an upload kept in this page, else the track's melody. */
const urls = new Map<string, string>()

async function analyseInPage(host: MusicHost, trackId: number): Promise<void> {
  const track = await host.db
    .selectFrom('tracks')
    .select(['audio_key'])
    .where('id', '=', trackId)
    .executeTakeFirst()
  if (!track?.audio_key) return
  urls.set(track.audio_key, uploadedAudioUrl(track.audio_key) ?? demoAudioUrl(trackId))
  await runAnalysis(
    {
      db: host.db,
      analyser: webAudioAnalyser,
      files: {
        pathOf: (key) => urls.get(key) ?? null,
        keepRendition: () => Promise.reject(new Error('Demo mode keeps the original only.')),
        removeRendition: async () => {}
      },
      // A file the browser cannot decode fails at once: a retry is the listener's.
      retries: 0
    },
    trackId
  )
  if (!host.readOnly) await host.written()
}

/** The page's queue: runs after the request that asked for it has answered, one at a time. */
export function demoAnalysisRequests(host: MusicHost): AnalysisRequests {
  return {
    send: async (trackId) => {
      chain = chain.then(
        () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => analyseInPage(host, trackId)),
        () => undefined
      )
      chain = chain.catch(() => undefined)
      return null
    }
  }
}

/** Queues the analysis of a track whose audio was just uploaded in this page. */
export async function analyseUpload(trackId: number): Promise<void> {
  const host = await musicHost()
  await new AnalysisService(host.db, demoAnalysisRequests(host)).request(trackId)
}

const withAnalysis = (
  write: boolean,
  handle: (analysis: AnalysisService, req: MockRequest, host: MusicHost) => Promise<MockResponse>
) => hosted(write, (host, req) => handle(new AnalysisService(host.db, demoAnalysisRequests(host)), req, host))

const getAnalysis = withAnalysis(false, async (analysis, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return [200, { data: await analysis.get(id.id) }]
})

const getWaveform = withAnalysis(false, async (analysis, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return [200, { data: await analysis.waveform(id.id) }]
})

const requestOne = withAnalysis(true, async (analysis, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return [202, { data: await analysis.request(id.id) }]
})

const requestAll = withAnalysis(true, async (analysis) => [202, { data: await analysis.requestAll() }])

const progress = withAnalysis(false, async (analysis) => [200, { data: await analysis.progress() }])

/** The uploaded master as a download (admins): demo mode keeps uploads in the page only. */
const original = withAnalysis(false, async (_analysis, req, host) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const track = await host.db
    .selectFrom('tracks')
    .select(['audio_key'])
    .where('id', '=', id.id)
    .executeTakeFirst()
  const url = track?.audio_key ? uploadedAudioUrl(track.audio_key) : undefined
  if (!url) throw new HttpError(404, `The original of track ${id.id} is not kept in demo mode.`)
  return [200, await (await fetch(url)).blob()]
})

export const audioRoutes: FakeRoute[] = [
  {
    method: 'get',
    path: exact(`${path}/analysis/progress`),
    action: 'read',
    subject: 'Track',
    handler: progress
  },
  {
    method: 'post',
    path: exact(`${path}/analysis`),
    action: 'update',
    subject: 'Track',
    handler: requestAll
  },
  {
    method: 'get',
    path: under(path, '[^/?]+/analysis'),
    action: 'read',
    subject: 'Track',
    handler: getAnalysis
  },
  {
    method: 'post',
    path: under(path, '[^/?]+/analysis'),
    action: 'update',
    subject: 'Track',
    handler: requestOne
  },
  {
    method: 'get',
    path: under(path, '[^/?]+/waveform'),
    action: 'read',
    subject: 'Track',
    handler: getWaveform
  },
  { method: 'get', path: under(path, '[^/?]+/original'), action: 'manage', subject: 'all', handler: original }
]
