import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src', import.meta.url))

/**
 * The specs that use the API server (SERVER_URL, server accounts): they share its one database, so they run one at
 * a time. The others use only the demo build, whose data lives in each browser context, and run beside them.
 */
const SERVER_SPECS = [
  'api',
  'auth',
  'blockingCss',
  'bulk',
  'catalogue-tools',
  'dashboards',
  'firstScreenChunks',
  'music',
  'oidc',
  'pages',
  'player-drag',
  'playlists'
].map((name) => `tests/e2e/${name}.e2e.ts`)

const shared = {
  resolve: { alias: [{ find: /^@\//, replacement: `${src}/` }] },
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A flaky browser start should not hide a real failure, but one retry keeps CI honest on a loaded 2-core box.
  retry: process.env.CI ? 1 : 0
} as const

// End-to-end tests: Vitest runs the specs, playwright-core drives Debian's Chromium against the built app. Two
// workers: the server specs one after another in one, the demo specs one after another in the other. A spec waits
// mostly on the browser and the servers, so the two keep CI's two cores busier than one did.
export default defineConfig({
  resolve: shared.resolve,
  test: {
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    maxWorkers: 2,
    projects: [
      {
        resolve: shared.resolve,
        test: {
          ...shared,
          name: 'e2e-server',
          include: SERVER_SPECS,
          fileParallelism: false
        }
      },
      {
        resolve: shared.resolve,
        test: {
          ...shared,
          name: 'e2e-demo',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: SERVER_SPECS,
          fileParallelism: false
        }
      }
    ]
  }
})
