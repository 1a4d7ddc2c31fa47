import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src', import.meta.url))

// End-to-end tests: Vitest runs the specs, playwright-core drives Debian's Chromium against the built app.
export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: `${src}/` }] },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A flaky browser start should not hide a real failure, but one retry keeps CI honest on a loaded 2-core box.
    retry: process.env.CI ? 1 : 0
  }
})
