import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { PAGE_ROUTES, endpointUrl, endpoints, type PagePath } from '@duet/contracts/plain';
import { fetchCatalogue, fetchCollections } from './catalogue-api.ts';
import { waitUntilInteractive } from './session.ts';
import type { Language } from './words.ts';

/**
 * Pages a page-by-page check leaves out, and why. Every other route of the shared table is visited,
 * so a new page is checked the day it is added.
 */
const NOT_VISITED: Partial<Record<PagePath, string>> = {
  '/fantasies/:slug/:slug2/': 'the fantasy page again, under an older address',
  '/vk_oauth/': "a provider's return address: it signs in and leaves at once",
  '/yandex_oauth/': "a provider's return address: it signs in and leaves at once",
};

const STREAM_URL = endpointUrl(endpoints.openStream);

/** Who looks at the pages: a visitor sees the public ones, a signed-in person every page but the age gate. */
export type Viewer = 'visitor' | 'member';

/**
 * The addresses of every page in the route table a viewer can open, in a language: a route with a
 * parameter once, with a real fantasy or collection, or a well-formed but unknown code (the page then
 * says so, which is a state a person meets too); a visitor also meets the 404 page.
 */
export async function pagesToVisit(
  request: APIRequestContext,
  language: Language,
  viewer: Viewer,
): Promise<string[]> {
  const prefix = language === 'ru' ? '' : '/en';
  const [fantasy] = await fetchCatalogue(request, language);
  const [collection] = await fetchCollections(request, language);
  const values: Record<string, string> = {
    slug: fantasy!.slug,
    cert: 'unknownCertificate0000',
    token: 'u'.repeat(32),
  };
  return PAGE_ROUTES.filter((route) => !(route.path in NOT_VISITED))
    .filter((route) => (viewer === 'visitor' ? route.guard !== 'authenticated' : route.path !== '/18p/'))
    .map((route) => {
      const path = route.path.startsWith('/collections/:slug/')
        ? route.path.replace(':slug', collection!.slug)
        : route.path.replace(/:(\w+)/g, (_, name: string) => values[name]!);
      return `${prefix}${path}`;
    })
    .concat(viewer === 'visitor' ? [`${prefix}/no-such-page/`] : []);
}

/** How long no request may be under way before a page counts as settled. */
const QUIET_MS = 150;

/**
 * Opens a page and waits until it has settled: hydrated, no request under way for a moment (the
 * live stream, which never ends, aside), its skeletons gone. Playwright's own `networkidle` waits
 * 500 ms of quiet, a third of a page's whole check here, over hundreds of pages.
 */
export async function openSettled(page: Page, path: string) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (request.url().endsWith(STREAM_URL)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path);
    // By its tag: a page that opens on a dialog (a fantasy's feedback) hides its main from the tree.
    await expect(page.locator('main')).toBeVisible();
    await waitUntilInteractive(page);
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, {
        message: `${path}: requests still under way`,
        intervals: [50],
      })
      .toBe(true);
    await expect(page.locator('.skeleton')).toHaveCount(0);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
