// The typed client (issue 39 §3): the checked-in types are those of the served document, a small client program
// compiles against them, and it works against a real server with API keys. A change to the API that would break
// such a client fails here: the types go stale, then the program stops compiling or its run fails.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVICES } from '../src/contracts/music'
import { DOCS_PREFIX } from './openapi/document'
import { ApiFailure, VibelineClient } from './openapi/exampleClient'
import { API_TYPES_FILE, apiTypesOf } from './openapi/served'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer
let baseUrl: string

beforeAll(async () => {
  server = await startTestServer()
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => server?.close())

const newKey = async (scope: string) => {
  const res = await server.as('admin', {
    method: 'POST',
    url: '/admin/v2/api_keys',
    payload: { name: `client ${scope}`, scope }
  })
  expect(res.statusCode).toBe(201)
  return res.json().key as string
}

/** How an integrator would use the client; compiled with it, never run. */
const USAGE = `
import { VibelineClient } from './exampleClient'

export async function use(client: VibelineClient) {
  const result = await client.ingestPlays([
    { event_id: 'e-1', track_id: 1, user_id: 1, played_at: '2026-01-01T10:00:00Z', duration_played: 30, device: 'ios' }
  ])
  const stored: number = result.stored + result.duplicates
  // @ts-expect-error device values are lower case: a client that sends "iOS" does not compile
  await client.ingestPlays([{ track_id: 1, user_id: 1, played_at: '2026-01-01T10:00:00Z', duration_played: 30, device: 'iOS' }])
  const page = await client.listTracks({ per_page: '5', filters: JSON.stringify({ genre: 'jazz' }) })
  const title: string = page.data[0].title
  const total: number = page.page_meta.total
  return { stored, title, total }
}
`

describe('the typed client', () => {
  it('is generated from the served document (npm run api:types)', async () => {
    const document = (await server.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })).json()
    const current = readFileSync(API_TYPES_FILE, 'utf8')
    expect(
      current === (await apiTypesOf(document)),
      `${API_TYPES_FILE} is stale: run npm run api:types`
    ).toBe(true)
  })

  it('compiles a client program against the generated types', () => {
    const usage = resolve('server/openapi/usage.virtual.ts')
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: true
    }
    const host = ts.createCompilerHost(options)
    const { getSourceFile, fileExists } = host
    host.getSourceFile = (name, language, ...rest) =>
      name === usage
        ? ts.createSourceFile(name, USAGE, language)
        : getSourceFile.call(host, name, language, ...rest)
    host.fileExists = (name) => name === usage || fileExists.call(host, name)
    const program = ts.createProgram([usage, resolve('server/openapi/exampleClient.ts')], options, host)
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
    expect(errors).toEqual([])
  })

  it('reports a batch of plays once, however often it is sent, with a plays:write key', async () => {
    const client = new VibelineClient(baseUrl, await newKey('plays:write'))
    const track = await server.database.db
      .selectFrom('tracks')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const user = await server.database.db
      .selectFrom('users')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const plays = [0, 1].map((n) => ({
      event_id: `client-test-${n}`,
      track_id: track.id,
      user_id: user.id,
      played_at: '2026-01-01T10:00:00Z',
      duration_played: 30 + n,
      device: 'ios' as const
    }))
    expect(await client.ingestPlays(plays)).toEqual({ received: 2, stored: 2, duplicates: 0 })
    expect(await client.ingestPlays(plays)).toEqual({ received: 2, stored: 0, duplicates: 2 })

    const refused = await client
      .ingestPlays([{ ...plays[0], event_id: 'client-test-bad', device: 'iOS' as never }])
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiFailure)
    expect((refused as ApiFailure).status).toBe(400)
    for (const device of DEVICES) expect((refused as ApiFailure).body.error).toContain(device)
    // The key may report plays and nothing else.
    const reading = await client.listTracks({}).catch((e: unknown) => e)
    expect((reading as ApiFailure).status).toBe(403)
  })

  it('reads the whole catalogue page by page with a catalog:read key', async () => {
    const client = new VibelineClient(baseUrl, await newKey('catalog:read'))
    const first = await client.listTracks({ per_page: '7', sort_by: 'title', sort_dir: 'asc' })
    expect(first.data).toHaveLength(7)
    const titles: string[] = []
    for await (const track of client.allTracks({ per_page: '7', sort_by: 'title', sort_dir: 'asc' }))
      titles.push(track.title)
    expect(titles).toHaveLength(first.page_meta.total)
    expect(titles.slice(0, 7)).toEqual(first.data.map((t) => t.title))
  })
})
