import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import AlternatingSequencer from './tests/e2e/support/sequencer.ts'
import { E2E_WORKERS } from './tests/e2e/support/config.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))

// End-to-end tests: Vitest runs the specs, playwright-core drives Debian's Chromium against the built app. Two
// workers: a spec mostly waits on the browser and the servers, so one worker left CI's second core idle. Each worker
// has an API server of its own (tests/e2e/support/globalSetup.ts), so any two specs run side by side: with one
// shared server its specs took turns, and a worker waiting for its turn ran nothing.
export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: `${src}/` }] },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    maxWorkers: E2E_WORKERS,
    // A worker runs spec after spec without starting afresh: each spec imported playwright-core and the helpers
    // again (95 s of imports in a run). The specs share no state but the helpers' caches (sessions, axe's source).
    // Vitest still hands out one spec at a time to whichever worker is free, so a worker waiting in a long spec
    // (release-lifecycle's go-live) holds up nothing: the other takes the rest.
    isolate: false,
    sequence: { sequencer: AlternatingSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A flaky browser start should not hide a real failure, but one retry keeps CI honest on a loaded 2-core box.
    retry: process.env.CI ? 1 : 0
  }
})
