import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, which also closes the browser contexts a test opened itself (the other
 * person's or device's, from `browser.newContext()`): Playwright closes only its own, and with one
 * worker the rest would stay open, with their pages and service workers, until the run ends.
 */
export const test = base.extend<{ closesOwnContexts: void }>({
  closesOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
