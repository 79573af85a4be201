import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, in a browser speaking the journey's language, which also closes the browser contexts a test opened itself (the other
 * person's or device's, from `browser.newContext()`): Playwright closes only its own, and with one
 * worker the rest would stay open, with their pages and service workers, until the run ends.
 */
export const test = base.extend<{ closesOwnContexts: void }>({
  /**
   * The browser speaks the journey's language (ADR 0032: unprefixed pages follow Accept-Language):
   * a test titled `en: …` runs in an English browser, any other in a Russian one, so the unprefixed
   * Russian pages the journeys open stay Russian. Contexts a test opens itself inherit it.
   */
  locale: async ({}, use, testInfo) => use(testInfo.title.startsWith('en:') ? 'en-US' : 'ru-RU'),
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
