// Users, playlists and play histories, and who may see them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminUser, PlayHistory, Playlist } from '../src/contracts/music'
import { emailOf, startTestServer, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('users', () => {
  const person = {
    full_name: 'Dana Scully',
    username: 'dana.s',
    email: 'Dana@FBI.test',
    role: 'editor',
    password: 'trust-no-1-ever'
  }

  it('admins list users with keyword, role and status filters', async () => {
    const all = (
      await server.as('admin', { method: 'GET', url: '/admin/v2/users', query: { per_page: '100' } })
    ).json()
    expect(all.page_meta.total).toBe(15)
    const editors = (
      await server.as('admin', {
        method: 'GET',
        url: '/admin/v2/users',
        query: { per_page: '100', filters: JSON.stringify({ role: 'editor', status: 'active' }) }
      })
    ).json()
    expect(editors.data.length).toBe(
      all.data.filter((u: AdminUser) => u.role === 'editor' && u.status === 'active').length
    )
    const keyword = (
      await server.as('editor', {
        method: 'GET',
        url: '/admin/v2/users',
        query: { filters: JSON.stringify({ keyword: 'TEST VIEW' }) }
      })
    ).json()
    expect(keyword.data.map((u: AdminUser) => u.email)).toEqual([emailOf('viewer')])
  })

  it('an admin creates a user who can then sign in, updates and deletes them', async () => {
    const created = await server.as('admin', { method: 'POST', url: '/admin/v2/users', payload: person })
    expect(created.statusCode).toBe(201)
    const user: AdminUser = created.json().data
    expect(user).toMatchObject({ email: 'dana@fbi.test', role: 'editor', status: 'active', plan: 'free' })
    expect(JSON.stringify(created.json())).not.toMatch(/password|scrypt/)

    const login = await server.app.inject({
      method: 'POST',
      url: '/jwt/login',
      payload: { email: 'dana@fbi.test', password: person.password }
    })
    expect(login.json().userData.role).toBe('editor')

    const updated = await server.as('admin', {
      method: 'PUT',
      url: `/admin/v2/users/${user.id}`,
      payload: { ...person, role: 'viewer', status: 'inactive' }
    })
    expect(updated.json().data).toMatchObject({ role: 'viewer', status: 'inactive' })
    // An inactive account's access token stops working at once.
    const blocked = await server.app.inject({
      method: 'GET',
      url: '/admin/v2/tracks',
      headers: { authorization: `Bearer ${login.json().accessToken}` }
    })
    expect(blocked.statusCode).toBe(401)

    expect(
      (await server.as('admin', { method: 'DELETE', url: `/admin/v2/users/${user.id}` })).statusCode
    ).toBe(200)
    expect((await server.as('admin', { method: 'GET', url: `/admin/v2/users/${user.id}` })).statusCode).toBe(
      404
    )
  })

  it('nobody deletes their own account', async () => {
    const me = (await server.as('admin', { method: 'GET', url: '/jwt/me' })).json().userData
    const res = await server.as('admin', { method: 'DELETE', url: `/admin/v2/users/${me.id}` })
    expect(res.statusCode).toBe(409)
  })

  it('editors read users but may not change them; viewers may not read them', async () => {
    expect((await server.as('editor', { method: 'GET', url: '/admin/v2/users/1' })).statusCode).toBe(200)
    expect(
      (await server.as('editor', { method: 'PUT', url: '/admin/v2/users/1', payload: person })).statusCode
    ).toBe(403)
    expect((await server.as('viewer', { method: 'GET', url: '/admin/v2/users/1' })).statusCode).toBe(403)
  })
})

describe('playlists', () => {
  it('lists playlists with their owners and track counts, and one with its tracks in order', async () => {
    const res = (
      await server.as('viewer', { method: 'GET', url: '/admin/v2/playlists', query: { per_page: '2' } })
    ).json()
    expect(res.page_meta).toEqual({ total: 4, page: 1, per_page: 2 })
    const first: Playlist = res.data[0]
    expect(first.owner_name).toEqual(expect.any(String))
    const one = (await server.as('viewer', { method: 'GET', url: `/admin/v2/playlists/${first.id}` })).json()
      .data
    expect(one.tracks).toHaveLength(first.track_count)
    expect(one.tracks[0].audio_url).toMatch(/^\/media\/audio\//)
  })

  it('filters playlists by keyword', async () => {
    const all: Playlist[] = (await server.as('viewer', { method: 'GET', url: '/admin/v2/playlists' })).json()
      .data
    const word = all[1].name.split(' ')[1]
    const found: Playlist[] = (
      await server.as('viewer', {
        method: 'GET',
        url: '/admin/v2/playlists',
        query: { filters: JSON.stringify({ keyword: word.toLowerCase() }) }
      })
    ).json().data
    expect(found.map((p) => p.id)).toContain(all[1].id)
    expect(found.every((p) => `${p.name} ${p.description}`.toLowerCase().includes(word.toLowerCase()))).toBe(
      true
    )
  })
})

describe('play histories', () => {
  it('lists the plays of one track, newest first, with the listener’s name', async () => {
    const row = await server.database.db
      .selectFrom('play_histories')
      .select('track_id')
      .groupBy('track_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    const res = (
      await server.as('viewer', {
        method: 'GET',
        url: '/admin/v2/play_histories',
        query: { track_id: String(row.track_id), per_page: '5' }
      })
    ).json()
    expect(res.page_meta.total).toBeGreaterThan(5)
    const plays: PlayHistory[] = res.data
    expect(plays.every((p) => p.track_id === row.track_id)).toBe(true)
    expect(plays.map((p) => p.played_at)).toEqual(
      plays
        .map((p) => p.played_at)
        .sort()
        .reverse()
    )
    expect(plays[0].user_name).toEqual(expect.any(String))
  })
})
