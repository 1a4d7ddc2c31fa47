import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEMO_DIST,
  DEMO_PORT,
  DEMO_URL,
  E2E_WORKERS,
  SERVER_ACCOUNTS,
  SERVER_DIST,
  serverPortOf
} from './config'
import type { TestProject } from 'vitest/node'
import type { BrowserServer } from 'playwright-core'
import { launchBrowserServer } from './browser'

const children: ChildProcess[] = []
let serverDataDir: string | undefined
let browserServer: BrowserServer | undefined

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url)
    return true
  } catch {
    return false
  }
}

/** A server left running by an earlier run would answer in place of the one this run starts, with other data. */
async function assertFree(url: string): Promise<void> {
  if (await answers(url))
    throw new Error(`${url} is already in use: stop what listens there, or choose another port`)
}

/** Waits until `url` answers, as long as `child` (the server meant to answer) is still running. */
async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server for ${url} exited before answering (${child.exitCode ?? child.signalCode})`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Runs a command to its end without blocking the event loop (the other servers start meanwhile); its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('error', reject)
    child.once('exit', (code) => resolve(code))
  })
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  // Own process group, so teardown stops the server and everything it started.
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true
  })
  children.push(child)
  return child
}

/**
 * session.ts keeps sessions in files so that the spec files of one run sign in once per account and server. A file
 * left by an earlier run on the same port holds a session of another build or server: each run starts without them.
 */
function forgetEarlierSessions(): void {
  const ports = [DEMO_PORT, ...Array.from({ length: E2E_WORKERS }, (_, i) => serverPortOf(i + 1))]
  const prefixes = ports.map((port) => `vibeline-e2e-session-${port}-`)
  for (const name of readdirSync(tmpdir()))
    if (prefixes.some((prefix) => name.startsWith(prefix)) && name.endsWith('.json'))
      rmSync(join(tmpdir(), name), { force: true })
}

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(`${DEMO_DIST}/index.html`))
    throw new Error(`No demo build in ${DEMO_DIST}: run npm run build first`)
  await assertFree(DEMO_URL)
  // Left by a run that was killed: with the port free, no run of these ports is going on.
  forgetEarlierSessions()
  const preview = start(process.execPath, [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--mode',
    'demo',
    '--outDir',
    DEMO_DIST,
    '--host',
    '127.0.0.1',
    '--port',
    String(DEMO_PORT),
    '--strictPort'
  ])
  // The preview server, the API server (seeded first) and Chromium start side by side, not one after another:
  // the first spec waited for the sum of their start-ups.
  try {
    await Promise.all([
      launchBrowserServer().then((browser) => (browserServer = browser)),
      waitForUrl(DEMO_URL, preview),
      startApiServer()
    ])
  } catch (err) {
    await teardown()
    throw err
  }
  project.provide('browserEndpoint', browserServer!.wsEndpoint())
  if (serverDataDir) project.provide('seededDataDir', join(serverDataDir, 'seeded'))
}

/**
 * The API servers, one per worker (serverPortOf), serving the server-mode build, each on a copy of one fresh data
 * folder with a small deterministic catalogue and one account per role (SERVER_ACCOUNTS). Without a server build
 * they are skipped outside CI.
 */
async function startApiServer(): Promise<void> {
  if (!existsSync(`${SERVER_DIST}/index.html`)) {
    if (process.env.CI) throw new Error(`No server-mode build in ${SERVER_DIST}: run npm run build first`)
    console.warn(`No server-mode build in ${SERVER_DIST}: the API server is not started for this run.`)
    return
  }
  const workers = Array.from({ length: E2E_WORKERS }, (_, i) => i + 1)
  for (const worker of workers) await assertFree(`http://127.0.0.1:${serverPortOf(worker)}`)
  serverDataDir = mkdtempSync(join(tmpdir(), 'vibeline-e2e-'))
  const seededDir = join(serverDataDir, 'seeded')
  const env = {
    ...process.env,
    DATA_DIR: seededDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: SERVER_ACCOUNTS.admin.email,
    ADMIN_PASSWORD: SERVER_ACCOUNTS.admin.password
  }
  const tsx = 'node_modules/tsx/dist/cli.mjs'
  const seeded = await run(
    process.execPath,
    [
      tsx,
      'server/seed-cli.ts',
      '--small',
      '--account',
      `editor:${SERVER_ACCOUNTS.editor.email}:${SERVER_ACCOUNTS.editor.password}`,
      '--account',
      `viewer:${SERVER_ACCOUNTS.viewer.email}:${SERVER_ACCOUNTS.viewer.password}`
    ],
    env
  )
  if (seeded !== 0) throw new Error('Seeding the end-to-end API server failed')
  // Seeded once, copied for each server: the same data in each worker.
  await Promise.all(
    workers.map(async (worker) => {
      const dataDir = join(serverDataDir!, `worker-${worker}`)
      cpSync(seededDir, dataDir, { recursive: true })
      const server = start(process.execPath, [tsx, 'server/start.ts'], {
        ...env,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(serverPortOf(worker)),
        STATIC_DIR: SERVER_DIST,
        SKIP_BUILD: '1',
        SEED: '0',
        LOG_LEVEL: 'warn',
        // One process per server: a worker's specs are one client at a time, and the cluster is tested by the
        // server's own tests (server/cluster.test.ts). Two per server started four on a 2-core machine.
        WORKERS: '1',
        // Every spec signs in through the form; the limit is tested by the API tests.
        LOGIN_RATE_MAX: '10000',
        // The lifecycle spec's webhook receiver answers 500 once: its retry comes after a second, not a minute.
        WEBHOOK_RETRY_DELAY_S: '1'
      })
      await waitForUrl(`http://127.0.0.1:${serverPortOf(worker)}/health`, server)
    })
  )
}

export async function teardown(): Promise<void> {
  await browserServer?.close()
  const exits: Promise<unknown>[] = []
  for (const child of children) {
    const pid = child.pid
    if (pid && child.exitCode === null && child.signalCode === null) {
      exits.push(
        new Promise((resolve) => {
          // A server that does not stop on SIGTERM is killed, so that teardown cannot hang.
          const kill = setTimeout(() => process.kill(-pid, 'SIGKILL'), 10_000)
          child.once('exit', () => {
            clearTimeout(kill)
            resolve(undefined)
          })
        })
      )
      process.kill(-pid, 'SIGTERM')
    }
  }
  // The servers must have closed their database and ports before the folder goes and the next run starts.
  await Promise.all(exits)
  if (serverDataDir) rmSync(serverDataDir, { recursive: true, force: true })
}
