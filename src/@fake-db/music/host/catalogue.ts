// Demo mode's music catalogue (issue 36) on the server's own services, as server/catalog/catalogueRoutes.ts answers
// it: artists (list, export, one, page, create, update, delete, merge and its undo), releases (list, export, one
// with its tracklist, create, update, delete, tracklist order), a track's place in the catalogue, an upload's tag links and the genres (list, add, rename). The
// same decoders, guard (FakeRoute's action and subject), service calls and envelopes; only the transport differs.
import type MockAdapter from 'axios-mock-adapter'
import {
  artistInputSchema,
  artistListQuery,
  artistMergeSchema,
  CATALOGUE_PATHS,
  genreInputSchema,
  genreParams,
  releaseInputSchema,
  releaseListQuery,
  tagLinksInputSchema,
  TAG_LINKS_PATHS,
  trackCatalogueInputSchema,
  tracklistOrderSchema
} from '@/contracts/catalogue'
import { CSV_FIELDS } from '@/contracts/csv'
import { pageEnvelope } from '@/contracts/list'
import { MUSIC_PATHS } from '@/contracts/music'
import { ArtistsService, toArtist } from '../../../../server/catalog/artistsService'
import { GenresService } from '../../../../server/catalog/genresService'
import { ReleasesService } from '../../../../server/catalog/releasesService'
import { TagLinksService } from '../../../../server/catalog/tagLinksService'
import { TrackCatalogueService } from '../../../../server/catalog/trackCatalogueService'
import { csvChunks, keysetChunks, type Chunks } from '../../../../server/export/chunks'
import type { MockRequest, MockResponse } from '../../mock'
import { exact, invalid, listParams, pathId, registerRoutes, under, type FakeRoute } from '../request'
import { bodyOf, csvAnswer, hosted, originOf } from './hosted'
import { releaseLifecycleRoutes } from './lifecycle'
import type { MusicHost } from './musicHost'

const artistsPath = CATALOGUE_PATHS.artists
const releasesPath = CATALOGUE_PATHS.releases

type Handle<S> = (service: S, req: MockRequest, host: MusicHost) => Promise<MockResponse>
const withArtists = (write: boolean, handle: Handle<ArtistsService>) =>
  hosted(write, (host, req) => handle(new ArtistsService(host.db, host.dialect), req, host))
const withReleases = (write: boolean, handle: Handle<ReleasesService>) =>
  hosted(write, (host, req) => handle(new ReleasesService(host.db, host.dialect), req, host))
const withTrackCatalogue = (write: boolean, handle: Handle<TrackCatalogueService>) =>
  hosted(write, (host, req) => handle(new TrackCatalogueService(host.db, host.dialect), req, host))

/** Each chunk's rows through `map` (the export's cells from the list's rows), as the route maps them. */
function mapped<R, T>(chunks: Chunks<R[]>, map: (row: R) => T): Chunks<T[]> {
  return async () => (await chunks())?.map(map)
}

/** An artist as a write answers it: with the other artists of the same name, for the form's warning. */
const withNamesakes = async <T extends { id: number; name: string }>(artists: ArtistsService, artist: T) => ({
  ...artist,
  namesakes: await artists.namesakes(artist.name, artist.id)
})

// --- Artists -----------------------------------------------------------------------------------------------------

const listArtists = withArtists(false, async (artists, req) => {
  const decoded = listParams(artistListQuery, req)
  if (!decoded.ok) return decoded.response
  const { rows, total } = await artists.page(decoded.params)
  return [200, pageEnvelope(rows, decoded.params, total)]
})

const exportArtists = withArtists(false, async (artists, req) => {
  const decoded = listParams(artistListQuery, req)
  if (!decoded.ok) return decoded.response
  const chunks = mapped(keysetChunks(artists.exportChunk(decoded.params)), toArtist)
  return csvAnswer(csvChunks(CSV_FIELDS.artists, chunks))
})

const getArtist = withArtists(false, async (artists, req) => {
  const id = pathId(req, artistsPath)
  if (!id.ok) return id.response
  return [200, { data: await artists.find(id.id) }]
})

const artistPage = withArtists(false, async (artists, req) => {
  const id = pathId(req, artistsPath)
  if (!id.ok) return id.response
  return [200, { data: await artists.overview(id.id) }]
})

const createArtist = withArtists(true, async (artists, req) => {
  const body = bodyOf(artistInputSchema, req)
  if (!body.ok) return body.response
  return [201, { data: await withNamesakes(artists, await artists.create(body.body, originOf(req))) }]
})

const updateArtist = withArtists(true, async (artists, req) => {
  const id = pathId(req, artistsPath)
  if (!id.ok) return id.response
  const body = bodyOf(artistInputSchema, req)
  if (!body.ok) return body.response
  return [200, { data: await withNamesakes(artists, await artists.update(id.id, body.body, originOf(req))) }]
})

const deleteArtist = withArtists(true, async (artists, req) => {
  const id = pathId(req, artistsPath)
  if (!id.ok) return id.response
  return [200, { data: await artists.remove(id.id, originOf(req)) }]
})

const mergeArtists = withArtists(true, async (artists, req) => {
  const body = bodyOf(artistMergeSchema, req)
  if (!body.ok) return body.response
  return [200, { data: await artists.merge(body.body.from, body.body.into, originOf(req)) }]
})

const undoMerge = withArtists(true, async (artists, req) => {
  const id = pathId(req, `${artistsPath}/merge`)
  if (!id.ok) return id.response
  await artists.undoMerge(id.id, originOf(req))
  return [200, { data: { undone: true } }]
})

// --- Releases ----------------------------------------------------------------------------------------------------

const listReleases = withReleases(false, async (releases, req) => {
  const decoded = listParams(releaseListQuery, req)
  if (!decoded.ok) return decoded.response
  const { rows, total } = await releases.page(decoded.params)
  return [200, pageEnvelope(rows, decoded.params, total)]
})

const exportReleases = withReleases(false, async (releases, req) => {
  const decoded = listParams(releaseListQuery, req)
  if (!decoded.ok) return decoded.response
  const chunks = mapped(keysetChunks(releases.exportChunk(decoded.params)), (r) => ({
    ...r,
    artists: r.artists.map((a) => a.name).join(', ')
  }))
  return csvAnswer(csvChunks(CSV_FIELDS.releases, chunks))
})

const getRelease = withReleases(false, async (releases, req) => {
  const id = pathId(req, releasesPath)
  if (!id.ok) return id.response
  return [200, { data: await releases.full(id.id) }]
})

const createRelease = withReleases(true, async (releases, req) => {
  const body = bodyOf(releaseInputSchema, req)
  if (!body.ok) return body.response
  return [201, { data: await releases.create(body.body, originOf(req)) }]
})

const updateRelease = withReleases(true, async (releases, req) => {
  const id = pathId(req, releasesPath)
  if (!id.ok) return id.response
  const body = bodyOf(releaseInputSchema, req)
  if (!body.ok) return body.response
  return [200, { data: await releases.update(id.id, body.body, originOf(req)) }]
})

const deleteRelease = withReleases(true, async (releases, req) => {
  const id = pathId(req, releasesPath)
  if (!id.ok) return id.response
  return [200, { data: await releases.remove(id.id, originOf(req)) }]
})

const reorderRelease = withReleases(true, async (releases, req) => {
  const id = pathId(req, releasesPath)
  if (!id.ok) return id.response
  const body = bodyOf(tracklistOrderSchema, req)
  if (!body.ok) return body.response
  return [200, { data: await releases.reorder(id.id, body.body, originOf(req)) }]
})

// --- A track's place in the catalogue, and the genres ------------------------------------------------------------

const getTrackCatalogue = withTrackCatalogue(false, async (catalogue, req) => {
  const id = pathId(req, MUSIC_PATHS.tracks)
  if (!id.ok) return id.response
  return [200, { data: await catalogue.find(id.id) }]
})

const updateTrackCatalogue = withTrackCatalogue(true, async (catalogue, req) => {
  const id = pathId(req, MUSIC_PATHS.tracks)
  if (!id.ok) return id.response
  const body = bodyOf(trackCatalogueInputSchema, req)
  if (!body.ok) return body.response
  return [200, { data: await catalogue.update(id.id, body.body, originOf(req)) }]
})

const withTagLinks = (write: boolean, handle: Handle<TagLinksService>) =>
  hosted(write, (host, req) => handle(new TagLinksService(host.db, host.dialect), req, host))

const planTagLinks = withTagLinks(false, async (tagLinks, req) => {
  const body = bodyOf(tagLinksInputSchema, req)
  if (!body.ok) return body.response
  return [200, { data: await tagLinks.plan(body.body) }]
})

const applyTagLinks = withTagLinks(true, async (tagLinks, req) => {
  const id = pathId(req, MUSIC_PATHS.tracks)
  if (!id.ok) return id.response
  const body = bodyOf(tagLinksInputSchema, req)
  if (!body.ok) return body.response
  return [200, { data: await tagLinks.apply(id.id, body.body, originOf(req)) }]
})

const genres = hosted(false, async (host) => [200, { data: await new GenresService(host.db).list() }])

const createGenre = hosted(true, async (host, req) => {
  const body = bodyOf(genreInputSchema, req)
  if (!body.ok) return body.response
  return [201, { data: await new GenresService(host.db).create(body.body, originOf(req)) }]
})

const renameGenre = hosted(true, async (host, req) => {
  const segment = req.url.split('?')[0].slice(CATALOGUE_PATHS.genres.length + 1)
  const params = genreParams.safeParse({ slug: decodeURIComponent(segment) })
  if (!params.success) return invalid(params.error, 'params')
  const body = bodyOf(genreInputSchema, req)
  if (!body.ok) return body.response
  return [200, { data: await new GenresService(host.db).rename(params.data.slug, body.body, originOf(req)) }]
})

export const artistRoutes: FakeRoute[] = [
  { method: 'get', path: exact(artistsPath), action: 'read', subject: 'Artist', handler: listArtists },
  {
    method: 'get',
    path: exact(`${artistsPath}/export`),
    action: 'read',
    subject: 'Artist',
    handler: exportArtists
  },
  {
    method: 'get',
    path: under(artistsPath, '[^/?]+\\/page'),
    action: 'read',
    subject: 'Artist',
    handler: artistPage
  },
  { method: 'get', path: under(artistsPath), action: 'read', subject: 'Artist', handler: getArtist },
  {
    method: 'post',
    path: exact(`${artistsPath}/merge`),
    action: 'update',
    subject: 'Artist',
    handler: mergeArtists
  },
  {
    method: 'post',
    path: under(`${artistsPath}/merge`, '[^/?]+\\/undo'),
    action: 'update',
    subject: 'Artist',
    handler: undoMerge
  },
  { method: 'post', path: exact(artistsPath), action: 'create', subject: 'Artist', handler: createArtist },
  { method: 'put', path: under(artistsPath), action: 'update', subject: 'Artist', handler: updateArtist },
  { method: 'delete', path: under(artistsPath), action: 'delete', subject: 'Artist', handler: deleteArtist }
]

export const releaseRoutes: FakeRoute[] = [
  { method: 'get', path: exact(releasesPath), action: 'read', subject: 'Release', handler: listReleases },
  {
    method: 'get',
    path: exact(`${releasesPath}/export`),
    action: 'read',
    subject: 'Release',
    handler: exportReleases
  },
  { method: 'get', path: under(releasesPath), action: 'read', subject: 'Release', handler: getRelease },
  { method: 'post', path: exact(releasesPath), action: 'create', subject: 'Release', handler: createRelease },
  {
    method: 'put',
    path: under(releasesPath, '[^/?]+\\/tracks'),
    action: 'update',
    subject: 'Release',
    handler: reorderRelease
  },
  { method: 'put', path: under(releasesPath), action: 'update', subject: 'Release', handler: updateRelease },
  {
    method: 'delete',
    path: under(releasesPath),
    action: 'delete',
    subject: 'Release',
    handler: deleteRelease
  }
]

/** Under /admin/v2/tracks: the tracks area registers them. */
export const trackCatalogueRoutes: FakeRoute[] = [
  {
    method: 'get',
    path: under(MUSIC_PATHS.tracks, '[^/?]+\\/catalogue'),
    action: 'read',
    subject: 'Track',
    handler: getTrackCatalogue
  },
  {
    method: 'put',
    path: under(MUSIC_PATHS.tracks, '[^/?]+\\/catalogue'),
    action: 'update',
    subject: 'Track',
    handler: updateTrackCatalogue
  },
  {
    method: 'post',
    path: exact(TAG_LINKS_PATHS.plan),
    action: 'create',
    subject: 'Track',
    handler: planTagLinks
  },
  {
    method: 'put',
    path: under(MUSIC_PATHS.tracks, '[^/?]+\\/tag-links'),
    action: 'update',
    subject: 'Track',
    handler: applyTagLinks
  }
]

export const genreRoutes: FakeRoute[] = [
  { method: 'get', path: exact(CATALOGUE_PATHS.genres), action: 'read', subject: 'Track', handler: genres },
  {
    method: 'post',
    path: exact(CATALOGUE_PATHS.genres),
    action: 'create',
    subject: 'Genre',
    handler: createGenre
  },
  {
    method: 'put',
    path: under(CATALOGUE_PATHS.genres),
    action: 'update',
    subject: 'Genre',
    handler: renameGenre
  }
]

/** The artists, releases and genres areas (src/@fake-db/areas.ts) load this one module. */
export function register(mock: MockAdapter): void {
  registerRoutes(mock, [...artistRoutes, ...releaseLifecycleRoutes, ...releaseRoutes, ...genreRoutes])
}
