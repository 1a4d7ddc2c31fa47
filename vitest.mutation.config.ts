// The tests Stryker runs against its mutants (stryker.config.mjs): the unit tests of the contracts and of the token
// service, and of the availability and readiness rules, which need no DOM and no server. `npm test` runs them too, in their projects of vite.config.ts.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` }] },
  test: {
    environment: 'node',
    include: [
      'src/contracts/list.test.ts',
      'src/contracts/keyword.test.ts',
      'src/contracts/abilities.test.ts',
      'src/contracts/availability.test.ts',
      'src/contracts/readiness.test.ts',
      'server/accounts/tokens.test.ts'
    ],
    setupFiles: ['src/test/setup.ts']
  }
})
