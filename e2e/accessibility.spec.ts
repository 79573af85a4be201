import { expect, test } from './fixtures.ts';
import { passAgeGateAsVisitor, waitUntilInteractive } from './session.ts';

// axe checks every page in wcag.spec.ts, where every page is visited anyway.

test('the main sections are reachable by keyboard', async ({ page, baseURL }) => {
  await passAgeGateAsVisitor(page.context(), baseURL!);
  await page.goto('/en/');
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  await waitUntilInteractive(page);
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
