import type { Page } from '@playwright/test';

/** How far the page is wider than the screen: 0 when nothing sticks out sideways. */
export const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
