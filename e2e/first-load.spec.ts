import { ACCEPTED_18P_COOKIE, ACCEPTED_18P_VALUE } from '@duet/contracts/plain';
import {
  FIRST_LOAD_LIMIT_KB,
  firstLoadOf,
  measureFirstLoads,
  VISITORS,
} from '../scripts/bench/first-load.mjs';
import { expect, test, type Page } from './fixtures.ts';
import { waitUntilInteractive } from './session.ts';

// Issue 33: what a public page makes the browser load before it runs, counted from its HTML as an
// outsider counts it (scripts/bench/first-load.mjs); `npm run bench` reports the same per page.

test('no public page loads more than the limit before it runs, in either language, as either visitor', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const rows = await measureFirstLoads(baseURL!);
  const over = rows.flatMap(({ path, visits }) =>
    visits.flatMap((visit, i) =>
      visit.gzipBytes / 1024 > FIRST_LOAD_LIMIT_KB
        ? [`${path} (${VISITORS[i]!.name}, shown ${visit.shown}): ${(visit.gzipBytes / 1024).toFixed(1)} KB`]
        : [],
    ),
  );
  expect(over, `over ${FIRST_LOAD_LIMIT_KB} KB gzip`).toEqual([]);
  // The gate answers a first visit everywhere it guards, and its first load is counted.
  const gate = rows.find((row) => row.path === '/')!.visits[0]!;
  expect(gate.shown).toBe('/18p/?next=%2F');
  expect(gate.files.length).toBeGreaterThan(0);
});

/**
 * Every script the browser started to fetch, from the moment it opened `path` until the page became
 * interactive (main.tsx sets `data-interactive`), by the page's own resource timing.
 */
async function scriptsLoadedUntilInteractive(page: Page, path: string) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.hasAttribute('data-interactive')) return;
      (window as { interactiveAt?: number }).interactiveAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
  });
  await page.goto(path);
  await waitUntilInteractive(page);
  return page.evaluate(() => {
    const interactiveAt = (window as { interactiveAt?: number }).interactiveAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < interactiveAt && /\.m?js$/.test(new URL(entry.name).pathname))
      .map((entry) => new URL(entry.name).pathname);
  });
}

// The unprefixed pages, for a visitor whose browser speaks Russian (ADR 0032).
for (const { name, path, cookie } of [
  { name: 'the 18+ gate on a first visit', path: '/', cookie: false },
  { name: 'the catalogue after the gate', path: '/', cookie: true },
  { name: 'a fantasy after the gate', path: '/fantasies/candlelit-bath/', cookie: true },
]) {
  test(`ru: the count holds everything the browser loads until ${name} is interactive @mobile`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (cookie)
      await context.addCookies([{ name: ACCEPTED_18P_COOKIE, value: ACCEPTED_18P_VALUE, url: baseURL! }]);
    const counted = await firstLoadOf(
      baseURL!,
      path,
      cookie ? `${ACCEPTED_18P_COOKIE}=${ACCEPTED_18P_VALUE}` : '',
    );
    const loaded = await scriptsLoadedUntilInteractive(page, path);
    expect(loaded.length).toBeGreaterThan(0);
    const uncounted = loaded.filter((file) => !counted.files.some((counted) => counted.path === file));
    expect(uncounted, 'loaded before the page ran but not counted').toEqual([]);
  });
}
