// Audio playback through signed URLs, with HTTP Range support, and generated SVG covers.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../context'
import { HttpError } from '../errors'
import { mimeOfKey, parseRange } from './store'
import { coverSvg } from './cover'
import { storedCoverPath } from './covers'

export function mediaRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()

    app.route({
      method: ['GET', 'HEAD'],
      url: '/media/audio/:key',
      schema: {
        tags: ['media'],
        summary:
          'Stream a track’s audio through the signed audio_url of the track (Range requests answer 206)',
        security: [],
        params: z.object({ key: z.string().max(100) }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() })
      },
      handler: async (request, reply) => {
        const { key } = request.params
        const verdict = ctx.media.verify(key, request.query.expires, request.query.signature)
        if (verdict === 'expired')
          throw new HttpError(403, 'This audio link has expired; reload the track to get a new one.')
        if (verdict === 'forged') throw new HttpError(403, 'This audio link is not valid.')
        const file = ctx.media.pathOf(key)
        const info = file ? await stat(file).catch(() => null) : null
        if (!file || !info) throw new HttpError(404, 'This audio file was not found.')
        const size = info.size
        reply
          .header('Accept-Ranges', 'bytes')
          .header('Content-Type', mimeOfKey(key))
          .header('Cache-Control', 'private, max-age=3600')
          .header('Last-Modified', info.mtime.toUTCString())
        const range = parseRange(request.headers.range, size)
        if (range === 'unsatisfiable') {
          return reply
            .code(416)
            .header('Content-Type', 'application/json; charset=utf-8')
            .header('Content-Range', `bytes */${size}`)
            .send({ error: 'The requested range is outside the file.' })
        }
        if (range === null) {
          reply.header('Content-Length', String(size))
          return request.method === 'HEAD' ? reply.send() : reply.send(createReadStream(file))
        }
        reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .header('Content-Length', String(range.end - range.start + 1))
        return request.method === 'HEAD'
          ? reply.send()
          : reply.send(createReadStream(file, { start: range.start, end: range.end }))
      }
    })

    app.get(
      '/media/covers/:name',
      {
        schema: {
          tags: ['media'],
          summary:
            'A cover picture: an uploaded or embedded one (<hash>.jpg|png|webp) or a generated SVG (12.svg)',
          security: [],
          params: z.object({
            name: z
              .string()
              .regex(
                /^(\d{1,9}\.svg|[a-f0-9]{40}\.(jpg|png|webp))$/,
                'Covers are named like 12.svg or by their hash'
              )
          })
        }
      },
      async (request, reply) => {
        const { name } = request.params
        const stored = storedCoverPath(ctx.config.mediaDir, name)
        if (stored) {
          const info = await stat(stored).catch(() => null)
          if (!info?.isFile()) throw new HttpError(404, 'This cover was not found.')
          const type = name.endsWith('.png')
            ? 'image/png'
            : name.endsWith('.webp')
              ? 'image/webp'
              : 'image/jpeg'
          // Named by their content: a stored cover never changes, so browsers keep it for a year.
          return reply
            .header('Content-Type', type)
            .header('Content-Length', String(info.size))
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            .header('X-Content-Type-Options', 'nosniff')
            .send(createReadStream(stored))
        }
        return reply
          .header('Content-Type', 'image/svg+xml')
          .header('Cache-Control', 'public, max-age=86400')
          .send(coverSvg(Number.parseInt(name, 10)))
      }
    )
  }
}
