import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import '#lib/i18n.ts';
import { stubMatchMedia } from './match-media.ts';
import { requestUrl } from '#test/fetch-input.ts';

// Lazy routes are compiled on first use: on a busy two-core machine the first page of a file can
// take longer than the library's one second to appear.
configure({ asyncUtilTimeout: 5000 });

let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  // A test fails on any console.error (React warnings, act() misuse, jsdom "not implemented"…).
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
    );
  });
  // Network is never real in unit tests: a test that forgets to mock the API fails loudly.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => Promise.reject(new Error(`Unmocked fetch: ${requestUrl(input)}`))),
  );
  // jsdom implements neither scrolling (ScrollRestoration), media queries (layout, sonner) nor
  // resize observers (the consent banner).
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  stubMatchMedia(() => false);
});

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module-level store and replays the live ones to the next Toaster:
  // a test must not see (or click) the toasts of the one before.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Locale, session and 18+ cookies: every test starts as a new visitor.
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  sessionStorage.clear();
  if (consoleErrors.length > 0) {
    throw new Error(`Unexpected console.error:\n${consoleErrors.join('\n---\n')}`);
  }
});

// A toast on its way out unmounts 200 ms later by a timer of Sonner's own, which the unmounted
// Toaster cannot cancel. Fired after this file's jsdom is gone, its React update reads `window`
// and fails the run ("window is not defined") though every test passed: wait it out while the
// window is still there, in the files that showed a toast.
const SONNER_EXIT_MS = 200;
afterAll(async () => {
  if (toast.getHistory().length === 0) return;
  await new Promise((resolve) => setTimeout(resolve, SONNER_EXIT_MS + 50));
});
