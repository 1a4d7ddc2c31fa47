// Every route gets a list of bad inputs: each answers its 4xx with one clear sentence and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { synthesizeTune } from './media/wav'
import { emailOf, startTestServer, type Role, type TestServer } from './test/harness'
import { multipart } from './test/multipart'

let server: TestServer
let before: string
beforeAll(async () => {
  server = await startTestServer({ config: { maxAudioBytes: 64 * 1024 } })
  // Signing in records the last activity, so do it before taking the snapshot.
  for (const role of ['admin', 'editor', 'viewer'] as const) await server.token(role)
  before = await server.snapshot()
})
afterAll(() => server?.close())

type Case = {
  name: string
  role?: Role | null
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  query?: Record<string, string>
  payload?: unknown
  headers?: Record<string, string>
  status: number
  error?: RegExp
}

const track = { title: 'Song', artist: 'Band', genre: 'rock', duration: 100 }
const user = {
  full_name: 'New Person',
  username: 'new.person',
  email: 'new.person@test.vibeline',
  role: 'viewer'
}
const filters = (value: unknown) => ({ filters: typeof value === 'string' ? value : JSON.stringify(value) })
const T = '/admin/v2/tracks'
const U = '/admin/v2/users'

const cases: Case[] = [
  {
    name: 'filters that are not JSON',
    method: 'GET',
    url: T,
    query: filters('{keyword:'),
    status: 400,
    error: /filters must be a JSON object/
  },
  {
    name: 'filters that are a JSON array',
    method: 'GET',
    url: T,
    query: filters('[1,2]'),
    status: 400,
    error: /JSON object/
  },
  {
    name: 'a genre that cannot be a slug',
    method: 'GET',
    url: T,
    query: filters({ genre: 'Polka!' }),
    status: 400,
    error: /^Unknown genre\.$/
  },
  {
    name: 'an impossible date',
    method: 'GET',
    url: T,
    query: filters({ date_from: '2024-02-30' }),
    status: 400,
    error: /does not exist/
  },
  {
    name: 'a date in another format',
    method: 'GET',
    url: T,
    query: filters({ date_to: '01/02/2024' }),
    status: 400,
    error: /YYYY-MM-DD/
  },
  {
    name: 'date_from after date_to',
    method: 'GET',
    url: T,
    query: filters({ date_from: '2024-05-02', date_to: '2024-05-01' }),
    status: 400,
    error: /date_from must not be after date_to/
  },
  {
    name: 'an unknown filter',
    method: 'GET',
    url: T,
    query: filters({ colour: 'red' }),
    status: 400,
    error: /colour/
  },
  {
    name: 'page 0',
    method: 'GET',
    url: T,
    query: { page: '0' },
    status: 400,
    error: /Page must be 1 or more/
  },
  {
    name: 'a page number too large for any catalogue',
    method: 'GET',
    url: T,
    query: { page: '100000000000000000000' },
    status: 400,
    error: /^Page must be/
  },
  {
    name: 'a page past the last possible one',
    method: 'GET',
    url: T,
    query: { page: '1000000001' },
    status: 400,
    error: /at most 1000000000/
  },
  {
    name: 'page that is not a number',
    method: 'GET',
    url: T,
    query: { page: 'two' },
    status: 400,
    error: /page/i
  },
  {
    name: 'per_page 100000',
    method: 'GET',
    url: T,
    query: { per_page: '100000' },
    status: 400,
    error: /between 1 and 100/
  },
  {
    name: 'per_page 0',
    method: 'GET',
    url: T,
    query: { per_page: '0' },
    status: 400,
    error: /between 1 and 100/
  },
  {
    name: 'an unknown sort column',
    method: 'GET',
    url: T,
    query: { sort_by: 'password_hash' },
    status: 400,
    error: /sort_by/
  },
  {
    name: 'an id that is not a number',
    method: 'GET',
    url: T,
    query: { id: 'abc' },
    status: 400,
    error: /id must be a number/
  },
  {
    name: 'an unknown id (?id=)',
    method: 'GET',
    url: T,
    query: { id: '999999' },
    status: 404,
    error: /^Track 999999 was not found\.$/
  },
  { name: 'an unknown id (/:id)', method: 'GET', url: `${T}/999999`, status: 404, error: /not found/ },
  { name: 'a fractional id', method: 'GET', url: `${T}/1.5`, status: 400, error: /whole number/ },
  {
    name: 'a body that is a JSON array',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: [track],
    status: 400,
    error: /JSON object/
  },
  {
    name: 'a body that is a JSON string',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: '"hello"',
    headers: { 'content-type': 'application/json' },
    status: 400
  },
  {
    name: 'a body that is not JSON',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: '{"title":',
    headers: { 'content-type': 'application/json' },
    status: 400,
    error: /not valid JSON/
  },
  {
    name: 'a text/plain body',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: 'title=Song',
    headers: { 'content-type': 'text/plain' },
    status: 415
  },
  {
    name: 'a body of 2 MB',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: { ...track, album: 'x'.repeat(2_000_000) },
    status: 413
  },
  {
    name: 'a track without a title',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: { ...track, title: '' },
    status: 400,
    error: /^Title is required\.$/
  },
  {
    name: 'a track of an unknown genre',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: { ...track, genre: 'polka' },
    status: 400,
    error: /is not in the genre list/
  },
  {
    name: 'a negative duration',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: { ...track, duration: -5 },
    status: 400,
    error: /at least 1 second/
  },
  {
    name: 'a duration in words',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: { ...track, duration: 'long' },
    status: 400,
    error: /Duration must be a number/
  },
  {
    name: 'an impossible release date',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: { ...track, release_date: '2023-13-01' },
    status: 400,
    error: /does not exist/
  },
  {
    name: 'a title of the wrong type',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: { ...track, title: 42 },
    status: 400,
    error: /title/
  },
  {
    name: 'a cover that is not a URL',
    role: 'editor',
    method: 'POST',
    url: T,
    payload: { ...track, cover_url: 'not a url' },
    status: 400,
    error: /Cover must be a valid URL/
  },
  { name: 'a viewer creating a track', role: 'viewer', method: 'POST', url: T, payload: track, status: 403 },
  { name: 'no token at all', role: null, method: 'GET', url: T, status: 401 },
  {
    name: 'an update of an unknown track',
    role: 'editor',
    method: 'PUT',
    url: `${T}/999999`,
    payload: track,
    status: 404
  },
  {
    name: 'an update with a bad body',
    role: 'editor',
    method: 'PUT',
    url: `${T}/1`,
    payload: { ...track, genre: 'polka' },
    status: 400
  },
  { name: 'deleting an unknown track', role: 'editor', method: 'DELETE', url: `${T}/999999`, status: 404 },
  { name: 'deleting with a bad id', role: 'editor', method: 'DELETE', url: `${T}/abc`, status: 400 },
  { name: 'a viewer deleting a track', role: 'viewer', method: 'DELETE', url: `${T}/1`, status: 403 },
  {
    name: 'playlists with bad filters',
    method: 'GET',
    url: '/admin/v2/playlists',
    query: filters('nope'),
    status: 400
  },
  {
    name: 'playlists per_page 101',
    method: 'GET',
    url: '/admin/v2/playlists',
    query: { per_page: '101' },
    status: 400
  },
  { name: 'an unknown playlist', method: 'GET', url: '/admin/v2/playlists/999999', status: 404 },
  {
    name: 'plays of a track id in words',
    method: 'GET',
    url: '/admin/v2/play_histories',
    query: { track_id: 'x' },
    status: 400,
    error: /track_id/
  },
  {
    name: 'plays of an unknown track',
    method: 'GET',
    url: '/admin/v2/play_histories',
    query: { track_id: '999999' },
    status: 404
  },
  {
    name: 'plays on page 0',
    method: 'GET',
    url: '/admin/v2/play_histories',
    query: { page: '0' },
    status: 400
  },
  { name: 'a viewer listing users', role: 'viewer', method: 'GET', url: U, status: 403 },
  {
    name: 'users with an unknown role filter',
    role: 'admin',
    method: 'GET',
    url: U,
    query: filters({ role: 'god' }),
    status: 400,
    error: /Unknown role/
  },
  { name: 'an editor creating a user', role: 'editor', method: 'POST', url: U, payload: user, status: 403 },
  {
    name: 'a user with a bad email',
    role: 'admin',
    method: 'POST',
    url: U,
    payload: { ...user, email: 'nope' },
    status: 400,
    error: /valid email/
  },
  {
    name: 'a user with an unknown role',
    role: 'admin',
    method: 'POST',
    url: U,
    payload: { ...user, role: 'superadmin' },
    status: 400,
    error: /Choose a role/
  },
  {
    name: 'a user with a taken email',
    role: 'admin',
    method: 'POST',
    url: U,
    payload: { ...user, email: emailOf('viewer') },
    status: 409,
    error: /^This email is already in use\.$/
  },
  {
    name: 'a user with a taken username',
    role: 'admin',
    method: 'POST',
    url: U,
    payload: { ...user, username: 'Editor' },
    status: 409,
    error: /^This username is already in use\.$/
  },
  {
    name: 'a user with a short password',
    role: 'admin',
    method: 'POST',
    url: U,
    payload: { ...user, password: 'short' },
    status: 400,
    error: /at least 8/
  },
  {
    name: 'an update of an unknown user',
    role: 'admin',
    method: 'PUT',
    url: `${U}/999999`,
    payload: user,
    status: 404
  },
  { name: 'deleting an unknown user', role: 'admin', method: 'DELETE', url: `${U}/999999`, status: 404 },
  {
    name: 'sign-in without a password',
    role: null,
    method: 'POST',
    url: '/jwt/login',
    payload: { email: 'a@b.co' },
    status: 400
  },
  {
    name: 'sign-in with a body array',
    role: null,
    method: 'POST',
    url: '/jwt/login',
    payload: [],
    status: 400
  },
  {
    name: 'refresh without a token',
    role: null,
    method: 'POST',
    url: '/jwt/refresh-token',
    payload: {},
    status: 400
  },
  { name: 'an unknown API path', method: 'GET', url: '/admin/v2/nothing', status: 404 }
]

describe('bad input never changes data and never gets a 500', () => {
  it.each(cases)('$name → $status', async (c) => {
    const res = await server.as(c.role === undefined ? 'viewer' : c.role, {
      method: c.method,
      url: c.url,
      query: c.query,
      headers: c.headers,
      ...(c.payload === undefined ? {} : { payload: c.payload as string })
    })
    expect(res.statusCode, res.body).toBe(c.status)
    const body = res.json()
    expect(typeof body.error).toBe('string')
    expect(body.error.length).toBeGreaterThan(5)
    if (c.error) expect(body.error).toMatch(c.error)
    expect((await server.snapshot()) === before, 'the database changed').toBe(true)
  })

  const upload = (
    file: { name: string; type: string; data: Buffer },
    fields: Record<string, string> = { ...track, duration: '' }
  ) => server.as('editor', { method: 'POST', url: T, ...multipart(fields, file) })

  it('an upload that is too large → 413', async () => {
    const res = await upload({ name: 'big.wav', type: 'audio/wav', data: synthesizeTune(1, 12) })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toMatch(/larger than/)
    expect((await server.snapshot()) === before, 'the database changed').toBe(true)
  })

  it('an upload that is not audio → 415', async () => {
    const res = await upload({ name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') })
    expect(res.statusCode).toBe(415)
    expect(res.json().error).toMatch(/must be audio/)
    expect((await server.snapshot()) === before, 'the database changed').toBe(true)
  })

  it('an upload that claims to be audio but is not → 415', async () => {
    const res = await upload({
      name: 'fake.mp3',
      type: 'audio/mpeg',
      data: Buffer.from('this is not an mp3 at all '.repeat(100))
    })
    expect(res.statusCode).toBe(415)
    expect((await server.snapshot()) === before, 'the database changed').toBe(true)
  })

  it('an upload whose fields are bad even after reading the tags → 400', async () => {
    const res = await upload(
      { name: 'ok.wav', type: 'audio/wav', data: synthesizeTune(2, 2) },
      { title: 'x', artist: 'y', genre: 'polka' }
    )
    expect(res.statusCode).toBe(400)
    expect((await server.snapshot()) === before, 'the database changed').toBe(true)
  })
})
