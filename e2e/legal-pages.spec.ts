import { expect, test, type Page } from './fixtures.ts';
import { snap } from './screens.ts';
import { answerConsent } from './session.ts';
import { LANGUAGES, wordsIn } from './words.ts';

const PAGES = [
  { path: '/privacy/', title: 'privacy-policy:title', screen: 'privacy-policy' },
  { path: '/terms/', title: 'terms:title', screen: 'terms' },
  { path: '/accessibility/', title: 'accessibility:title', screen: 'accessibility' },
] as const;

/** Nothing on the page is wider than the screen: no sideways scrolling (WCAG 1.4.10). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const language of LANGUAGES) {
  const { t, prefix } = wordsIn(language);

  for (const { path, title, screen } of PAGES) {
    test(`${language}: ${path} reads before any script, for a first visitor @mobile`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${prefix}${path}`);
      // No 18+ gate in front of them: a person reads them before agreeing to anything.
      await expect(page).toHaveURL(`${baseURL}${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: t(title) })).toBeVisible();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
      if (path === '/privacy/') {
        await expect(page.getByRole('table', { name: t('privacy-policy:data.caption') })).toBeVisible();
      }
      expect(await overflowsSideways(page)).toBe(false);
      await snap(page, testInfo, language, `${screen}-before-scripts`);
    });

    // axe checks them in both themes with every other public page (wcag.spec.ts).
    test(`${language}: ${path} in the light and the dark theme @mobile`, async ({ page }, testInfo) => {
      await page.goto(`${prefix}${path}`);
      await answerConsent(page, 'necessary', language);
      await expect(page.getByRole('heading', { level: 1, name: t(title) })).toBeVisible();
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await snap(page, testInfo, language, `${screen}-${colorScheme}`);
      }
      expect(await overflowsSideways(page)).toBe(false);
    });
  }

  test(`${language}: the footer links every document and fits the screen @mobile`, async ({ page }) => {
    await page.goto(`${prefix}/about/`);
    const footer = page.getByRole('contentinfo');
    const viewport = page.viewportSize()!;
    for (const key of ['about', 'privacyPolicy', 'terms', 'accessibility'] as const) {
      const link = footer.getByRole('link', { name: t(`footer.${key}`) });
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await footer.getByRole('link', { name: t('footer.accessibility') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('accessibility:title') })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
  });
}
