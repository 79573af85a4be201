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
  // Each API test file starts the app on a fresh PGlite database: run only the tests that reach a mutant,
  // one at a time, on a machine shared with other work.
  coverageAnalysis: 'perTest',
  // A static mutant (module-level code) reruns every API test, about five minutes each on two cores.
  ignoreStatic: true,
  concurrency: 1,
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
