import { expect, test } from '@playwright/test';
import type { Fantasy } from '@duet/contracts';

test('the feed shows the catalogue in the page language and opens a fantasy', async ({ page, request }) => {
  const fantasies: Fantasy[] = await (
    await request.get('/api/v0/fantasies/?paginator=off', { headers: { 'accept-language': 'en' } })
  ).json();
  await page.goto('/en/');
  await expect(page.getByText(fantasies[0]!.title, { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: fantasies[0]!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/fantasies/${fantasies[0]!.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fantasies[0]!.title);
});

test('the API documentation renders', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByText('Duet API').first()).toBeVisible();
  await expect(page.getByText('/api/v0/fantasies/', { exact: true }).first()).toBeVisible();
});
