// Two server processes started at the same moment on one fresh SQLite file: SQLite's write lock lets one do the
// start-up work while the other waits, and both serve with the one signing secret generated in the data folder.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, freePort, startInstance, waitReady, type Instance } from './test/instances'

const ADMIN = { email: 'lock-admin@test.vibeline', password: 'lock-admin-pass-123' }

describe('two processes starting together on one SQLite file', () => {
  let dataDir: string
  let a: Instance
  let b: Instance

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vibeline-lock-'))
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      JWT_SECRET: '',
      WORKERS: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password
    }
    const [portA, portB] = [await freePort(), await freePort()]
    a = startInstance(portA, env)
    b = startInstance(portB, env)
    await Promise.all([waitReady(a), waitReady(b)])
  }, 180_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  it('migrates, creates the administrator and seeds once; both serve the one catalogue', async () => {
    const printed = a.output() + b.output()
    expect(printed.match(/Seeded the demo catalogue/g)).toHaveLength(1)
    expect(printed.match(/Created the administrator/g)).toHaveLength(1)
    const login = await call(`${a.url}/jwt/login`, { method: 'POST', body: ADMIN })
    expect(login.status).toBe(200)
    // Signed by A, accepted by B: both read the same generated secret.key.
    const list = await call(`${b.url}/admin/v2/tracks?per_page=1`, {
      headers: { authorization: `Bearer ${login.json().accessToken}` }
    })
    expect(list.status).toBe(200)
    expect(list.json().page_meta.total).toBe(200)
  })
})
