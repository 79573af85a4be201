import { expect, test } from './fixtures.ts';
import { passAgeGateAsVisitor, waitUntilInteractive } from './session.ts';

// Russian is the unprefixed default: these visitors' browsers speak Russian.
test.describe('ru: locale prefixes', () => {
  test('no prefix and /ru/ are Russian, /en/ is English', async ({ page }) => {
    for (const [path, lang] of [
      ['/', 'ru'],
      ['/ru/', 'ru'],
      ['/en/', 'en'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('main')).toBeVisible();
    }
    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[А-Яа-яЁё]/);
    await page.goto('/en/about/');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(/[А-Яа-яЁё]/);
  });

  test('the language switch survives a reload', async ({ page }) => {
    await page.goto('/about/');
    await waitUntilInteractive(page);
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/about\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // An unprefixed page follows the stored choice…
    await page.goto('/about/');
    await expect(page).toHaveURL(/\/en\/about\/$/);
    await waitUntilInteractive(page);
    // …and switching back to Russian sticks too.
    await page.getByRole('button', { name: 'Русский' }).first().click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/about\/$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});

test.describe('ru: paths', () => {
  test('a path without its trailing slash is redirected by the server with 301', async ({
    page,
    request,
  }) => {
    const response = await request.get('/en/about', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en/about/');
    await page.goto('/en/about');
    await expect(page).toHaveURL(/\/en\/about\/$/);
  });

  test('an unknown path is a 404 with its message', async ({ page, baseURL }) => {
    await passAgeGateAsVisitor(page.context(), baseURL!);
    const response = await page.goto('/nope/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Адрес: /nope/')).toBeVisible();
    await expect(page.getByText(/Page Not Found|Page not found/i)).toHaveCount(0);
    // A well-formed address of a fantasy that does not exist is a real 404 too (no soft 404).
    const english = await page.goto('/en/fantasies/no-such-fantasy/');
    expect(english?.status()).toBe(404);
    await expect(page.getByText('Address: /en/fantasies/no-such-fantasy/')).toBeVisible();
  });
});
