/** Where the end-to-end servers listen (started by globalSetup.ts). */
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4173)
/**
 * Vitest's workers for the end-to-end run (vitest.e2e.config.ts). Each has an API server of its own on a copy of the
 * same seeded data, so the server specs of one worker never meet those of the other and none waits for a turn.
 */
export const E2E_WORKERS = 2
/** The first worker's API server; worker n (VITEST_POOL_ID, 1 to E2E_WORKERS) uses the port n − 1 above it. */
export const SERVER_BASE_PORT = Number(process.env.E2E_SERVER_PORT ?? 3100)
export const serverPortOf = (worker: number) => SERVER_BASE_PORT + worker - 1
const worker = Number(process.env.VITEST_POOL_ID ?? 1)
/** This worker's API server (the first one outside a worker). */
export const SERVER_PORT = serverPortOf(worker >= 1 && worker <= E2E_WORKERS ? worker : 1)
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`
export const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const ARTIFACTS_DIR = '.e2e-artifacts'
/** The demo build the preview server serves; a helper working alone may point it at its own build. */
export const DEMO_DIST = process.env.E2E_DEMO_DIR ?? 'dist-demo'
/** The server-mode build the API server serves. */
export const SERVER_DIST = process.env.E2E_SERVER_DIST ?? 'dist'
/** Accounts of the API server started for the end-to-end tests (a fresh, small, deterministic catalogue). */
export const SERVER_ACCOUNTS = {
  admin: { email: 'admin@vibeline.test', password: 'e2e-Admin-password-1' },
  editor: { email: 'editor@vibeline.test', password: 'e2e-Editor-password-1' },
  viewer: { email: 'viewer@vibeline.test', password: 'e2e-Viewer-password-1' }
} as const
export type ServerRole = keyof typeof SERVER_ACCOUNTS
