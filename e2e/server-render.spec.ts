import { expect, test, type Page } from './fixtures.ts';
import { passAgeGateAsVisitor, waitUntilInteractive } from './session.ts';

/** Console errors and uncaught exceptions of a page: a hydration mismatch is reported as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * When the page's load event ended, its first contentful paint was reported (if it was) and its
 * entry script was asked for, in the page's own clock.
 */
function entryScriptTiming(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const [firstPaint] = performance.getEntriesByName('first-contentful-paint');
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    return { loaded: navigation!.loadEventEnd, painted: firstPaint?.startTime, requested: entry!.startTime };
  });
}

// The unprefixed pages are Russian for these visitors, whose browsers speak Russian (ADR 0032).
test.describe('ru: server-rendered public pages', () => {
  test('a first visit is sent to the 18+ gate by the server itself', async ({ request }) => {
    for (const [path, location] of [
      ['/', '/18p/?next=%2F'],
      ['/en/', '/en/18p/?next=%2Fen%2F'],
      ['/fantasies/candlelit-bath/', '/18p/?next=%2Ffantasies%2Fcandlelit-bath%2F'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe(location);
    }
  });

  test('the HTML carries the page, its title, description, canonical, languages and preview', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/en/about/')).text();
    expect(html).toContain('<title>About Duet — Duet</title>');
    expect(html).toMatch(/<meta name="description" content="How Duet works[^"]*" \/>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/about/" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ru" href="${baseURL}/about/" />`);
    expect(html).toContain('<meta property="og:title" content="About Duet — Duet" />');
    expect(html).toMatch(/<div id="root" data-rendered>.*<h1[^>]*>/s);
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
  });

  test('a fantasy page is titled with its fantasy in both languages', async ({ page, baseURL }) => {
    await passAgeGateAsVisitor(page.context(), baseURL!);
    const russian = await (await page.request.get('/fantasies/candlelit-bath/')).text();
    expect(russian).toContain('<title>Ванна при свечах — Duet</title>');
    expect(russian).toContain('<meta property="og:title" content="Ванна при свечах — Duet" />');
    const errors = collectErrors(page);
    await page.goto('/en/fantasies/candlelit-bath/');
    await expect(page).toHaveTitle('Candlelit bath — Duet');
    await expect(page.getByRole('heading', { level: 1, name: 'Candlelit bath' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the gate reads without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/18p/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duet — для взрослых');
    await expect(page.getByRole('button', { name: 'Мне есть 18 лет' })).toBeVisible();
    await context.close();
  });

  test('the rendered gate hydrates without a mismatch, then works @mobile', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/18p\/\?next=%2F$/);
    await expect(page).toHaveTitle('Только для взрослых — Duet');
    await waitUntilInteractive(page);
    await page.getByRole('button', { name: 'Мне есть 18 лет' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Фантазии' })).toBeVisible();
    // The feed's chunk brings its stylesheet with it; nothing asked for the inlined ones again.
    const fetchedStyles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.css')),
    );
    expect(fetchedStyles.some((name) => /\/index-[\w-]+\.css$/.test(name))).toBe(false);
    // Drawn without them, the page asked for its scripts only once it had loaded and was on screen.
    const scriptTiming = await entryScriptTiming(page);
    expect(scriptTiming.requested).toBeGreaterThanOrEqual(scriptTiming.loaded);
    expect(scriptTiming.painted).toBeGreaterThan(0);
    expect(scriptTiming.requested).toBeGreaterThanOrEqual(scriptTiming.painted!);
    expect(errors).toEqual([]);
  });

  test('a browser that reports no paint still starts the scripts: at the next frame, or 3 s after load', async ({
    browser,
    baseURL,
  }) => {
    /** When the gate asked for its entry script, after its load event, in a browser changed by `init`. */
    const scriptStartAfterLoad = async (init: () => void) => {
      const context = await browser.newContext({ baseURL });
      await context.addInitScript(init);
      const page = await context.newPage();
      await page.goto('/18p/');
      await waitUntilInteractive(page);
      const { loaded, requested } = await entryScriptTiming(page);
      await context.close();
      return requested - loaded;
    };
    // Without paint timing: the next frame.
    const withoutPaintTiming = await scriptStartAfterLoad(() => {
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] });
    });
    expect(withoutPaintTiming).toBeGreaterThanOrEqual(0);
    expect(withoutPaintTiming).toBeLessThan(2500);
    // Paint timing that never reports: the 3 s safety net.
    const paintNeverReported = await scriptStartAfterLoad(() => {
      PerformanceObserver.prototype.observe = () => undefined;
    });
    expect(paintNeverReported).toBeGreaterThanOrEqual(3000);
    expect(paintNeverReported).toBeLessThan(6000);
  });

  test('signed-in pages are not rendered on the server and say only "Duet"', async ({ request }) => {
    const response = await request.get('/matches/', { headers: { cookie: 'token=x; accepted18p=1' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Duet</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  test("the scripts every first load runs ask for eager compilation; a screen's own chunk does not", async ({
    request,
  }) => {
    const html = await (await request.get('/about/')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)![1]!;
    const screen = scripts.find((script) => script.includes('/about-page-'))!;
    const opening = async (path: string) => (await (await request.get(path)).text()).split('\n', 1)[0];
    expect(await opening(entry)).toBe('//# allFunctionsCalledOnLoad');
    expect(screen).toBeDefined();
    expect(await opening(screen)).not.toBe('//# allFunctionsCalledOnLoad');
  });
});
