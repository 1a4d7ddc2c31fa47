// Setup file of every spec: the specs that use the API server share its one database, so each holds this lock
// (a folder, made atomically) from its first hook to its last, and they run one at a time while the demo-build
// specs run beside them in the other worker. globalSetup.ts removes a lock left by a run that was killed.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { isServerSpec, SERVER_LOCK } from './serverSpecs'

/** This worker's mark in the lock it holds: it removes the lock only while the mark is its own. */
const OWNER = `${process.pid} ${Math.random()}`

const ownLock = () =>
  existsSync(join(SERVER_LOCK, 'owner')) && readFileSync(join(SERVER_LOCK, 'owner'), 'utf8') === OWNER

/** Resolves once this process holds the lock: when the spec that held it has finished. */
async function acquire(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(SERVER_LOCK)
      writeFileSync(join(SERVER_LOCK, 'owner'), OWNER)
      return
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

let held = false
beforeAll(async () => {
  if (!isServerSpec(expect.getState().testPath ?? '')) return
  await acquire()
  held = true
  // As long as the longest server spec may take, and the one before it.
}, 30 * 60_000)

afterAll(() => {
  if (held && ownLock()) rmSync(SERVER_LOCK, { recursive: true, force: true })
  held = false
})
