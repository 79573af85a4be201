import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PAGE_ROUTES, type PagePath } from '@duet/contracts/plain';
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

/** Opens a page and waits until it has settled: hydrated, its data loaded, its skeletons gone. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  // By its tag: a page that opens on a dialog (a fantasy's feedback) hides its main from the tree.
  await expect(page.locator('main')).toBeVisible();
  await waitUntilInteractive(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.skeleton')).toHaveCount(0);
}
