// Deeply nested JSON (issue 35 §3): refused with a 400 naming the limit before anything walks it, on every route
// that reads JSON, signed in or not; at the limit the route answers as it would any other body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, nestedDeeperThan, tooDeepMessage } from './http/bodyDepth'
import { findNul } from './http/shared'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 3, users: 2, playlists: 1, histories: 5 } })
  await server.token('admin')
})
afterAll(() => server?.close())

/** An object whose `field` holds arrays `depth - 1` deep around `inner`: `depth` levels in all. */
const nestedBody = (depth: number, field = 'email', inner = '"x"') =>
  `{"${field}":${'['.repeat(depth - 1)}${inner}${']'.repeat(depth - 1)}}`

const post = (url: string, payload: string) =>
  server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } })

describe('the nesting of a JSON body', () => {
  it('is measured on the text, brackets inside strings and escaped quotes not counted', () => {
    expect(nestedDeeperThan('[[1]]', 2)).toBe(false)
    expect(nestedDeeperThan('[[[1]]]', 2)).toBe(true)
    expect(nestedDeeperThan('{"a":{"b":[]}}', 3)).toBe(false)
    expect(nestedDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true)
    expect(nestedDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false)
    expect(nestedDeeperThan(`{"a":"\\"${'['.repeat(10)}"}`, 1)).toBe(false)
    expect(nestedDeeperThan(`{"a":"\\\\",${'['.repeat(3)}`, 2)).toBe(true)
    // Siblings do not add up: depth is how far in, not how many.
    expect(nestedDeeperThan(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(false)
  })

  it.each([MAX_JSON_DEPTH + 1, 5_000, 100_000])(
    'of %i levels is a 400 naming the limit on every route that reads JSON, anonymous ones included',
    async (depth) => {
      const writes = server.app.routeTable.filter(
        (r) =>
          ['POST', 'PUT', 'PATCH'].includes(r.method) &&
          (r.url.startsWith('/admin/') || r.url.startsWith('/jwt/'))
      )
      expect(writes.length).toBeGreaterThanOrEqual(17)
      const before = await server.snapshot()
      const answers: Record<string, string> = {}
      for (const { method, url } of writes) {
        const res = await server.as(url.startsWith('/jwt/') ? null : 'admin', {
          method: method as 'POST',
          url: url.replace(/:\w+/g, '1'),
          payload: nestedBody(depth),
          headers: { 'content-type': 'application/json' }
        })
        answers[`${method} ${url}`] = `${res.statusCode} ${res.json().error}`
      }
      const expected = Object.fromEntries(
        Object.keys(answers).map((route) => [route, `400 ${tooDeepMessage(MAX_JSON_DEPTH)}`])
      )
      expect(answers).toEqual(expected)
      expect(await server.snapshot()).toBe(before)
    }
  )

  it('at the limit is read and checked like any body (here: the field is not an e-mail; a NUL is found)', async () => {
    const login = await post('/jwt/login', nestedBody(MAX_JSON_DEPTH))
    expect(login.statusCode).toBe(400)
    expect(login.json().error).not.toBe(tooDeepMessage(MAX_JSON_DEPTH))
    // The NUL check walks all the way in and names the path it found.
    const deepNul = await post('/jwt/login', nestedBody(MAX_JSON_DEPTH, 'email', '"a\\u0000b"'))
    expect(deepNul.statusCode).toBe(400)
    expect(deepNul.json().error).toBe(
      `email.${Array(MAX_JSON_DEPTH - 1)
        .fill(0)
        .join('.')}: Text must not contain the NUL character (U+0000).`
    )
    const admin = await server.as('admin', {
      method: 'POST',
      url: '/admin/v2/playlists',
      payload: nestedBody(MAX_JSON_DEPTH, 'name'),
      headers: { 'content-type': 'application/json' }
    })
    expect(admin.statusCode).toBe(400)
    expect(admin.json().error).not.toBe(tooDeepMessage(MAX_JSON_DEPTH))
  })
})

describe('the NUL check', () => {
  it('walks any depth of data without recursion, once per value', () => {
    let deep: unknown = 'a\u0000b'
    for (let i = 0; i < 200_000; i++) deep = [deep]
    const path = findNul({ q: deep })
    expect(path).toHaveLength(200_001)
    expect(path?.[0]).toBe('q')
    expect(findNul({ a: 'x', b: [{ c: 'y' }, { 'd\u0000': 1 }] })).toEqual(['b', '1', 'd\u0000'])
  })
})
