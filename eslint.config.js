import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import globals from 'globals';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules for every TypeScript file, each checked against the tsconfig that owns it.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      // Fastify handlers and query functions are async by contract even when they return at once.
      '@typescript-eslint/require-await': 'off',
      // React Router loaders end a navigation by throwing its redirect or status response.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    // Tests read answers as parsed JSON (`any`) on purpose; each expectation is what checks them.
    files: ['**/*.test.{ts,tsx}', 'apps/*/test/**/*.ts', 'apps/web/src/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@duet/contracts',
              allowTypeImports: true,
              message:
                'The web app imports values from @duet/contracts/plain: the full entry brings zod (issue 13).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // A fixed sleep proves nothing; wait for what shows the app has answered.
      'playwright/no-wait-for-timeout': 'error',
      // …which sees only `page`/`frame` receivers: `alice.waitForTimeout()` passed it.
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for a marker that the app has answered instead.' },
      ],
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect[A-Z]'] }],
      // Phone-only journeys are written as `test.skip(project !== 'mobile', …)`.
      'playwright/no-skipped-test': ['warn', { allowConditional: true }],
      // Journeys branch on the project (phone or desktop) and the language on purpose.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      // core-loop.spec.ts clicks an aria-disabled option on purpose, to see it refuse.
      'playwright/no-force-option': 'off',
      // Three waits for a settled page (axe runs, analytics-privacy.spec.ts) stay for now: each
      // needs its own positive marker.
      'playwright/no-networkidle': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      // `expect*` and `assert*` helpers (expectRejected, …) count as assertions.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect*', 'assert*'] }],
    },
  },
);
