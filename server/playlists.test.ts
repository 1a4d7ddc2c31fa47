// Playlists over the API: sort, keyword, create, update, delete and the ordered track list; roles; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Playlist, PlaylistWithTracks, Track } from '../src/contracts/music'
import { startTestServer, type Role, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { playlists: 9 } })
})
afterAll(() => server?.close())

const P = '/admin/v2/playlists'

const list = (query: Record<string, string | number> = {}, role: Role = 'viewer') =>
  server.as(role, {
    method: 'GET',
    url: P,
    query: Object.fromEntries(Object.entries({ per_page: 100, ...query }).map(([k, v]) => [k, String(v)]))
  })
const all = async (query: Record<string, string | number> = {}): Promise<Playlist[]> => {
  const res = await list(query)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const send = (role: Role | null, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  server.as(role, { method, url, ...(payload === undefined ? {} : { payload: payload as string }) })
const tracks = async (): Promise<Track[]> =>
  (await server.as('viewer', { method: 'GET', url: '/admin/v2/tracks', query: { per_page: '100' } })).json()
    .data
const create = async (name: string, extra: Record<string, unknown> = {}): Promise<PlaylistWithTracks> => {
  const res = await send('editor', 'POST', P, { name, ...extra })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data
}

describe('playlist list sort', () => {
  const byKey =
    (key: (p: Playlist) => string | number, dir: 'asc' | 'desc') => (a: Playlist, b: Playlist) => {
      const x = key(a)
      const y = key(b)
      const order = x < y ? -1 : x > y ? 1 : a.id - b.id
      return dir === 'asc' ? order : -order
    }

  it('is newest first by default, ties broken by id', async () => {
    const rows = await all()
    expect(rows.length).toBeGreaterThanOrEqual(9)
    expect(rows.map((p) => p.id)).toEqual([...rows].sort(byKey((p) => p.created_at, 'desc')).map((p) => p.id))
  })

  it.each([
    ['name', (p: Playlist) => p.name.toLowerCase()],
    ['owner_name', (p: Playlist) => p.owner_name.toLowerCase()],
    ['track_count', (p: Playlist) => p.track_count],
    ['created_at', (p: Playlist) => p.created_at]
  ] as const)('sorts by %s both ways, id breaking ties', async (field, key) => {
    for (const dir of ['asc', 'desc'] as const) {
      const rows = await all({ sort_by: field, sort_dir: dir })
      expect(rows.map((p) => p.id)).toEqual([...rows].sort(byKey(key, dir)).map((p) => p.id))
    }
  })

  it('pages of a sorted list do not overlap and cover it all', async () => {
    const whole = await all({ sort_by: 'track_count', sort_dir: 'asc' })
    const paged: number[] = []
    for (let page = 1; page <= Math.ceil(whole.length / 4); page++) {
      const res = await list({ sort_by: 'track_count', sort_dir: 'asc', page, per_page: 4 })
      paged.push(...res.json().data.map((p: Playlist) => p.id))
    }
    expect(paged).toEqual(whole.map((p) => p.id))
  })

  it('matches the keyword in the name, the description and the owner’s name, any case', async () => {
    const made = await create('Kestrel Mornings', { description: 'Quartzite ballads for the road' })
    const owner = made.owner_name
    expect((await all({ filters: JSON.stringify({ keyword: 'kESTREL' }) })).map((p) => p.id)).toEqual([
      made.id
    ])
    expect((await all({ filters: JSON.stringify({ keyword: 'quartzite BALL' }) })).map((p) => p.id)).toEqual([
      made.id
    ])
    const byOwner = await all({ filters: JSON.stringify({ keyword: owner.toUpperCase() }) })
    expect(byOwner.map((p) => p.id)).toContain(made.id)
    expect(byOwner.every((p) => p.owner_name === owner)).toBe(true)
    const res = await list({ filters: JSON.stringify({ keyword: '100%_' }) })
    expect(res.json().page_meta.total).toBe(0)
  })
})

describe('playlist create, update and delete', () => {
  it('creates an empty playlist owned by the signed-in user', async () => {
    const made = await create('  Fresh Air  ', { description: 'Windows open', is_public: false })
    expect(made).toMatchObject({
      name: 'Fresh Air',
      description: 'Windows open',
      is_public: false,
      owner_name: 'Test editor',
      track_count: 0,
      tracks: []
    })
    const got = await send('viewer', 'GET', `${P}/${made.id}`)
    expect(got.json().data).toEqual(made)
    expect((await all())[0].id).toBe(made.id)
  })

  it('updates the name, description and public flag, keeping the tracks', async () => {
    const made = await create('Before')
    const [track] = await tracks()
    await send('editor', 'POST', `${P}/${made.id}/tracks`, { track_id: track.id })
    const res = await send('admin', 'PUT', `${P}/${made.id}`, {
      name: 'After',
      description: 'Changed',
      is_public: false
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      id: made.id,
      name: 'After',
      description: 'Changed',
      is_public: false
    })
    expect(res.json().data.tracks.map((t: Track) => t.id)).toEqual([track.id])
  })

  it('deletes a playlist but not its tracks', async () => {
    const made = await create('Short Lived')
    const [track] = await tracks()
    await send('editor', 'POST', `${P}/${made.id}/tracks`, { track_id: track.id })
    const res = await send('editor', 'DELETE', `${P}/${made.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.name).toBe('Short Lived')
    expect((await send('viewer', 'GET', `${P}/${made.id}`)).statusCode).toBe(404)
    expect((await send('viewer', 'GET', `/admin/v2/tracks/${track.id}`)).statusCode).toBe(200)
  })
})

describe('the ordered track list', () => {
  it('adds at the end or at a position, removes, and reorders', async () => {
    const made = await create('Ordered')
    const [a, b, c, d] = await tracks()
    const add = async (body: Record<string, unknown>) => {
      const res = await send('editor', 'POST', `${P}/${made.id}/tracks`, body)
      expect(res.statusCode, res.body).toBe(201)
      return (res.json().data as PlaylistWithTracks).tracks.map((t) => t.id)
    }
    expect(await add({ track_id: a.id })).toEqual([a.id])
    expect(await add({ track_id: b.id })).toEqual([a.id, b.id])
    expect(await add({ track_id: c.id, position: 0 })).toEqual([c.id, a.id, b.id])
    expect(await add({ track_id: d.id, position: 2 })).toEqual([c.id, a.id, d.id, b.id])

    const removed = await send('editor', 'DELETE', `${P}/${made.id}/tracks/${a.id}`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().data.tracks.map((t: Track) => t.id)).toEqual([c.id, d.id, b.id])
    expect(removed.json().data.track_count).toBe(3)

    const order = [b.id, c.id, d.id]
    const reordered = await send('editor', 'PUT', `${P}/${made.id}/tracks`, { track_ids: order })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().data.tracks.map((t: Track) => t.id)).toEqual(order)
    const again = await send('viewer', 'GET', `${P}/${made.id}`)
    expect(again.json().data.tracks.map((t: Track) => t.id)).toEqual(order)
    // Adding after a removal still lands at the end.
    expect(await add({ track_id: a.id })).toEqual([...order, a.id])
  })

  it('a deleted track leaves the playlists it was in', async () => {
    const made = await create('Loses One')
    const created = await send('editor', 'POST', '/admin/v2/tracks', {
      title: 'Temporary',
      artist: 'Band',
      genre: 'rock',
      duration: 60
    })
    const temp = created.json().data as Track
    await send('editor', 'POST', `${P}/${made.id}/tracks`, { track_id: temp.id })
    await send('editor', 'DELETE', `/admin/v2/tracks/${temp.id}`)
    const res = await send('viewer', 'GET', `${P}/${made.id}`)
    expect(res.json().data).toMatchObject({ track_count: 0, tracks: [] })
  })
})

describe('roles', () => {
  it('a viewer reads but may not change playlists (403), and nobody signed out may read (401)', async () => {
    const [first] = await all()
    const before = await server.snapshot()
    for (const [method, url, payload] of [
      ['POST', P, { name: 'Nope' }],
      ['PUT', `${P}/${first.id}`, { name: 'Nope' }],
      ['DELETE', `${P}/${first.id}`, undefined],
      ['POST', `${P}/${first.id}/tracks`, { track_id: 1 }],
      ['PUT', `${P}/${first.id}/tracks`, { track_ids: [] }],
      ['DELETE', `${P}/${first.id}/tracks/1`, undefined]
    ] as const) {
      const res = await send('viewer', method, url, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().error).toMatch(/^Your role \(viewer\) may not (create|update|delete) playlists\.$/)
    }
    expect((await send(null, 'GET', P)).statusCode).toBe(401)
    expect((await send(null, 'POST', P, { name: 'x' })).statusCode).toBe(401)
    expect(await server.snapshot()).toBe(before)
  })

  it('an admin and an editor may both manage playlists', async () => {
    for (const role of ['admin', 'editor'] as const) {
      const res = await send(role, 'POST', P, { name: `By ${role}` })
      expect(res.statusCode).toBe(201)
      expect((await send(role, 'DELETE', `${P}/${res.json().data.id}`)).statusCode).toBe(200)
    }
  })
})

describe('bad input answers a 4xx with one sentence and changes nothing', () => {
  let target: PlaylistWithTracks
  let inList: Track
  let notInList: Track
  let before: string
  beforeAll(async () => {
    target = await create('Bad Input Target')
    const catalogue = await tracks()
    inList = catalogue[0]
    notInList = catalogue[1]
    await send('editor', 'POST', `${P}/${target.id}/tracks`, { track_id: inList.id })
    before = await server.snapshot()
  })

  const long = (n: number) => 'x'.repeat(n)
  const cases: {
    name: string
    method: 'GET' | 'POST' | 'PUT' | 'DELETE'
    url: () => string
    query?: Record<string, string>
    payload?: () => unknown
    status: number
    error: RegExp
  }[] = [
    {
      name: 'an unknown sort field',
      method: 'GET',
      url: () => P,
      query: { sort_by: 'colour' },
      status: 400,
      error: /sort_by must be created_at, name, owner_name or track_count/
    },
    {
      name: 'an unknown sort direction',
      method: 'GET',
      url: () => P,
      query: { sort_dir: 'up' },
      status: 400,
      error: /sort_dir must be asc or desc/
    },
    {
      name: 'an unknown filter',
      method: 'GET',
      url: () => P,
      query: { filters: '{"owner":"x"}' },
      status: 400,
      error: /owner/
    },
    {
      name: 'a keyword that is too long',
      method: 'GET',
      url: () => P,
      query: { filters: JSON.stringify({ keyword: long(201) }) },
      status: 400,
      error: /Keyword is too long/
    },
    {
      name: 'an unknown playlist',
      method: 'GET',
      url: () => `${P}/999999`,
      status: 404,
      error: /was not found/
    },
    {
      name: 'a playlist id that is not a number',
      method: 'GET',
      url: () => `${P}/abc`,
      status: 400,
      error: /id must be a number/
    },
    {
      name: 'an empty name',
      method: 'POST',
      url: () => P,
      payload: () => ({ name: '   ' }),
      status: 400,
      error: /^Name is required\.$/
    },
    {
      name: 'no name at all',
      method: 'POST',
      url: () => P,
      payload: () => ({ description: 'x' }),
      status: 400,
      error: /Name must be text|name/
    },
    {
      name: 'a name that is too long',
      method: 'POST',
      url: () => P,
      payload: () => ({ name: long(101) }),
      status: 400,
      error: /^Name must be at most 100 characters\.$/
    },
    {
      name: 'an oversize description',
      method: 'POST',
      url: () => P,
      payload: () => ({ name: 'Ok', description: long(501) }),
      status: 400,
      error: /^Description must be at most 500 characters\.$/
    },
    {
      name: 'a public flag of the wrong type',
      method: 'POST',
      url: () => P,
      payload: () => ({ name: 'Ok', is_public: 'yes' }),
      status: 400,
      error: /is_public must be true or false/
    },
    {
      name: 'a name of the wrong type',
      method: 'POST',
      url: () => P,
      payload: () => ({ name: 42 }),
      status: 400,
      error: /Name must be text/
    },
    {
      name: 'an unknown field',
      method: 'POST',
      url: () => P,
      payload: () => ({ name: 'Ok', owner_id: 1 }),
      status: 400,
      error: /owner_id/
    },
    {
      name: 'a body that is a JSON array',
      method: 'POST',
      url: () => P,
      payload: () => [],
      status: 400,
      error: /body/
    },
    {
      name: 'an update of an unknown playlist',
      method: 'PUT',
      url: () => `${P}/999999`,
      payload: () => ({ name: 'Ok' }),
      status: 404,
      error: /^Playlist 999999 was not found\.$/
    },
    {
      name: 'an update with an empty name',
      method: 'PUT',
      url: () => `${P}/${target.id}`,
      payload: () => ({ name: '' }),
      status: 400,
      error: /^Name is required\.$/
    },
    {
      name: 'deleting an unknown playlist',
      method: 'DELETE',
      url: () => `${P}/999999`,
      status: 404,
      error: /was not found/
    },
    {
      name: 'adding an unknown track',
      method: 'POST',
      url: () => `${P}/${target.id}/tracks`,
      payload: () => ({ track_id: 999999 }),
      status: 404,
      error: /^Track 999999 was not found\.$/
    },
    {
      name: 'adding to an unknown playlist',
      method: 'POST',
      url: () => `${P}/999999/tracks`,
      payload: () => ({ track_id: notInList.id }),
      status: 404,
      error: /^Playlist 999999 was not found\.$/
    },
    {
      name: 'adding a track that is already there',
      method: 'POST',
      url: () => `${P}/${target.id}/tracks`,
      payload: () => ({ track_id: inList.id }),
      status: 409,
      error: /already in the playlist/
    },
    {
      name: 'a track id of the wrong type',
      method: 'POST',
      url: () => `${P}/${target.id}/tracks`,
      payload: () => ({ track_id: '1' }),
      status: 400,
      error: /track_id must be a number/
    },
    {
      name: 'a position past the end',
      method: 'POST',
      url: () => `${P}/${target.id}/tracks`,
      payload: () => ({ track_id: notInList.id, position: 5 }),
      status: 400,
      error: /^Position must be at most 1, the number of tracks\.$/
    },
    {
      name: 'a negative position',
      method: 'POST',
      url: () => `${P}/${target.id}/tracks`,
      payload: () => ({ track_id: notInList.id, position: -1 }),
      status: 400,
      error: /^Position must be 0 or more\.$/
    },
    {
      name: 'removing a track that is not in the playlist',
      method: 'DELETE',
      url: () => `${P}/${target.id}/tracks/${notInList.id}`,
      status: 404,
      error: /was not found/
    },
    {
      name: 'removing with a track id that is not a number',
      method: 'DELETE',
      url: () => `${P}/${target.id}/tracks/abc`,
      status: 400,
      error: /track id must be a number/
    },
    {
      name: 'an order that leaves a track out',
      method: 'PUT',
      url: () => `${P}/${target.id}/tracks`,
      payload: () => ({ track_ids: [] }),
      status: 409,
      error: /every track of the playlist exactly once/
    },
    {
      name: 'an order with a track that is not in the playlist',
      method: 'PUT',
      url: () => `${P}/${target.id}/tracks`,
      payload: () => ({ track_ids: [notInList.id] }),
      status: 409,
      error: /every track of the playlist exactly once/
    },
    {
      name: 'an order that repeats a track',
      method: 'PUT',
      url: () => `${P}/${target.id}/tracks`,
      payload: () => ({ track_ids: [inList.id, inList.id] }),
      status: 400,
      error: /more than once/
    },
    {
      name: 'an order that is not a list',
      method: 'PUT',
      url: () => `${P}/${target.id}/tracks`,
      payload: () => ({ track_ids: 'all' }),
      status: 400,
      error: /track_ids must be a list of track ids/
    },
    {
      name: 'an order of an unknown playlist',
      method: 'PUT',
      url: () => `${P}/999999/tracks`,
      payload: () => ({ track_ids: [] }),
      status: 404,
      error: /was not found/
    }
  ]

  it.each(cases)('$name → $status', async (c) => {
    const res = await server.as('admin', {
      method: c.method,
      url: c.url(),
      query: c.query,
      ...(c.payload ? { payload: c.payload() as string } : {})
    })
    expect(res.statusCode, res.body).toBe(c.status)
    const body = res.json()
    expect(typeof body.error).toBe('string')
    expect(body.error).toMatch(c.error)
    expect(body.error).toMatch(/[.!?]$/)
    expect((await server.snapshot()) === before, 'the database changed').toBe(true)
  })

  it('a body that is not JSON → 400 and nothing changes', async () => {
    const res = await server.as('admin', {
      method: 'POST',
      url: P,
      payload: '{name:',
      headers: { 'content-type': 'application/json' }
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('The request body is not valid JSON.')
    expect((await server.snapshot()) === before).toBe(true)
  })
})

describe('the OpenAPI document', () => {
  it('lists every playlist route', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/docs/json' })
    const paths = res.json().paths as Record<string, Record<string, unknown>>
    expect(Object.keys(paths[P]).sort()).toEqual(['get', 'post'])
    expect(Object.keys(paths[`${P}/{id}`]).sort()).toEqual(['delete', 'get', 'put'])
    expect(Object.keys(paths[`${P}/{id}/tracks`]).sort()).toEqual(['post', 'put'])
    expect(Object.keys(paths[`${P}/{id}/tracks/{trackId}`])).toEqual(['delete'])
  })
})
