import { generateKeyPairSync } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import type { Language } from './e2e/words.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * A VAPID key pair for this run's server, so web push is on (e2e/push.spec.ts reads the public key
 * from the API): an uncompressed P-256 point and its private scalar, base64url.
 */
function vapidKeys() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d! };
}

// Debian's Chromium, never a downloaded browser.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig<{ projectLanguage: Language }>({
  testDir: 'e2e',
  // Two browsers at once keep both cores busy: one alone left them idle half the time (measured in
  // docs/ci-budget.md). Each test makes its own people, and none reads another's data, so any test
  // may run beside any other.
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // As for Vitest: one more try in CI, and every retried test is named in the summary (docs/ci-budget.md).
  retries: process.env.CI ? 1 : 0,
  // `npm test` prints the slowest tests and every retried one (scripts/test.mjs).
  reporter: [['list'], ['./scripts/test-budget/playwright-reporter.mjs']],
  // A journey takes 5–20 s here and up to twice that on a busy CI machine; one that needs more
  // says so at its start (test.slow(), test.setTimeout), never half-way through.
  timeout: 60_000,
  // What the page does after a tap (a round trip to the server, a render) can take a few seconds on
  // a busy two-core machine running two browsers and the server: an assertion waits up to 10 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    launchOptions: chromium,
    trace: 'off',
  },
  // A journey runs in English on the desktop and in Russian on the phone (e2e/fixtures.ts), so each
  // meets both languages and both screens; a test tagged @mobile runs on the phone too.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, projectLanguage: 'en' },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium, projectLanguage: 'ru' },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // People are made through the API, a few a second: the per-address sign-in limit is for people.
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      NODE_ENV: 'test',
      ...vapidKeys(),
      VAPID_SUBJECT: 'mailto:e2e@duet.example',
    },
  },
});
