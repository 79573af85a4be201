import { expect, type Locator } from '@playwright/test';

/**
 * Moves the date popup's day one further by keyboard: the default, the next full hour, could pass
 * while the test runs, and a date that has begun may be marked done.
 */
export async function chooseNextDay(popup: Locator) {
  const selected = popup.locator('[aria-selected="true"] button');
  const day = Number(await selected.textContent());
  await selected.focus();
  await popup.page().keyboard.press('ArrowRight');
  await popup.page().keyboard.press('Enter');
  const now = new Date();
  await expect(selected).toHaveText(String(new Date(now.getFullYear(), now.getMonth(), day + 1).getDate()));
}
