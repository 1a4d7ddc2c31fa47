/** Where the end-to-end servers listen (started by globalSetup.ts). */
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4173)
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 3100)
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
