// The navbar's global search (search/service.ts): decodes the keyword, answers nothing for an empty one.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_PATH,
  emptySearch,
  searchQuerySchema,
  searchResultSchema
} from '../../src/contracts/search'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { zodError } from '../errors'
import { toTrack } from '../catalog/trackRows'
import { assertNoNul, errorResponses } from '../http/shared'
import { SearchService } from './service'

export function searchRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const searching = new SearchService(
      ctx.db,
      ctx.dialect,
      (row, analysis) => toTrack(row, ctx.media, analysis),
      SEARCH_GROUP_LIMIT
    )

    app.get(
      SEARCH_PATH,
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['search'],
          summary:
            'The best 4 tracks, playlists, users, artists and releases for a keyword (the navbar search)',
          description:
            'q: up to 200 characters, trimmed; empty finds nothing. Tracks match word prefixes of the title, artist or album as the track list does, most played first; playlists (name, description, owner) and users (name, username, email) contain the keyword, a match in the name first, then newest; artists (name) and releases (title) start with it, as their lists match, artists by name and releases newest first. Groups the role may not read are empty.',
          querystring: searchQuerySchema,
          response: { 200: searchResultSchema, ...errorResponses }
        }
      },
      async (request) => {
        const parsed = searchQuerySchema.safeParse(request.query ?? {})
        if (!parsed.success) throw zodError(parsed.error, 'query')
        const q = parsed.data.q
        assertNoNul(q, 'q')
        if (!q) return { data: emptySearch(q) }
        return { data: await searching.search(q, request.user!.ability) }
      }
    )
  }
}
