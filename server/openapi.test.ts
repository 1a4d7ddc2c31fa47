// The served OpenAPI document (issue 39 §1): every route Fastify registers is in it, each operation is complete
// (name, body, 4xx answers, security, a defined tag), and Redocly's recommended rules find nothing. A route that
// fails here is told what it lacks and where to add it.
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVICES } from '../src/contracts/music'
import { readOidcSettings } from './accounts/oidcSettings'
import { DOCS_PREFIX, openapiPathOf, operationKey } from './openapi/document'
import { OPERATIONS, TAGS } from './openapi/operations'
import { startTestServer, type TestServer } from './test/harness'

type Operation = {
  operationId?: string
  summary?: string
  tags?: string[]
  security?: Record<string, string[]>[]
  requestBody?: { content: Record<string, { schema?: unknown }> }
  responses: Record<string, unknown>
}
type Document = { paths: Record<string, Record<string, Operation>> }

const TABLE = 'server/openapi/operations.ts'
const WRITES = new Set(['post', 'put', 'patch'])
/**
 * Company sign-in's routes exist only when it is configured: the server checked here has it, with a provider that is
 * never asked (discovery waits for the first sign-in), so that every route of the API is held to these rules.
 */
const WITH_COMPANY_SIGN_IN = readOidcSettings({
  OIDC_ISSUER: 'http://127.0.0.1:9/never-asked',
  OIDC_CLIENT_ID: 'vibeline',
  OIDC_REDIRECT_URI: 'http://127.0.0.1:9/jwt/oidc/callback',
  OIDC_ADMIN_GROUPS: 'admins'
})

let server: TestServer
let document: Document
const operations: { key: string; method: string; path: string; operation: Operation }[] = []

beforeAll(async () => {
  server = await startTestServer({ seed: false, config: { oidc: WITH_COMPANY_SIGN_IN } })
  const res = await server.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })
  expect(res.statusCode).toBe(200)
  document = res.json()
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item))
      operations.push({ key: operationKey(method, path), method, path, operation })
})
afterAll(async () => server?.close())

describe('the OpenAPI document', () => {
  it('holds every route Fastify registers', () => {
    const routes = server.app.routeTable
    const hasGet = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url))
    const missing = routes
      // The reference's own pages and files are not part of the API.
      .filter((r) => r.url !== DOCS_PREFIX && !r.url.startsWith(`${DOCS_PREFIX}/`))
      // Fastify answers HEAD for every GET by itself; OpenAPI leaves such a HEAD implied.
      .filter((r) => !(r.method === 'HEAD' && hasGet.has(r.url)))
      .filter((r) => !document.paths[openapiPathOf(r.url)]?.[r.method.toLowerCase()])
      .map(
        (r) =>
          `${r.method} ${r.url} is not in the document: give its route a schema with tags and a summary, without hide: true`
      )
    expect(missing).toEqual([])
    // The configured-only routes are among those checked.
    expect(operations.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['GET /jwt/oidc/start', 'GET /jwt/oidc/callback', 'POST /jwt/oidc/exchange'])
    )
  })

  it('names, guards and describes every operation', () => {
    const tags = new Set(TAGS.map((tag) => tag.name))
    const problems: string[] = []
    for (const { key, method, operation } of operations) {
      const entry = OPERATIONS[key]
      const lacks = (what: string) => problems.push(`${key} ${what}`)
      if (!entry || !operation.operationId)
        lacks(`has no operationId: add '${key}': { id: 'verbNoun' } to OPERATIONS in ${TABLE}`)
      if (!operation.summary) lacks('has no summary: add schema.summary to its route')
      if (!operation.tags?.length) lacks('has no tag: add schema.tags to its route')
      for (const tag of operation.tags ?? [])
        if (!tags.has(tag))
          lacks(`has the tag '${tag}', which is not defined: add it with a description to TAGS in ${TABLE}`)
      if (!operation.security)
        lacks(
          `has no security: guard it with can(ctx, action, subject), or give its line in ${TABLE} access: 'public' or 'person'`
        )
      const body = operation.requestBody?.content ?? {}
      if (WRITES.has(method) && !entry?.noBody && !Object.values(body).some((media) => media.schema))
        lacks(
          `has no body schema: set schema.body to the zod schema it validates with, or schema.requestBody (by media type) when the route reads its body itself, or noBody: '<why>' in ${TABLE}`
        )
      const has4xx = Object.keys(operation.responses).some((code) => /^4\d\d$/.test(code))
      if (!has4xx && !entry?.no4xx)
        lacks(`documents no 4xx answer: add the error answers its route can give to schema.response`)
    }
    expect(problems).toEqual([])
  })

  it('gives each operation a unique name that reads as a method', () => {
    const ids = operations.map(({ operation }) => operation.operationId)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    expect(ids.filter((id) => !/^[a-z][A-Za-z]+$/.test(id ?? ''))).toEqual([])
    const documented = new Set(operations.map(({ key }) => key))
    const stale = Object.keys(OPERATIONS).filter((key) => !documented.has(key))
    expect(stale, `lines of ${TABLE} that name no route`).toEqual([])
  })

  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The API is private (package.json "private": true) and offered under no licence; naming one would mislead.
        'info-license': 'off'
      }
    })
    const problems = await lintFromString({ source: JSON.stringify(document), config })
    // The operations that have no 4xx answer at all (no input, no credentials) say so in the table, with the reason.
    const without4xx = new Set(
      operations
        .filter(({ key }) => OPERATIONS[key]?.no4xx)
        .map(({ method, path }) => `#/paths/${path.replaceAll('/', '~1')}/${method}/responses`)
    )
    const found = problems
      .filter((p) => !(p.ruleId === 'operation-4xx-response' && without4xx.has(p.location[0]?.pointer ?? '')))
      .map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)
    expect(found).toEqual([])
  })

  it('lists the devices a play may name, and a bad device’s answer lists them too', async () => {
    const ingest = document.paths['/admin/v2/play_histories'].post
    const schema = ingest.requestBody!.content['application/json'].schema as {
      properties: { plays: { items: { properties: { device: { enum: string[]; description: string } } } } }
    }
    const device = schema.properties.plays.items.properties.device
    expect(device.enum).toEqual([...DEVICES])
    for (const value of DEVICES) expect(device.description).toContain(value)

    const res = await server.as('admin', {
      method: 'POST',
      url: '/admin/v2/play_histories',
      payload: {
        plays: [
          { track_id: 1, user_id: 1, played_at: '2026-01-01T10:00:00Z', duration_played: 30, device: 'iOS' }
        ]
      }
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(`Play at index 0: device must be one of ${DEVICES.join(', ')}.`)
  })

  it('names the roles and API-key scopes that may call an operation', () => {
    const security = (key: string) => operations.find((o) => o.key === key)?.operation.security
    expect(security('POST /admin/v2/play_histories')).toEqual([
      { bearer: ['admin'] },
      { apiKey: ['plays:write'] }
    ])
    expect(security('GET /admin/v2/tracks')).toEqual([
      { bearer: ['admin'] },
      { bearer: ['editor'] },
      { bearer: ['viewer'] },
      { apiKey: ['catalog:read'] },
      { apiKey: ['catalog:write'] }
    ])
    expect(security('POST /admin/v2/api_keys')).toEqual([{ bearer: ['admin'] }])
    expect(security('GET /admin/v2/account')).toEqual([{ bearer: [] }])
    expect(security('POST /jwt/login')).toEqual([])
  })
})
