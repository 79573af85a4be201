import { expect, type Locator, type Page } from '@playwright/test';
import type { Fantasy } from '@duet/contracts';

/** The like and "not for me" buttons of a fantasy's card, in English. */
export const likeButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Like ${title}`, exact: true });
export const passButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Not for me: ${title}`, exact: true });

/** The feed grid's "Show N more" button, in either language. */
const showMore = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(Show \d+ more|Показать ещё \d+)/ });

/**
 * Brings a fantasy's card into the desktop feed, which shows its random order 24 cards at a time:
 * presses "Show more" until the card is there. The card stays until the page or its filters change.
 */
export async function showCard(page: Page, title: string) {
  const card = page.getByRole('main').getByRole('article', { name: title, exact: true });
  await expect(card.or(showMore(page)).first()).toBeVisible();
  while ((await card.count()) === 0) await showMore(page).click();
  await expect(card).toBeVisible();
}

/** Drags the card sideways with the pointer, as a finger would. */
export async function swipe(card: Locator, direction: 'left' | 'right') {
  const page = card.page();
  const box = (await card.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++)
    await page.mouse.move(x + (direction === 'left' ? -25 : 25) * step, y);
  await page.mouse.up();
}

/** The fantasy a card shows, found by the title its heading names. */
export async function fantasyOf(card: Locator, fantasies: readonly Fantasy[]): Promise<Fantasy> {
  const titleId = await card.getAttribute('aria-labelledby');
  const title = await card.page().locator(`[id="${titleId}"]`).textContent();
  const fantasy = fantasies.find((candidate) => candidate.title === title);
  if (!fantasy) throw new Error(`No fantasy titled ${title}`);
  return fantasy;
}

/** The grid's first screenful: a deck no larger needs no "Show more". */
const GRID_PAGE = 24;

/**
 * The free (light) cards of one tag, at least `least` and few enough for the grid's first 24, and
 * the filters that make them a person's whole feed: a test then finds each of them at once instead
 * of paging through a catalogue of hundreds in random order.
 */
export function smallFreeDeck(fantasies: readonly Fantasy[], least: number) {
  const tags = [...new Set(fantasies.flatMap((fantasy) => fantasy.tags))];
  const deckOf = (tag: number) =>
    fantasies.filter((fantasy) => fantasy.difficulty === 'light' && fantasy.tags.includes(tag));
  const tag = tags.find((candidate) => {
    const size = deckOf(candidate).length;
    return size >= least && size <= GRID_PAGE;
  });
  if (tag === undefined) throw new Error(`No tag has ${least} to ${GRID_PAGE} free cards.`);
  return {
    cards: deckOf(tag),
    filters: { difficulty: 'light' as const, sorting: 'random' as const, tags: [tag] },
  };
}
