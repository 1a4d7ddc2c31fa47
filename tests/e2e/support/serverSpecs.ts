// Which specs use the API server (each worker has one of its own, globalSetup.ts); read by the config's sequencer,
// so nothing here may need a running test.

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
  'release-lifecycle',
  'tag-upload'
]

export const isServerSpec = (path: string) =>
  SERVER_SPECS.some((name) => path.endsWith(`/tests/e2e/${name}.e2e.ts`))
