/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const src = fileURLToPath(new URL('./src', import.meta.url))
const apiTarget = process.env.VIBELINE_API ?? 'http://127.0.0.1:3000'
const apiPrefixes = ['/admin', '/jwt', '/media', '/docs', '/health']

// Bundle only (bench/bundle.mjs): axios-mock-adapter's require('axios') would otherwise bundle a second,
// CommonJS copy of axios; react-toastify's default entry injects its CSS from JS although main.tsx imports it.
const bundleAliases = [
  { find: /^axios$/, replacement: fileURLToPath(new URL('./node_modules/axios/index.js', import.meta.url)) },
  { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }
]

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@\//, replacement: `${src}/` }, ...(process.env.VITEST ? [] : bundleAliases)]
  },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900
  },
  server: {
    proxy: mode === 'demo' ? undefined : Object.fromEntries(apiPrefixes.map((p) => [p, apiTarget]))
  },
  test: {
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
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          css: false
        }
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'eslint/**/*.test.ts'],
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
          include: ['tests/contract/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 20000,
          hookTimeout: 60000
        }
      }
    ]
  }
}))
