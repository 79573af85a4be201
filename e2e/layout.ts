import type { Locator, Page } from '@playwright/test';

/** How far the page is wider than the screen: 0 when nothing sticks out sideways. */
export const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The buttons in `row` that run past `container`'s sides or wrap their word onto a second line,
 * by their text: none when the row fits.
 */
export async function misfitButtons(row: Locator, container: Locator): Promise<string[]> {
  const box = (await container.boundingBox())!;
  return row.getByRole('button').evaluateAll(
    (buttons, { left, right }) =>
      buttons
        .filter((button) => {
          const rect = button.getBoundingClientRect();
          // The word's line boxes, as a range over its text reports them: one when it does not wrap.
          const word = document.createRange();
          word.selectNodeContents(button.querySelector('span') ?? button);
          const lines = new Set(Array.from(word.getClientRects(), (line) => Math.round(line.top)));
          return rect.left < left - 0.5 || rect.right > right + 0.5 || lines.size > 1;
        })
        .map((button) => button.textContent ?? ''),
    { left: box.x, right: box.x + box.width },
  );
}
