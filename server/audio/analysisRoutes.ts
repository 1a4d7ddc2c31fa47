// The audio of a track (issue 38): its analysis, its waveform, asking for an analysis (one track, or every track
// not analysed yet), the progress over the catalogue, and the uploaded master for administrators. Thin: the work is
// analysisService.ts's, the runs analysisJob.ts's.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { audioAnalysisSchema, waveformSchema } from '../../src/contracts/audioAnalysis'
import { MUSIC_PATHS } from '../../src/contracts/music'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { errorResponses, errorSchema, idParams } from '../http/shared'
import { notFound } from '../httpError'
import { EXTENSIONS } from '../media/store'

const progressSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  analysing: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  unavailable: z.number().int()
})

/** A file name for the master's download: the title's letters and digits, the stored type's extension. */
function downloadName(title: string, mime: string | null): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'track'
  return `${base}.${(mime && EXTENSIONS[mime]) ?? 'bin'}`
}

export function analysisRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const path = MUSIC_PATHS.tracks
    const analysis = ctx.analysis

    app.get(
      `${path}/analysis/progress`,
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'How far the analysis of the catalogue’s audio is: tracks with audio by analysis status',
          response: { 200: z.object({ data: progressSchema }), ...errorResponses }
        }
      },
      async () => ({ data: await analysis.progress() })
    )

    app.post(
      `${path}/analysis`,
      {
        onRequest: can(ctx, 'update', 'Track'),
        schema: {
          tags: ['tracks'],
          summary:
            'Queue the analysis of every track whose analysis is missing, out of date, failed or unavailable',
          response: { 202: z.object({ data: z.object({ queued: z.number().int() }) }), ...errorResponses }
        }
      },
      async (_request, reply) => reply.code(202).send({ data: await analysis.requestAll() })
    )

    app.get(
      `${path}/:id/analysis`,
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['tracks'],
          summary:
            'The analysis of a track’s audio: loudness, true peak, format, quality findings, playback gain',
          params: idParams,
          response: { 200: z.object({ data: audioAnalysisSchema }), ...errorResponses }
        }
      },
      async (request) => ({ data: await analysis.get(request.params.id) })
    )

    app.post(
      `${path}/:id/analysis`,
      {
        onRequest: can(ctx, 'update', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'Queue the (re-)analysis of a track’s audio (a retry after a failure)',
          params: idParams,
          response: { 202: z.object({ data: audioAnalysisSchema }), ...errorResponses }
        }
      },
      async (request, reply) => reply.code(202).send({ data: await analysis.request(request.params.id) })
    )

    app.get(
      `${path}/:id/waveform`,
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'The waveform of a track’s audio: min/max pairs in −1…1 (404 until analysed)',
          params: idParams,
          response: { 200: z.object({ data: waveformSchema }), ...errorResponses }
        }
      },
      async (request) => ({ data: await analysis.waveform(request.params.id) })
    )

    app.get(
      `${path}/:id/original`,
      {
        onRequest: can(ctx, 'manage', 'all'),
        schema: {
          tags: ['tracks'],
          summary: 'Download the uploaded master of a track, as uploaded (administrators)',
          params: idParams,
          response: { 200: z.any().describe('The audio file'), ...errorResponses, 500: errorSchema }
        }
      },
      async (request, reply) => {
        const original = await analysis.original(request.params.id)
        const file = ctx.media.pathOf(original.key)
        const info = file ? await stat(file).catch(() => null) : null
        if (!file || !info) throw notFound(`The audio of track ${request.params.id}`)
        return reply
          .header('Content-Type', original.mime ?? 'application/octet-stream')
          .header('Content-Length', String(info.size))
          .header(
            'Content-Disposition',
            `attachment; filename="${downloadName(original.title, original.mime)}"`
          )
          .header('Cache-Control', 'private, no-store')
          .send(createReadStream(file))
      }
    )
  }
}
