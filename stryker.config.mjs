// Mutation testing (issue 41): how many deliberate bugs in these modules the tests catch. Slow on 2 cores, so not in
// CI; run one module at a time with `npm run test:mutation -- --mutate src/contracts/keyword.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/contracts/list.ts',
    'src/contracts/keyword.ts',
    'src/contracts/abilities.ts',
    'src/contracts/availability.ts',
    'src/contracts/readiness.ts',
    'server/accounts/tokens.ts'
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'dist-demo', 'data', 'coverage', '.e2e-artifacts', 'reports', 'bench', 'docs']
}
