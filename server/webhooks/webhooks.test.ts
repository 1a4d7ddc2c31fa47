// Webhooks (issue 37): who may manage them, what registering checks, and deliveries as a receiver sees them: signed
// (checked here with node:crypto alone, as docs/webhooks.md tells a receiver), retried after a 500, re-sent by hand,
// kept across a restart, and delivered once when two instances work the queue.
import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIFECYCLE_PATHS } from '../../src/contracts/releaseLifecycle'
import { SIGNATURE_HEADER, WEBHOOK_PATHS } from '../../src/contracts/webhooks'
import { buildApp } from '../app'
import { DeliveryFailed, deliverer } from './delivery'
import { DEFAULT_POLICY } from './webhooksService'
import { startTestServer, type Role, type TestServer } from '../test/harness'
import { waitFor } from '../test/instances'

type Received = { headers: IncomingHttpHeaders; body: string }

/** A local endpoint: answers each request with the next status of `answers` (200 once they run out). */
function receiver() {
  const received: Received[] = []
  const answers: number[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += String(chunk)))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.statusCode = answers.shift() ?? 200
      res.end()
    })
  })
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve(`http://127.0.0.1:${port}/hook`)
    })
  )
  return { received, answers, listening, close: () => new Promise((r) => server.close(r)) }
}

/** A receiver's check, with nothing of ours: HMAC-SHA256 of "t.body" with the secret, t recent. */
function verifies(header: string | undefined, body: string, secret: string) {
  const { t, v1 } = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=')))
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return v1 === expected && Math.abs(Date.now() / 1000 - Number(t)) < 300
}

let server: TestServer
const hooks = receiver()
let url: string
/** Server instances that work the queue, as a deployment's other processes (the test server itself works none). */
const workers = new Set<FastifyInstance>()

async function startWorker() {
  const app = await buildApp({ config: { ...server.config, queuePollMs: 20 }, database: server.database })
  await app.ready()
  workers.add(app)
  return app
}
async function stopWorker(app: FastifyInstance) {
  workers.delete(app)
  await app.close()
}

beforeAll(async () => {
  server = await startTestServer({
    seed: { tracks: 6, users: 2, playlists: 1, histories: 10 },
    config: { webhookRetryDelaySeconds: 0 }
  })
  url = await hooks.listening
})
afterAll(async () => {
  for (const app of workers) await app.close()
  await server?.close()
  await hooks.close()
})

const call = (role: Role | null, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  server.as(role, { method, url: path, ...(payload ? { payload } : {}) })

async function register(events: string[]) {
  const res = await call('admin', 'POST', WEBHOOK_PATHS.endpoints, { url, events })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { data: { id: number; events: string[] }; secret: string }
}

let releases = 0
/** A new release, made live and then taken down by an administrator: the change that makes a release.taken_down. */
async function takeDownARelease() {
  const artist = await call('editor', 'POST', '/admin/v2/artists', { name: `Hooked ${++releases}` })
  const release = await call('editor', 'POST', '/admin/v2/releases', {
    title: `Hooked ${releases}`,
    artist_ids: [artist.json().data.id]
  })
  expect(release.statusCode, release.body).toBe(201)
  const id = release.json().data.id as number
  await server.database.db.updateTable('releases').set({ status: 'live' }).where('id', '=', id).execute()
  const res = await call('admin', 'POST', LIFECYCLE_PATHS.transition(id, 'take-down'), {
    reason: 'Rights dispute'
  })
  expect(res.statusCode, res.body).toBe(200)
  return id
}

const deliveriesOf = async (endpointId: number) =>
  (await call('admin', 'GET', WEBHOOK_PATHS.deliveries(endpointId))).json().data as {
    id: number
    event_id: string
    state: string
    attempts: { attempt: number; status_code: number | null; error: string }[]
  }[]

const receivedFor = (releaseId: number) =>
  hooks.received.filter((r) => JSON.parse(r.body).data.release_id === releaseId)

describe('webhook endpoints', () => {
  it('are for administrators only', async () => {
    const { data } = await register(['release.live'])
    const routes = [
      ['GET', WEBHOOK_PATHS.endpoints],
      ['POST', WEBHOOK_PATHS.endpoints, { url, events: ['release.live'] }],
      ['DELETE', WEBHOOK_PATHS.endpoint(data.id)],
      ['GET', WEBHOOK_PATHS.deliveries(data.id)],
      ['POST', WEBHOOK_PATHS.resend(data.id, 1)]
    ] as const
    for (const [method, path, body] of routes) {
      for (const role of ['editor', 'viewer'] as const)
        expect((await call(role, method, path, body)).statusCode, `${role} ${method} ${path}`).toBe(403)
      expect((await call(null, method, path, body)).statusCode, `${method} ${path}`).toBe(401)
    }
    expect((await call('admin', 'DELETE', WEBHOOK_PATHS.endpoint(data.id))).statusCode).toBe(200)
  })

  it('need an http(s) address and known events; the secret is answered once and never logged', async () => {
    for (const payload of [
      { url: 'ftp://example.com/hook', events: ['release.live'] },
      { url: 'not a url', events: ['release.live'] },
      { url, events: [] },
      { url, events: ['release.deleted'] }
    ])
      expect((await call('admin', 'POST', WEBHOOK_PATHS.endpoints, payload)).statusCode).toBe(400)
    const { data, secret } = await register(['track.changed', 'release.live', 'release.live'])
    expect(secret).toMatch(/^whsec_/)
    expect(data.events).toEqual(['release.live', 'track.changed'])
    const listed = await call('admin', 'GET', WEBHOOK_PATHS.endpoints)
    expect(listed.json().data.map((e: { id: number }) => e.id)).toContain(data.id)
    expect(listed.body).not.toContain(secret)
    const audit = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'webhook')
      .execute()
    expect(audit.map((a) => a.action)).toContain('webhook_create')
    expect(JSON.stringify(audit)).not.toContain(secret)
    await call('admin', 'DELETE', WEBHOOK_PATHS.endpoint(data.id))
  })
})

describe('deliveries', () => {
  it('arrive signed, are retried after a 500, are logged per attempt, and can be re-sent by hand', async () => {
    const worker = await startWorker()
    const { data, secret } = await register(['release.taken_down'])
    const other = await register(['track.changed'])
    hooks.answers.push(500)
    const releaseId = await takeDownARelease()

    await waitFor(async () => receivedFor(releaseId).length >= 2, 'the retry', 30_000)
    const [first, second] = receivedFor(releaseId)
    for (const request of [first, second])
      expect(verifies(request.headers[SIGNATURE_HEADER.toLowerCase()] as string, request.body, secret)).toBe(
        true
      )
    expect(
      verifies(second.headers[SIGNATURE_HEADER.toLowerCase()] as string, second.body, 'whsec_other')
    ).toBe(false)
    const event = JSON.parse(second.body)
    expect(event).toMatchObject({
      type: 'release.taken_down',
      data: { release_id: releaseId, status: 'taken_down', reason: 'Rights dispute' }
    })
    expect(JSON.parse(first.body).id).toBe(event.id)

    const [delivery] = await waitFor(async () => {
      const log = await deliveriesOf(data.id)
      return log[0]?.state === 'delivered' && log
    }, 'the delivery log')
    expect(delivery.attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 200]
    ])
    expect(delivery.attempts[0].error).toMatch(/500/)
    // The endpoint that wants only track.changed got nothing.
    expect(await deliveriesOf(other.data.id)).toEqual([])

    const resent = await call('admin', 'POST', WEBHOOK_PATHS.resend(data.id, delivery.id))
    expect(resent.statusCode, resent.body).toBe(202)
    await waitFor(async () => receivedFor(releaseId).length >= 3, 'the re-sent delivery', 30_000)
    expect(JSON.parse(receivedFor(releaseId)[2].body).id).toBe(event.id)
    await stopWorker(worker)
    for (const id of [data.id, other.data.id]) await call('admin', 'DELETE', WEBHOOK_PATHS.endpoint(id))
  })

  it('announce a release’s availability change as release.changed', async () => {
    const worker = await startWorker()
    const { data } = await register(['release.changed'])
    const artist = await call('editor', 'POST', '/admin/v2/artists', { name: `Hooked ${++releases}` })
    const release = await call('editor', 'POST', '/admin/v2/releases', {
      title: `Hooked ${releases}`,
      artist_ids: [artist.json().data.id]
    })
    const releaseId = release.json().data.id as number
    const res = await server.as('editor', {
      method: 'PUT',
      url: LIFECYCLE_PATHS.availability(releaseId),
      payload: { mode: 'exclude', countries: ['DE'] }
    })
    expect(res.statusCode, res.body).toBe(200)
    await waitFor(async () => receivedFor(releaseId).length >= 1, 'the delivery', 30_000)
    expect(JSON.parse(receivedFor(releaseId)[0].body)).toMatchObject({
      type: 'release.changed',
      data: {
        release_id: releaseId,
        change: 'availability',
        availability: { mode: 'exclude', countries: ['DE'], from: null, until: null }
      }
    })
    await stopWorker(worker)
    await call('admin', 'DELETE', WEBHOOK_PATHS.endpoint(data.id))
  })

  it('pending when the server stops, arrive after it starts again', async () => {
    const { data } = await register(['release.taken_down'])
    // No instance works the queue: the delivery waits, as it would across a restart.
    const releaseId = await takeDownARelease()
    expect((await deliveriesOf(data.id)).map((d) => d.state)).toEqual(['pending'])
    const restarted = await startWorker()
    await waitFor(async () => receivedFor(releaseId).length === 1, 'the delivery after the restart', 30_000)
    await waitFor(async () => (await deliveriesOf(data.id))[0].state === 'delivered', 'the log')
    await stopWorker(restarted)
    await call('admin', 'DELETE', WEBHOOK_PATHS.endpoint(data.id))
  })

  it('are made once when two instances work the queue', async () => {
    const { data } = await register(['release.taken_down'])
    const instances = [await startWorker(), await startWorker()]
    const releaseIds = [await takeDownARelease(), await takeDownARelease(), await takeDownARelease()]
    await waitFor(
      async () => (await deliveriesOf(data.id)).filter((d) => d.state === 'delivered').length === 3,
      'three deliveries'
    )
    // Stopping waits for the runs in progress: a delivery made twice would have arrived by now.
    for (const app of instances) await stopWorker(app)
    expect(releaseIds.map((id) => receivedFor(id).length)).toEqual([1, 1, 1])
    await call('admin', 'DELETE', WEBHOOK_PATHS.endpoint(data.id))
  })

  it('stop being retried once their day is over: the last failed attempt marks them failed', async () => {
    const { data } = await register(['release.live'])
    const deliver = deliverer(server.database.db, DEFAULT_POLICY)
    const deliveryDue = async (retryUntil: string) =>
      (
        await server.database.db
          .insertInto('webhook_deliveries')
          .values({
            endpoint_id: data.id,
            event: 'release.live',
            event_id: `day-${retryUntil}`,
            body: JSON.stringify({ data: { release_id: -1 } }),
            state: 'pending',
            created_at: new Date().toISOString(),
            retry_until: retryUntil
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    const job = (deliveryId: number) => ({
      id: 'j',
      name: 'webhook-delivery',
      data: { deliveryId },
      attempt: 2
    })
    const stateOf = async (id: number) => (await deliveriesOf(data.id)).find((d) => d.id === id)!

    hooks.answers.push(500, 500)
    const within = await deliveryDue(new Date(Date.now() + 3_600_000).toISOString())
    await expect(deliver(job(within))).rejects.toBeInstanceOf(DeliveryFailed)
    expect((await stateOf(within)).state).toBe('pending')
    const over = await deliveryDue(new Date(Date.now() - 1000).toISOString())
    await expect(deliver(job(over))).resolves.toBeUndefined()
    const ended = await stateOf(over)
    expect(ended.state).toBe('failed')
    expect(ended.attempts.map((a) => a.status_code)).toEqual([500])
    await call('admin', 'DELETE', WEBHOOK_PATHS.endpoint(data.id))
  })
})
