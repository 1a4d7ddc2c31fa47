// The music catalogue (issue 36): artists (list, export, page, create, update, delete, merge and its undo),
// releases (list, export, one with its tracklist, create, update, delete, tracklist order), a track's place in the
// catalogue. Thin: each decodes with the contract, calls a service and answers.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  artistInputSchema,
  artistListQuery,
  artistMergeResultSchema,
  artistMergeSchema,
  artistPageSchema,
  artistSchema,
  CATALOGUE_PATHS,
  releaseInputSchema,
  releaseListQuery,
  releaseSchema,
  releaseWithTracksSchema,
  tagLinksInputSchema,
  tagLinksPlanSchema,
  TAG_LINKS_PATHS,
  trackCatalogueInputSchema,
  trackCatalogueSchema,
  tracklistOrderSchema
} from '../../src/contracts/catalogue'
import { CSV_FIELDS } from '../../src/contracts/csv'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { csvChunks, keysetChunks, sendCsv, type Chunks } from '../export/csv'
import {
  errorResponses,
  errorSchema,
  idParams,
  listParams,
  oneOf,
  pageEnvelope,
  pageOf
} from '../http/shared'
import { ArtistsService, toArtist } from './artistsService'
import { ReleasesService } from './releasesService'
import { TagLinksService } from './tagLinksService'
import { TrackCatalogueService } from './trackCatalogueService'

/** An artist as a write answers it: with the other artists of the same name, for the form's warning. */
const artistWithNamesakes = oneOf(
  artistSchema.extend({ namesakes: z.array(z.object({ id: z.number().int(), name: z.string() })) })
)

export function catalogueRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const artists = new ArtistsService(ctx.db, ctx.dialect)
    const releases = new ReleasesService(ctx.db, ctx.dialect)
    const trackCatalogue = new TrackCatalogueService(ctx.db, ctx.dialect)
    const withNamesakes = async <T extends { id: number; name: string }>(artist: T) => ({
      ...artist,
      namesakes: await artists.namesakes(artist.name, artist.id)
    })

    // --- Artists -------------------------------------------------------------------------------------------------
    const artistsPath = CATALOGUE_PATHS.artists
    const artistWrites = {
      200: artistWithNamesakes,
      201: artistWithNamesakes,
      ...errorResponses,
      409: errorSchema
    }

    app.get(
      artistsPath,
      {
        onRequest: can(ctx, 'read', 'Artist'),
        schema: {
          tags: ['artists'],
          summary: 'List artists, by name unless sort_by/sort_dir say otherwise',
          description:
            'filters is JSON: {"keyword","country"}; the keyword matches the start of the name (any case). sort_by: name or created_at; ties are broken by id.',
          querystring: artistListQuery.httpSchema,
          response: { 200: pageOf(artistSchema), ...errorResponses }
        }
      },
      async (request) => {
        const params = listParams(artistListQuery, request.query)
        const { rows, total, estimated } = await artists.page(params)
        return pageEnvelope(rows, params, total, estimated)
      }
    )

    app.get(
      `${artistsPath}/export`,
      {
        onRequest: can(ctx, 'read', 'Artist'),
        schema: {
          tags: ['artists'],
          summary:
            'The filtered, sorted list of artists as CSV (UTF-8 with BOM); page and per_page are ignored',
          querystring: artistListQuery.httpSchema,
          produces: ['text/csv'],
          response: { ...errorResponses }
        }
      },
      async (request, reply) => {
        const params = listParams(artistListQuery, request.query)
        const chunks = keysetChunks(artists.exportChunk(params))
        return sendCsv(reply, 'artists', csvChunks(CSV_FIELDS.artists, mapped(chunks, toArtist)))
      }
    )

    app.get(
      `${artistsPath}/:id`,
      {
        onRequest: can(ctx, 'read', 'Artist'),
        schema: {
          tags: ['artists'],
          summary: 'One artist',
          params: idParams,
          response: { 200: oneOf(artistSchema), ...errorResponses }
        }
      },
      async (request) => ({ data: await artists.find(request.params.id) })
    )

    app.get(
      `${artistsPath}/:id/page`,
      {
        onRequest: can(ctx, 'read', 'Artist'),
        schema: {
          tags: ['artists'],
          summary:
            'The artist page: the artist, their releases by type, their top tracks by plays and their credits',
          params: idParams,
          response: { 200: oneOf(artistPageSchema), ...errorResponses }
        }
      },
      async (request) => ({ data: await artists.overview(request.params.id) })
    )

    app.post(
      artistsPath,
      {
        onRequest: can(ctx, 'create', 'Artist'),
        schema: {
          tags: ['artists'],
          summary:
            'Create an artist; the answer lists other artists of the same name (names need not be unique)',
          body: artistInputSchema,
          response: artistWrites
        }
      },
      async (request, reply) =>
        reply.code(201).send({ data: await withNamesakes(await artists.create(request.body, request)) })
    )

    app.put(
      `${artistsPath}/:id`,
      {
        onRequest: can(ctx, 'update', 'Artist'),
        schema: {
          tags: ['artists'],
          summary: 'Replace an artist’s fields; a new name becomes the artist text of their tracks',
          params: idParams,
          body: artistInputSchema,
          response: artistWrites
        }
      },
      async (request) => ({
        data: await withNamesakes(await artists.update(request.params.id, request.body, request))
      })
    )

    app.delete(
      `${artistsPath}/:id`,
      {
        onRequest: can(ctx, 'delete', 'Artist'),
        schema: {
          tags: ['artists'],
          summary:
            'Delete an artist that no track, release or credit names (409 otherwise: merge it instead)',
          params: idParams,
          response: { 200: oneOf(artistSchema), ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => ({ data: await artists.remove(request.params.id, request) })
    )

    app.post(
      `${artistsPath}/merge`,
      {
        onRequest: can(ctx, 'update', 'Artist'),
        schema: {
          tags: ['artists'],
          summary: 'Merge artist `from` into `into`: every link moves, `from` goes; undo within 10 minutes',
          body: artistMergeSchema,
          response: { 200: oneOf(artistMergeResultSchema), ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => ({ data: await artists.merge(request.body.from, request.body.into, request) })
    )

    app.post(
      `${artistsPath}/merge/:id/undo`,
      {
        onRequest: can(ctx, 'update', 'Artist'),
        schema: {
          tags: ['artists'],
          summary: 'Undo a merge (its undo_id): the merged artist comes back with every link',
          params: idParams,
          response: {
            200: z.object({ data: z.object({ undone: z.literal(true) }) }),
            ...errorResponses,
            409: errorSchema
          }
        }
      },
      async (request) => {
        await artists.undoMerge(request.params.id, request)
        return { data: { undone: true as const } }
      }
    )

    // --- Releases ------------------------------------------------------------------------------------------------
    const releasesPath = CATALOGUE_PATHS.releases
    const oneRelease = oneOf(releaseWithTracksSchema)
    const releaseWrites = { 200: oneRelease, 201: oneRelease, ...errorResponses, 409: errorSchema }

    app.get(
      releasesPath,
      {
        onRequest: can(ctx, 'read', 'Release'),
        schema: {
          tags: ['releases'],
          summary: 'List releases, newest first unless sort_by/sort_dir say otherwise',
          description:
            'filters is JSON: {"keyword","type","artist_id","upc"}; the keyword matches the start of the title (any case). sort_by: created_at, title or original_release_date.',
          querystring: releaseListQuery.httpSchema,
          response: { 200: pageOf(releaseSchema), ...errorResponses }
        }
      },
      async (request) => {
        const params = listParams(releaseListQuery, request.query)
        const { rows, total, estimated } = await releases.page(params)
        return pageEnvelope(rows, params, total, estimated)
      }
    )

    app.get(
      `${releasesPath}/export`,
      {
        onRequest: can(ctx, 'read', 'Release'),
        schema: {
          tags: ['releases'],
          summary:
            'The filtered, sorted list of releases as CSV (UTF-8 with BOM); page and per_page are ignored',
          querystring: releaseListQuery.httpSchema,
          produces: ['text/csv'],
          response: { ...errorResponses }
        }
      },
      async (request, reply) => {
        const params = listParams(releaseListQuery, request.query)
        const chunks = mapped(keysetChunks(releases.exportChunk(params)), (r) => ({
          ...r,
          artists: r.artists.map((a) => a.name).join(', ')
        }))
        return sendCsv(reply, 'releases', csvChunks(CSV_FIELDS.releases, chunks))
      }
    )

    app.get(
      `${releasesPath}/:id`,
      {
        onRequest: can(ctx, 'read', 'Release'),
        schema: {
          tags: ['releases'],
          summary: 'A release with its tracklist in order',
          params: idParams,
          response: { 200: oneRelease, ...errorResponses }
        }
      },
      async (request) => ({ data: await releases.full(request.params.id) })
    )

    app.post(
      releasesPath,
      {
        onRequest: can(ctx, 'create', 'Release'),
        schema: {
          tags: ['releases'],
          summary: 'Create a release (its tracks join it through PUT /admin/v2/tracks/:id/catalogue)',
          description: 'A UPC/EAN (12 or 13 digits, check digit validated) held by another release is a 409.',
          body: releaseInputSchema,
          response: releaseWrites
        }
      },
      async (request, reply) => reply.code(201).send({ data: await releases.create(request.body, request) })
    )

    app.put(
      `${releasesPath}/:id`,
      {
        onRequest: can(ctx, 'update', 'Release'),
        schema: {
          tags: ['releases'],
          summary:
            'Replace a release’s fields and primary artists; a new title becomes the album text of its tracks',
          params: idParams,
          body: releaseInputSchema,
          response: releaseWrites
        }
      },
      async (request) => ({ data: await releases.update(request.params.id, request.body, request) })
    )

    app.delete(
      `${releasesPath}/:id`,
      {
        onRequest: can(ctx, 'delete', 'Release'),
        schema: {
          tags: ['releases'],
          summary: 'Delete a release; its tracks stay in the catalogue, on no release',
          params: idParams,
          response: { 200: oneRelease, ...errorResponses }
        }
      },
      async (request) => ({ data: await releases.remove(request.params.id, request) })
    )

    app.put(
      `${releasesPath}/:id/tracks`,
      {
        onRequest: can(ctx, 'update', 'Release'),
        schema: {
          tags: ['releases'],
          summary:
            'Reorder the tracklist: every track of the release once, in order; each disc is numbered from 1',
          params: idParams,
          body: tracklistOrderSchema,
          response: releaseWrites
        }
      },
      async (request) => ({ data: await releases.reorder(request.params.id, request.body, request) })
    )

    // --- A track's place in the catalogue ------------------------------------------------------------------------
    const oneCatalogue = oneOf(trackCatalogueSchema)

    app.get(
      CATALOGUE_PATHS.trackCatalogue(':id'),
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'A track’s release and position, ISRC, version, artists with roles and credits',
          params: idParams,
          response: { 200: oneCatalogue, ...errorResponses }
        }
      },
      async (request) => ({ data: await trackCatalogue.find(request.params.id) })
    )

    app.put(
      CATALOGUE_PATHS.trackCatalogue(':id'),
      {
        onRequest: can(ctx, 'update', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'Replace a track’s place in the catalogue; its artist and album text follow',
          description:
            'ISRC as CC-XXX-YY-NNNNN (dashes optional, stored without); one held by another track is a 409 naming it.',
          params: idParams,
          body: trackCatalogueInputSchema,
          response: { 200: oneCatalogue, ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => ({ data: await trackCatalogue.update(request.params.id, request.body, request) })
    )

    // --- An uploaded file's tags linked to the catalogue ---------------------------------------------------------
    const tagLinks = new TagLinksService(ctx.db, ctx.dialect)

    app.post(
      TAG_LINKS_PATHS.plan,
      {
        onRequest: can(ctx, 'create', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'What an uploaded file’s tags would link or create in the catalogue; nothing is written',
          description:
            'Each name finds the artist (or the album artist’s release) of the same normalised name, else is marked new (id null). An ISRC or a position another track holds is named, not refused.',
          body: tagLinksInputSchema,
          response: { 200: oneOf(tagLinksPlanSchema), ...errorResponses }
        }
      },
      async (request) => ({ data: await tagLinks.plan(request.body) })
    )

    app.put(
      TAG_LINKS_PATHS.apply(':id'),
      {
        onRequest: can(ctx, 'update', 'Track'),
        schema: {
          tags: ['tracks'],
          summary:
            'Link a track as its file’s tags say: main artist, album artist’s release and position, ISRC, composer; what is missing is created',
          description:
            'One transaction: an ISRC or a position another track holds is a 409 naming it, and nothing is created.',
          params: idParams,
          body: tagLinksInputSchema,
          response: { 200: oneCatalogue, ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => ({ data: await tagLinks.apply(request.params.id, request.body, request) })
    )
  }
}

/** Each chunk's rows through `map` (the export's cells from the list's rows). */
function mapped<R, T>(chunks: Chunks<R[]>, map: (row: R) => T): Chunks<T[]> {
  return async () => (await chunks())?.map(map)
}
