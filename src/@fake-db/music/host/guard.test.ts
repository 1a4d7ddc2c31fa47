// @vitest-environment node
// Sign-in and roles on every route of demo mode's music host, answered as the API server's guard answers them.
import { describe, expect, it } from 'vitest'
import { demoApiOverTestHost } from '@/test/demoApi'
import { DEMO_ADMIN, DEMO_CLIENT } from '../../auth/data'
import { setMockClock } from '../../auth/tokens'
import { routes as auditRoutes } from './audit'
import { routes as trackBulkRoutes, userRoutes as userBulkRoutes } from './bulk'
import { artistRoutes, genreRoutes, releaseRoutes, trackCatalogueRoutes } from './catalogue'
import { routes as trackRoutes } from './tracks'
import { routes as playlistRoutes } from './playlists'
import { routes as historyRoutes } from './plays'
import { routes as userRoutes } from './users'
import { routes as statsRoutes } from './stats'
import { routes as searchRoutes } from './search'
import { releaseLifecycleRoutes, trackLifecycleRoutes } from './lifecycle'

const { client } = demoApiOverTestHost({ tracks: 40, histories: 500 })

const signIn = async (account: { email: string; password: string }) =>
  (await client.post('/jwt/login', account)).data.accessToken as string

/** One concrete request for each registered fake /admin/v2 route. */
const requests = [
  ...trackBulkRoutes,
  ...trackCatalogueRoutes,
  ...trackRoutes,
  ...artistRoutes,
  ...releaseRoutes,
  ...genreRoutes,
  ...playlistRoutes,
  ...historyRoutes,
  ...userBulkRoutes,
  ...userRoutes,
  ...statsRoutes,
  ...searchRoutes,
  ...auditRoutes,
  ...releaseLifecycleRoutes,
  ...trackLifecycleRoutes
].map((route) => {
  const sample = route.path.source
    .replace(/^\^/, '')
    .replace(/\(\\\?\.\*\)\?\$$/, '')
    .replace(/\[\^\/\?\]\+/g, '1')
    .replace(/\\\//g, '/')
  return { method: route.method, url: sample, action: route.action, subject: route.subject }
})

describe('sign-in and roles on every hosted /admin/v2 route', () => {
  it('knows every route the API server has', () => {
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'get /admin/v2/tracks',
        'delete /admin/v2/tracks/1',
        'put /admin/v2/playlists/1/tracks',
        'delete /admin/v2/playlists/1/tracks/1',
        'get /admin/v2/play_histories',
        'post /admin/v2/play_histories',
        'put /admin/v2/users/1',
        'get /admin/v2/stats/catalogue',
        'get /admin/v2/stats/top-tracks',
        'get /admin/v2/tracks/export',
        'get /admin/v2/playlists/export',
        'get /admin/v2/play_histories/export',
        'get /admin/v2/users/export',
        'get /admin/v2/search',
        'post /admin/v2/tracks/hashes',
        'patch /admin/v2/tracks/bulk',
        'post /admin/v2/tracks/bulk/1/undo',
        'patch /admin/v2/users/bulk',
        'get /admin/v2/tracks/1/catalogue',
        'put /admin/v2/tracks/1/catalogue',
        'get /admin/v2/artists',
        'get /admin/v2/artists/1/page',
        'post /admin/v2/artists/merge/1/undo',
        'put /admin/v2/releases/1/tracks',
        'get /admin/v2/genres',
        'post /admin/v2/genres',
        'put /admin/v2/genres/1',
        'get /admin/v2/audit',
        'get /admin/v2/audit/export',
        'get /admin/v2/releases/1/lifecycle',
        'post /admin/v2/releases/1/take-down',
        'put /admin/v2/tracks/1/availability'
      ])
    )
    // Every route of server/catalog, server/playlists, server/plays, server/accounts/usersRoutes, server/stats,
    // server/search and server/audit, and the lifecycle's (server/catalog/releaseLifecycleRoutes.ts).
    expect(requests).toHaveLength(75)
  })

  it('answers 401 without a token and with an expired one, before anything else', async () => {
    const token = await signIn(DEMO_ADMIN)
    setMockClock(() => Date.now() + 11 * 60 * 1000)
    for (const { method, url } of requests) {
      expect((await client.request({ method, url })).data).toEqual({ error: 'Sign in to continue.' })
      const expired = await client.request({ method, url, headers: { Authorization: `Bearer ${token}` } })
      expect([expired.status, expired.data]).toEqual([
        401,
        { error: 'Your session has expired; sign in again.' }
      ])
    }
  })

  it('answers 403 to the demo client account everywhere, with the role and what it may not do', async () => {
    const token = await signIn(DEMO_CLIENT)
    for (const { method, url, action } of requests) {
      const answer = await client.request({
        method,
        url,
        data: {},
        headers: { Authorization: `Bearer ${token}` }
      })
      expect(answer.status).toBe(403)
      expect(answer.data.error).toMatch(new RegExp(`^Your role \\(client\\) may not ${action} `))
    }
  })

  it('lets the demo administrator through', async () => {
    const token = await signIn(DEMO_ADMIN)
    const answer = await client.get('/admin/v2/tracks', { headers: { Authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(200)
    expect(answer.data.page_meta.total).toBeGreaterThan(0)
  })
})

describe('the demo search', () => {
  it('lets the demo administrator search every group, at most 4 rows each', async () => {
    const token = await signIn(DEMO_ADMIN)
    const answer = await client.get('/admin/v2/search', {
      params: { q: 'a' },
      headers: { Authorization: `Bearer ${token}` }
    })
    expect(answer.status).toBe(200)
    for (const group of ['tracks', 'playlists', 'users'] as const) {
      expect(answer.data.data[group].length).toBeGreaterThan(0)
      expect(answer.data.data[group].length).toBeLessThanOrEqual(4)
    }
    expect(answer.data.data.tracks[0].audio_url).toBeTruthy()
  })
})
