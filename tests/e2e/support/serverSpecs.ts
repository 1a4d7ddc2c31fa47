// Which specs use the API server, and the lock they take turns with (serverLock.ts); also read by the config's
// sequencer and by globalSetup.ts, so nothing here may need a running test.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SERVER_PORT } from './config.ts'

/** The specs that sign in to the API server or read its build (vitest.e2e.config.ts runs the others beside them). */
export const SERVER_SPECS = [
  'api',
  'audio',
  'auth',
  'blockingCss',
  'bulk',
  'catalogue',
  'catalogue-tools',
  'dashboards',
  'docs',
  'firstScreenChunks',
  'music',
  'oidc',
  'pages',
  'player-drag',
  'playlists',
  'release-lifecycle'
]

export const isServerSpec = (path: string) =>
  SERVER_SPECS.some((name) => path.endsWith(`/tests/e2e/${name}.e2e.ts`))

export const SERVER_LOCK = join(tmpdir(), `vibeline-e2e-server-${SERVER_PORT}.lock`)
