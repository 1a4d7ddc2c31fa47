// The integrations screen's curl examples (src/contracts/integrationExamples.ts) run as written, the key pasted in
// for its placeholder, against a listening test server: the play is stored (and counts once when sent again), the
// catalogue answers, and a key whose scope allows neither is shown neither.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  catalogueCurl,
  examplePlay,
  examplesOfScope,
  ingestCurl,
  keyPlaceholder
} from '../src/contracts/integrationExamples'
import { startTestServer, type TestServer } from './test/harness'

const run = promisify(execFile)

let server: TestServer
let origin: string

beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 3, users: 2, playlists: 0, histories: 0 } })
  origin = await server.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(() => server?.close())

/** A new key of `scope`: the full key and the placeholder the screen shows for it. */
async function newKey(scope: string) {
  const res = await server.as('admin', {
    method: 'POST',
    url: '/admin/v2/api_keys',
    payload: { name: `Example ${scope}`, scope }
  })
  expect(res.statusCode, res.body).toBe(201)
  const { key } = res.json() as { key: string }
  return { key, placeholder: keyPlaceholder(key.slice(0, 13)) }
}

/** Runs a shown example in a shell with the key pasted over its placeholder; answers curl's output. */
async function paste(example: string, placeholder: string, key: string) {
  expect(example).toContain(placeholder)
  const { stdout } = await run('bash', ['-c', `${example.replace(placeholder, key)} -w '\\n%{http_code}'`])
  const [body, status] = stdout.split(/\n(?=\d{3}$)/)
  return { status: Number(status), body: JSON.parse(body) as unknown }
}

describe('the integrations screen’s curl examples', () => {
  it('report a play with a plays:write key, counted once when sent again', async () => {
    const { key, placeholder } = await newKey('plays:write')
    const now = new Date()
    const example = ingestCurl(origin, placeholder, now)
    const first = await paste(example, placeholder, key)
    expect(first).toEqual({ status: 201, body: { data: { received: 1, stored: 1, duplicates: 0 } } })
    const again = await paste(example, placeholder, key)
    expect(again).toEqual({ status: 200, body: { data: { received: 1, stored: 0, duplicates: 1 } } })
    const stored = await server.database.db
      .selectFrom('play_histories')
      .select(['track_id', 'user_id', 'seconds_played', 'device'])
      .where('event_id', '=', examplePlay(now).event_id!)
      .execute()
    expect(stored).toEqual([{ track_id: 1, user_id: 1, seconds_played: 187, device: 'web' }])
  })

  it('read the catalogue with a catalog:read key', async () => {
    const { key, placeholder } = await newKey('catalog:read')
    const answer = await paste(catalogueCurl(origin, placeholder), placeholder, key)
    expect(answer.status).toBe(200)
    expect((answer.body as { data: unknown[] }).data).toHaveLength(3)
  })

  it('are offered to the scopes that may run them', () => {
    expect(examplesOfScope('plays:write')).toEqual({ ingest: true, catalogue: false })
    expect(examplesOfScope('catalog:read')).toEqual({ ingest: false, catalogue: true })
    expect(examplesOfScope('catalog:write')).toEqual({ ingest: false, catalogue: true })
  })
})
