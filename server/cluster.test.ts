// `npm start` with WORKERS=2: one primary and two server processes on one SQLite file and one port, which count
// limits and see each other's writes as one server would, replace a worker that dies, and stop gracefully.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { synthesizeTune } from './media/wav'
import {
  call,
  freePort,
  requestInTwoParts,
  startInstance,
  waitFor,
  waitReady,
  within,
  type Instance
} from './test/instances'
import { multipart } from './test/multipart'

const ADMIN = { email: 'cluster-admin@test.vibeline', password: 'cluster-admin-pass-123' }
const LOGIN_RATE_MAX = 3

/** The pids of a process's children (the cluster's workers). */
function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`
  const text = existsSync(file)
    ? readFileSync(file, 'utf8')
    : spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout
  return text.split(/\s+/).filter(Boolean).map(Number)
}

describe('npm start in cluster mode (WORKERS=2)', () => {
  let dataDir: string
  let server: Instance
  let auth: Record<string, string>

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vibeline-cluster-'))
    server = startInstance(await freePort(), {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      WORKERS: '2',
      // The graceful-stop test finishes an upload after SIGTERM; a loaded CI machine gets time for it.
      SHUTDOWN_TIMEOUT: '60',
      SEED: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_MAX: String(LOGIN_RATE_MAX),
      LOGIN_ADDRESS_FAILURES_MAX: String(LOGIN_RATE_MAX + 2)
    })
    await waitReady(server)
    await waitFor(async () => /running at .* \(2 processes\)/.test(server.output()), 'both workers listening')
    const login = await call(`${server.url}/jwt/login`, { method: 'POST', body: ADMIN })
    expect(login.status).toBe(200)
    auth = { authorization: `Bearer ${login.json().accessToken}` }
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  it('runs two server processes under one primary', () => {
    expect(childrenOf(server.child.pid!)).toHaveLength(2)
  }, 60_000)

  it('counts a login lockout once for all processes', async () => {
    const wrong = { email: 'nobody@test.vibeline', password: 'not-the-password' }
    const statuses: number[] = []
    // A connection of its own per attempt: the primary hands connections to the workers in turn.
    for (let i = 0; i < LOGIN_RATE_MAX + 3; i++)
      statuses.push((await call(`${server.url}/jwt/login`, { method: 'POST', body: wrong })).status)
    expect(statuses).toEqual([...Array(LOGIN_RATE_MAX).fill(400), 429, 429, 429])
  }, 60_000)

  it('counts failed sign-ins per address once for all processes, whichever accounts they name', async () => {
    // The lockout above failed LOGIN_RATE_MAX times from this address: two more reach its ceiling.
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const guess = { email: `sprayed${i}@test.vibeline`, password: 'Summer2025!' }
      statuses.push((await call(`${server.url}/jwt/login`, { method: 'POST', body: guess })).status)
    }
    expect(statuses).toEqual([400, 400, 429, 429, 429])
  }, 60_000)

  it('a track created through one process is counted by every process at once', async () => {
    const total = async () =>
      (await call(`${server.url}/admin/v2/tracks?per_page=5`, { headers: auth })).json().page_meta
        .total as number
    const before = [await total(), await total(), await total(), await total()]
    expect(new Set(before).size).toBe(1)
    const created = await call(`${server.url}/admin/v2/tracks`, {
      method: 'POST',
      headers: auth,
      body: {
        title: 'Cluster Tune',
        artist: 'Two Workers',
        genre: 'ambient',
        duration: 61,
        status: 'published'
      }
    })
    expect(created.status).toBe(201)
    const after = [await total(), await total(), await total(), await total()]
    expect(after).toEqual(before.map((n) => n + 1))
  }, 60_000)

  it('replaces a worker that dies', async () => {
    const [victim] = childrenOf(server.child.pid!)
    process.kill(victim, 'SIGKILL')
    await waitFor(async () => {
      const now = childrenOf(server.child.pid!)
      return now.length === 2 && !now.includes(victim)
    }, 'a new worker in place of the killed one')
    await waitFor(
      async () => /Server process \d+ stopped .*starting another/.test(server.output()),
      'the notice'
    )
    // The next test stops the cluster: the new process must be serving by then, not still starting.
    await waitFor(
      async () => new RegExp(`Server process \\d+ is serving in place of ${victim}\\.`).test(server.output()),
      'the new process serving'
    )
    expect((await call(`${server.url}/ready`)).status).toBe(200)
  }, 60_000)

  it('SIGTERM lets an upload in flight finish, refuses new connections, and stops every process', async () => {
    const wav = synthesizeTune(4545, 2)
    const form = multipart(
      { title: 'Last Upload', artist: 'Two Workers', genre: 'ambient' },
      { name: 'last.wav', type: 'audio/wav', data: wav }
    )
    const half = Math.floor(form.payload.length / 2)
    const upload = requestInTwoParts(`${server.url}/admin/v2/tracks`, {
      method: 'POST',
      headers: { ...auth, ...form.headers },
      first: form.payload.subarray(0, half),
      rest: form.payload.subarray(half)
    })
    // Each step has a deadline of its own, under the test's, so that a step that hangs says which and what the
    // server printed. A poll's connection made while the workers close can be queued by the primary (node:cluster's
    // round robin) until the last worker exits, which waits for this upload: without a timeout of its own the poll
    // and the upload waited for each other until the test timed out.
    await within(upload.started, 15_000, 'the upload being taken', server)
    const workers = childrenOf(server.child.pid!)
    process.kill(server.child.pid!, 'SIGTERM')
    await within(
      waitFor(
        () =>
          call(`${server.url}/health`, { timeoutMs: 5_000 }).then(
            () => false,
            (err: NodeJS.ErrnoException) => err.code === 'ECONNREFUSED'
          ),
        'new connections being refused'
      ),
      20_000,
      'new connections being refused',
      server
    )
    const answer = await within(upload.finish(), 15_000, 'the answer to the upload', server)
    expect(answer.status).toBe(201)
    expect(answer.json().data.title).toBe('Last Upload')
    await within(server.stop(), 15_000, 'every process stopping', server)
    expect(server.child.exitCode).toBe(0)
    for (const pid of workers) expect(existsSync(`/proc/${pid}`)).toBe(false)
  }, 75_000)
})
