import { expect, type Page } from '@playwright/test';

/**
 * Waits until every toast has closed by itself. The pointer leaves the page first: Sonner keeps
 * a hovered toast open, and a toast at the bottom would otherwise sit on the button a test
 * (or a person) reaches for next.
 */
export async function waitForToastsToClose(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}
