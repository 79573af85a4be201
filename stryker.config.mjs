// Mutation testing of the API's riskiest features: `npm run test:mutation`, one folder at a time with
// `npm run test:mutation -- --mutate 'apps/api/src/features/matches/**/*.ts'`. Not part of `npm test`.
// Scores and survivors: docs/mutation-testing.md.

const reportName = process.env.STRYKER_REPORT || 'mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'apps/api/src/features/{matches,payments,events,partners}/**/*.ts',
    '!apps/api/src/features/**/*.test.ts',
  ],
  // Run only the tests that reach a mutant, two runners at a time (`npm run test:mutation` runs the API
  // suite on PostgreSQL, about a minute for all of it here).
  coverageAnalysis: 'perTest',
  // Test files build their app in `beforeAll`, so route handlers and schemas are "static" or "hybrid"
  // mutants: with ignoreStatic they would be ignored, or tried only against the few tests that build an
  // app of their own, and survive falsely. They are run against every test instead.
  ignoreStatic: false,
  concurrency: 2,
  // The first run of all API tests took 3 to 5 minutes here, against Stryker's default limit of 5.
  dryRunTimeoutMinutes: 15,
  timeoutMS: 30_000,
  // Anchored: a bare `docs` would also leave out apps/api/src/features/docs/.
  ignorePatterns: [
    '/apps/web',
    '/e2e',
    '/docs',
    '/reports',
    '/data',
    '/test-results',
    '/playwright-report',
    '**/dist',
  ],
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  // STRYKER_REPORT names a run's reports, so runs of different folders keep theirs side by side.
  htmlReporter: { fileName: `reports/mutation/${reportName}.html` },
  jsonReporter: { fileName: `reports/mutation/${reportName}.json` },
  thresholds: { high: 80, low: 60, break: null },
};
