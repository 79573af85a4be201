import { expect, test, type Page } from './fixtures.ts';
import { passAgeGateAsVisitor, waitUntilInteractive } from './session.ts';

declare global {
  interface Window {
    __marker?: number;
  }
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main sections' });

test.describe('updates without breaking open tabs', () => {
  // `page.route` does not see requests a service worker answers; these tests watch the network.
  test.use({ serviceWorkers: 'block' });

  test.beforeEach(async ({ context, baseURL }) => {
    await passAgeGateAsVisitor(context, baseURL!);
  });

  test('a newer deployed build turns the next navigation into a full load of its target', async ({
    page,
  }) => {
    await page.goto('/en/');
    await expect(mainNav(page)).toBeVisible();
    await waitUntilInteractive(page);

    // Nothing changed yet: a navigation stays in the page.
    await page.evaluate(() => {
      window.__marker = 1;
    });
    await mainNav(page).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/en\/events\/$/);
    expect(await page.evaluate(() => window.__marker)).toBe(1);

    let checks = 0;
    await page.route('**/version.json', (route) => {
      checks += 1;
      return route.fulfill({ json: { build_id: 'a-newer-build' }, headers: { 'cache-control': 'no-cache' } });
    });
    // A check starts only when the one before it has finished, so a second check proves the first
    // one has seen the newer build; it only marks the update, and the page stays as it is.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return checks;
      })
      .toBeGreaterThan(1);
    expect(await page.evaluate(() => window.__marker)).toBe(1);
    await expect(page).toHaveURL(/\/en\/events\/$/);

    const fullLoad = page.waitForEvent('load');
    await mainNav(page).getByRole('link', { name: 'Matches' }).click();
    await fullLoad;
    await expect(page).toHaveURL(/\/en\/matches\/$/);
    expect(await page.evaluate(() => window.__marker)).toBeUndefined();
    await expect(mainNav(page)).toBeVisible();
  });

  test('a lazy page whose chunk fails to load reloads once, straight to that page', async ({ page }) => {
    // As after a deploy: the old page's chunk is gone (its preload and its import alike) until the
    // tab loads the page from the server again.
    let aborted = 0;
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/en/notifications/') {
        reloaded = true;
      }
    });
    await page.route('**/assets/notifications-page-*.js', (route) => {
      if (reloaded) return route.continue();
      aborted += 1;
      return route.abort();
    });
    await page.goto('/en/');
    await expect(mainNav(page)).toBeVisible();
    // The server-rendered feed navigates in the browser only once it has hydrated.
    await waitUntilInteractive(page);
    await page.evaluate(() => {
      window.__marker = 1;
    });

    await mainNav(page).getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to see notifications' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/notifications\/$/);
    expect(aborted).toBeGreaterThan(0);
    expect(reloaded).toBe(true);
    expect(await page.evaluate(() => window.__marker)).toBeUndefined();
  });
});

test.describe('installable and offline', () => {
  test('serves the manifest and answers /version.json without caching', async ({ request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const body = await manifest.json();
    expect(body).toMatchObject({ name: 'Duet', short_name: 'Duet', lang: 'ru', display: 'standalone' });
    expect(
      body.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of body.icons) expect((await request.get(icon.src)).ok()).toBe(true);

    const version = await request.get('/version.json');
    expect(version.headers()['cache-control']).toBe('no-cache');
    expect((await version.json()).build_id).toMatch(/\S/);
  });

  test('Chromium finds the app installable', async ({ playwright, baseURL }, testInfo) => {
    // A real profile: Chromium never offers to install from an incognito-like context.
    const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      baseURL,
    });
    try {
      await passAgeGateAsVisitor(context, baseURL!);
      const page = await context.newPage();
      await page.goto('/en/about/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      // The browser's own verdict, which its install prompt relies on.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('starts offline from the cached shell and says so', async ({ page, context, baseURL }, testInfo) => {
    await passAgeGateAsVisitor(context, baseURL!);
    await page.goto('/en/about/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration.scope).toBe(`${baseURL}/`);
    expect(registration.script).toBe(`${baseURL}/sw.js`);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByText('You are offline')).toHaveCount(0);
    // Online, the worker leaves pages to the server: an unknown path is still a real 404.
    expect((await page.goto('/en/no-such-page/'))?.status()).toBe(404);
    await page.goto('/en/about/');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(banner).toContainText('Duet will reconnect by itself');
    // Another page of the app opens offline too, from the same shell.
    await page.goto('/en/matches/');
    await expect(mainNav(page)).toBeVisible();
    await expect(banner).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('offline.png') });

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
});
