// Every answer, errors and unknown paths included, carries the headers @fastify/helmet sends for the app's options.
import Fastify from 'fastify'
import helmet from '@fastify/helmet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { helmetOptions } from './securityHeaders'
import { startTestServer, type TestServer } from './test/harness'

const HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-powered-by'
]

let server: TestServer
let expected: Record<string, unknown>

beforeAll(async () => {
  server = await startTestServer({ seed: false })
  const reference = Fastify()
  await reference.register(helmet, helmetOptions())
  reference.get('/', async () => ({ ok: true }))
  const res = await reference.inject({ method: 'GET', url: '/' })
  expected = Object.fromEntries(HEADERS.map((h) => [h, res.headers[h]]))
  await reference.close()
})

afterAll(() => server.close())

describe('security headers', () => {
  it('are the ones @fastify/helmet sends, on answers, errors and unknown paths', async () => {
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(expected['x-content-type-options']).toBe('nosniff')
    const answers = await Promise.all([
      server.app.inject({ method: 'GET', url: '/health' }),
      server.as('viewer', { method: 'GET', url: '/admin/v2/tracks?page=1&per_page=5' }),
      server.as(null, { method: 'POST', url: '/jwt/login', payload: { email: 'nobody@x.y', password: 'x' } }),
      server.app.inject({ method: 'GET', url: '/admin/v2/no-such-thing' })
    ])
    for (const res of answers) {
      const sent = Object.fromEntries(HEADERS.map((h) => [h, res.headers[h]]))
      expect(sent).toEqual(expected)
    }
  })
})
