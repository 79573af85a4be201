import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// CI tries a failed test once more so one flake does not sink a whole run; the summary names every
// test that needed it, and each is a bug to fix (docs/ci-budget.md). Each project sets it: inline
// projects do not inherit the root's test options.
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    // `npm test` prints each suite's slowest tests and every retried one (scripts/test.mjs).
    reporters: ['default', './scripts/test-budget/vitest-reporter.mjs'],
    // A worker per core: Vitest's default leaves one core to itself, which on two cores halves the
    // unit and web suites' speed (105 s with one worker, 67 s with two: docs/ci-budget.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          retry,
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        // What apps/web/vite.config.ts compiles in for a real build.
        define: { __BUILD_ID__: JSON.stringify('test-build') },
        test: {
          name: 'web',
          environment: 'jsdom',
          retry,
          // The event popup's calendar, pre-bundled by Vite: Node ≥ 22 parses a package's package.json
          // again for every file of it that `import` loads, and date-fns's is 199 KB for some 800 files,
          // so importing react-day-picker natively took 6–15 s on Node 24 (0.5–2 s on Node 20; ADR 0026).
          deps: {
            optimizer: {
              client: { enabled: true, include: ['react-day-picker', 'react-day-picker/locale'] },
            },
          },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.server.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        define: { __BUILD_ID__: JSON.stringify('test-build') },
        test: {
          // The web app's server render (entry-server.tsx), where there is no `window` or `document`.
          name: 'web-server',
          environment: 'node',
          retry,
          include: ['apps/web/src/**/*.server.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          retry,
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
