import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';

const pages = [
  '/',
  '/en/',
  '/about/',
  '/en/about/',
  '/matches/',
  '/en/events/invitations/',
  '/profile/',
  '/nope/',
];

for (const path of pages) {
  test(`${path} has no serious accessibility violation @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
  });
}

test('the main sections are reachable by keyboard', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip to content/i })).toBeFocused();
  const reached: string[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    reached.push(name);
  }
  for (const section of ['Matches', 'Events', 'Notifications']) {
    expect(reached.some((name) => name.includes(section))).toBe(true);
  }
});
