import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { availableParallelism } from 'node:os'
import { defineConfig, type Plugin } from 'vite'
import { configDefaults } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { precompressDir } from './server/precompress.ts'
import { purgeUtilities } from './scripts/purgeUtilities.ts'
import { sassOptions } from './scripts/sassOptions.ts'
import { chunkGroups } from './scripts/chunkGroups.ts'
import { firstPaintPlugin } from './scripts/firstPaintPlugin.ts'
import { demoDatabase } from './scripts/demoDatabasePlugin.ts'
import { requestUrl } from './src/firstPaint/firstRequest.ts'
import { encodeListQuery } from './src/contracts/list.ts'
import { MUSIC_PATHS, trackListQuery } from './src/contracts/music.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))
const apiTarget = process.env.VIBELINE_API ?? 'http://127.0.0.1:3000'
const apiPrefixes = ['/admin', '/jwt', '/media', '/docs', '/health']

// Bundle only (bench/bundle.mjs): axios-mock-adapter's require('axios') would otherwise bundle a second,
// CommonJS copy of axios; react-toastify's default entry injects its CSS from JS although ToastHost imports it;
// zod is set to jitless before any schema exists (src/configs/zod.ts), at no cost to chunks without zod.
const bundleAliases = [
  { find: /^zod$/, replacement: `${src}/configs/zod.ts` },
  { find: /^axios$/, replacement: fileURLToPath(new URL('./node_modules/axios/index.js', import.meta.url)) },
  { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }
]

// Tests that start real server processes or build the server: about a minute of a busy 2-core machine together, and
// all on SQLite whatever the engine. `npm test` leaves them to `npm run test:slow` (the `slow` project); CI runs both.
const slowTests = ['server/cluster.test.ts', 'server/startupLock.test.ts', 'scripts/serverBuild.test.ts']

const tracksDir = /[/\\]src[/\\]views[/\\]music[/\\]tracks[/\\]/
const groups = chunkGroups([
  { name: 'boot', roots: ['/src/main.tsx'] },
  {
    name: 'signin',
    roots: ['/src/layouts/BlankLayout.tsx', '/src/views/pages/authentication/LoginPage.tsx']
  },
  // zod and the list contract: the signed-in frame needs them, and src/router/AppRouter.tsx has them evaluated in a task
  // of their own.
  { name: 'schemas', roots: ['/src/contracts/list.ts'] },
  { name: 'shell', roots: ['/src/layouts/MainLayout.tsx', '/src/@core/components/ToastHost.tsx'] },
  { name: 'lists', roots: ['/src/views/music/tracks/TrackList.tsx'], filter: (id) => !tracksDir.test(id) },
  { name: 'tracks-screen', roots: ['/src/views/music/tracks/TrackList.tsx'] }
])

/** Writes the .br and .gz twins of the built files that the server sends by Accept-Encoding (server/app.ts). */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'vibeline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressDir(outDir)
    }
  }
}

// The test scripts load this file with `--configLoader runner` (package.json): bundling it first, Vite's default,
// printed the bundler's plugin timings whenever a busy machine made that take seconds.
export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    precompress(),
    groups.plugin,
    // Demo mode's database file (issue 34), built only when a demo chunk imports virtual:demo-database.
    demoDatabase(),
    firstPaintPlugin(
      {
        // Every signed-in screen has the shell; the tracks screen is the first one after sign-in.
        signedIn: { '*': ['shell'], '/music/tracks': ['lists', 'tracks-screen'] },
        signedOut: { '/login': ['signin'] }
      },
      // The tracks screen's first page as src/views/music/tracks/tracksApi.ts asks for it.
      {
        '/music/tracks': requestUrl(
          MUSIC_PATHS.tracks,
          encodeListQuery(trackListQuery, 'http', trackListQuery.defaults)
        )
      }
    )
  ],
  css: {
    preprocessorOptions: { scss: sassOptions },
    postcss: {
      plugins:
        command === 'build'
          ? [
              purgeUtilities({
                content: ['src', 'index.html', 'node_modules/reactstrap/esm'],
                include: (file) => /[/\\]src[/\\]assets[/\\]scss[/\\]/.test(file)
              })
            ]
          : []
    }
  },
  resolve: {
    alias: [{ find: /^@\//, replacement: `${src}/` }, ...(process.env.VITEST ? [] : bundleAliases)]
  },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: { codeSplitting: groups.codeSplitting },
      treeshake: {
        // The contracts only declare values, types and schemas: a chunk that uses none of a contract file's exports
        // must not keep the file (and zod) for the sake of its schemas' construction.
        moduleSideEffects: (id: string) => !/[/\\]src[/\\]contracts[/\\]/.test(id)
      }
    }
  },
  server: {
    proxy: mode === 'demo' ? undefined : Object.fromEntries(apiPrefixes.map((p) => [p, apiTarget]))
  },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores, with the main process,
    // which only schedules and transforms, mostly idle. Two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        resolve: {
          alias: [
            // The player's CommonJS build requires sortablejs.Swap, which only the ESM build exports.
            { find: /^react-jinke-music-player$/, replacement: 'react-jinke-music-player/es/index.js' },
            { find: /^sortablejs$/, replacement: 'sortablejs/modular/sortable.esm.js' }
          ]
        },
        test: {
          name: 'web',
          // Processes (Vitest's default pool), not threads: in a worker thread the advanced data table's filtered
          // rows never arrived (AdvancedDatatablePage.test.tsx). A file that needs no DOM opts out of jsdom with
          // `// @vitest-environment node` (src/test/setup.ts).
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // As src/test/setupDom.ts gives the jsdom files: the node ones (the fake database's hosted services) also
          // open a database and sign in, which took over Vitest's default of 5 s on a busy machine.
          testTimeout: 20_000,
          css: false
        }
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          globalSetup: ['server/test/templateSetup.ts'],
          setupFiles: ['server/test/setup.ts'],
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...slowTests],
          pool: 'forks',
          testTimeout: 20000,
          hookTimeout: 60000
        }
      },
      {
        // The build's and the linter's own code: no database, so the PostgreSQL pass (.ci/postgres-tests.sh), which
        // runs the server and contract projects again, leaves them out.
        extends: true,
        test: {
          name: 'tools',
          environment: 'node',
          setupFiles: ['server/test/setup.ts'],
          include: ['scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...slowTests],
          pool: 'forks',
          testTimeout: 20000,
          hookTimeout: 60000
        }
      },
      {
        extends: true,
        test: {
          name: 'slow',
          environment: 'node',
          globalSetup: ['server/test/templateSetup.ts'],
          setupFiles: ['server/test/setup.ts'],
          include: slowTests,
          pool: 'forks',
          testTimeout: 20000,
          hookTimeout: 60000
        }
      },
      {
        // One table of requests run against the fake database and the API server (DESIGN.md §5).
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          globalSetup: ['server/test/templateSetup.ts'],
          setupFiles: ['server/test/setup.ts'],
          include: ['tests/contract/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 20000,
          hookTimeout: 60000
        }
      }
    ]
  }
}))
