// The managed genres: the list (whoever reads tracks), and an administrator's new genre and rename. Thin: each
// decodes with the contract, calls the service and answers.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CATALOGUE_PATHS, genreInputSchema, genreParams, genreSchema } from '../../src/contracts/catalogue'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { errorResponses, errorSchema, oneOf } from '../http/shared'
import { GenresService } from './genresService'

export function genreRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const genres = new GenresService(ctx.db)
    const oneGenre = oneOf(genreSchema)

    app.get(
      CATALOGUE_PATHS.genres,
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'The genres, in list order',
          response: { 200: z.object({ data: z.array(genreSchema) }), ...errorResponses }
        }
      },
      async () => ({ data: await genres.list() })
    )

    app.post(
      CATALOGUE_PATHS.genres,
      {
        onRequest: can(ctx, 'create', 'Genre'),
        schema: {
          tags: ['tracks'],
          summary: 'Add a genre at the end of the list (administrators)',
          description:
            'The slug tracks store is made from the name ("Drum & Bass" → drum-and-bass) and never changes. A name or slug another genre has is a 409 naming it.',
          body: genreInputSchema,
          response: { 201: oneGenre, ...errorResponses, 409: errorSchema }
        }
      },
      async (request, reply) => reply.code(201).send({ data: await genres.create(request.body, request) })
    )

    app.put(
      CATALOGUE_PATHS.genre(':slug'),
      {
        onRequest: can(ctx, 'update', 'Genre'),
        schema: {
          tags: ['tracks'],
          summary: 'Rename a genre (administrators); its slug, which tracks store, stays',
          params: genreParams,
          body: genreInputSchema,
          response: { 200: oneGenre, ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => ({ data: await genres.rename(request.params.slug, request.body, request) })
    )
  }
}
