// `npm start` runs the server compiled by scripts/server-build.mjs: the build knows the sources it came from and is
// stale once one of them changed; the launcher compiles when needed and serves from the bundle.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServer, staleReason } from './server-build.mjs'
import { call, freePort, startInstance, waitReady, type Instance } from '../server/test/instances'

const dirs: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}
let server: Instance | undefined
afterAll(async () => {
  await server?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}, 60_000)

describe('the compiled server of npm start', () => {
  it('is fresh after a build and stale once a source it was built from changed or went', async () => {
    const dir = tempDir('vibeline-server-build-')
    expect(staleReason(dir)).toBe('no build yet')
    const { inputs } = await buildServer(dir)
    expect(inputs).toEqual(
      expect.arrayContaining([
        'server/start.ts',
        'src/contracts/csv.ts',
        'server/db/migrations/sqlite/0001_core.sql'
      ])
    )
    expect(staleReason(dir)).toBeNull()

    const list = join(dir, 'inputs.json')
    const built = JSON.parse(readFileSync(list, 'utf8')) as { startedAt: number; inputs: string[] }
    // As if every source had been saved after the build began.
    writeFileSync(list, JSON.stringify({ ...built, startedAt: 0 }))
    expect(staleReason(dir)).toMatch(/ changed$/)
    writeFileSync(list, JSON.stringify({ ...built, inputs: [...built.inputs, 'server/gone.ts'] }))
    expect(staleReason(dir)).toBe('server/gone.ts is gone')
  }, 60_000)

  it('npm start’s launcher compiles when needed and serves the API from the bundle', async () => {
    const port = await freePort()
    server = startInstance(
      port,
      { DATA_DIR: tempDir('vibeline-compiled-'), DATABASE_URL: '', REDIS_URL: '', WORKERS: '1', SEED: '0' },
      ['scripts/start-server.mjs']
    )
    await waitReady(server)
    expect((await call(`${server.url}/health`)).json()).toEqual({ status: 'ok', database: 'sqlite' })
    // It compiled the build first when that was missing or stale.
    expect(staleReason()).toBeNull()
  }, 180_000)
})
