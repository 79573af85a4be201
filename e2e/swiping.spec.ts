import { expect, test, type Page } from '@playwright/test';
import type { Fantasy } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { bearerOf, linkPartners, passAgeGateAsVisitor, signUp } from './session.ts';

const stamp = Date.now().toString(36);

async function catalogue(page: Page, locale: 'en' | 'ru'): Promise<Fantasy[]> {
  const response = await page.request.get('/api/v0/fantasies/?paginator=off', {
    headers: { 'accept-language': locale },
  });
  return (await response.json()) as Fantasy[];
}

const idsOf = async (page: Page, list: 'liked' | 'matches') =>
  (await (
    await page.request.get(`/api/v0/fantasies/${list}/`, { headers: await bearerOf(page) })
  ).json()) as number[];

/** The deck's card on top, by its title. */
async function currentCard(page: Page, fantasies: Fantasy[]): Promise<Fantasy> {
  const card = page.getByRole('region', { name: 'Фантазии по одной' }).getByRole('article');
  await expect(card).toHaveCount(1);
  const titleId = await card.getAttribute('aria-labelledby');
  const title = await page.locator(`[id="${titleId}"]`).textContent();
  return fantasies.find((fantasy) => fantasy.title === title)!;
}

/** How many new cards the deck says are left. */
async function cardsLeft(page: Page): Promise<number> {
  const text = await page.getByText(/^Остал(ось|ась) \d+ нов/).textContent();
  return Number(/\d+/.exec(text!)![0]);
}

/** Drags the card sideways with the pointer, as a finger would. */
async function swipe(page: Page, direction: 'left' | 'right') {
  const card = page.getByRole('region', { name: 'Фантазии по одной' }).getByRole('article');
  const box = (await card.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++)
    await page.mouse.move(x + (direction === 'left' ? -25 : 25) * step, y);
  await page.mouse.up();
}

test('a swipe to the left passes a card without touching a like; the deck shows only new cards @mobile', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the deck is the phone feed');
  const context = await browser.newContext({ ...testInfo.project.use });
  const [alice, bob] = [await context.newPage(), await (await browser.newContext()).newPage()];
  await signUp(alice, `deck-a-${stamp}`, `deck_a_${stamp}`);
  await signUp(bob, `deck-b-${stamp}`, `deck_b_${stamp}`);
  await linkPartners(alice, bob, `deck_b_${stamp}`);
  // Free accounts like the light fantasies: the deck shows only those.
  await alice.request.post('/api/v0/fantasies/user/filters/', {
    headers: await bearerOf(alice),
    data: { difficulty: 'light', sorting: 'random', tags: [] },
  });
  const russian = await catalogue(alice, 'ru');
  const dislikes: string[] = [];
  alice.on('request', (request) => request.url().includes('/dislike/') && dislikes.push(request.url()));

  await alice.goto('/');
  const total = await cardsLeft(alice);
  const first = await currentCard(alice, russian);
  await bob.request.post(`/api/v0/fantasies/${first.id}/like/`, { headers: await bearerOf(bob) });
  await alice.getByRole('button', { name: `Нравится: ${first.title}`, exact: true }).click();
  const reveal = alice.getByRole('dialog', { name: 'Это совпадение!' });
  await expect(reveal).toBeVisible();
  await reveal.getByRole('button', { name: 'Позже' }).click();
  await expect(reveal).toBeHidden();
  await expect.poll(() => cardsLeft(alice)).toBe(total - 1);

  const second = await currentCard(alice, russian);
  const passed = alice.waitForResponse((response) =>
    response.url().endsWith(`/fantasies/${second.id}/pass/`),
  );
  await swipe(alice, 'left');
  expect((await passed).ok()).toBe(true);
  await expect.poll(() => cardsLeft(alice)).toBe(total - 2);
  const third = await currentCard(alice, russian);
  expect(third.id).not.toBe(second.id);
  await swipe(alice, 'right');
  await expect.poll(() => cardsLeft(alice)).toBe(total - 3);

  // A new visit goes on where this one stopped: none of the three comes back.
  await alice.reload();
  await expect.poll(() => cardsLeft(alice)).toBe(total - 3);
  expect([first.id, second.id, third.id]).not.toContain((await currentCard(alice, russian)).id);
  expect(await idsOf(alice, 'matches')).toEqual([first.id]);
  expect((await idsOf(alice, 'liked')).sort()).toEqual([first.id, third.id].sort());
  expect(dislikes).toEqual([]);
  await expectNoAxeViolations(alice);

  // Removing a match is its own action: asked first, and undone from the toast.
  await alice.goto('/matches/');
  const heart = alice.getByRole('button', { name: `Нравится: ${first.title}`, exact: true });
  await heart.click();
  const confirm = alice.getByRole('dialog', { name: 'Убрать совпадение?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Оставить' }).click();
  await expect(confirm).toBeHidden();
  expect(await idsOf(alice, 'matches')).toEqual([first.id]);
  await heart.click();
  await alice
    .getByRole('dialog', { name: 'Убрать совпадение?' })
    .getByRole('button', { name: 'Убрать совпадение' })
    .click();
  await expect(alice.getByText('Совпадение убрано')).toBeVisible();
  await expect.poll(() => idsOf(alice, 'matches')).toEqual([]);
  await alice.getByRole('button', { name: 'Вернуть' }).click();
  await expect.poll(() => idsOf(alice, 'matches')).toEqual([first.id]);
  await expect(alice.getByRole('main').getByText(first.title, { exact: true })).toBeVisible();
  expect(await idsOf(bob, 'matches')).toEqual([first.id]);
});

test('a like tapped before signing in is saved once the account is made', async ({ page, baseURL }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await passAgeGateAsVisitor(page.context(), baseURL!);
  const light = (await catalogue(page, 'en')).find((fantasy) => fantasy.difficulty === 'light')!;
  await page.goto(`/en/fantasies/${light.slug}/`);
  await page.getByRole('button', { name: `Like ${light.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(`pending-${stamp}`);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(`pending_${stamp}`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Saved: you like “${light.title}”`)).toBeVisible();
  expect(await idsOf(page, 'liked')).toEqual([light.id]);
  await expect(page.getByRole('button', { name: `Like ${light.title}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Someone without a partner browses without a failed request on every page.
  await page.goto('/en/matches/');
  await expect(page.getByRole('heading', { name: 'Matches need two' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a like that fails keeps its card and can be tried again', async ({ page }) => {
  await signUp(page, `retry-${stamp}`, `retry_${stamp}`);
  const light = (await catalogue(page, 'en')).find((fantasy) => fantasy.difficulty === 'light')!;
  let failures = 1;
  await page.route(`**/api/v0/fantasies/${light.id}/like/`, (route) =>
    failures-- > 0
      ? route.fulfill({ status: 503, json: { code: 'service_unavailable', detail: 'Busy' } })
      : route.continue(),
  );
  await page.goto(`/en/fantasies/${light.slug}/`);
  const like = page.getByRole('button', { name: `Like ${light.title}`, exact: true });
  await like.click();
  await expect(page.getByText("Couldn't save your choice")).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => idsOf(page, 'liked')).toEqual([light.id]);
});

test('a match is revealed live to the partner who liked first, with a way to plan it', async ({
  browser,
}) => {
  const [alice, bob] = [
    await (await browser.newContext()).newPage(),
    await (await browser.newContext()).newPage(),
  ];
  await signUp(alice, `live-a-${stamp}`, `live_a_${stamp}`);
  await signUp(bob, `live-b-${stamp}`, `live_b_${stamp}`);
  await linkPartners(alice, bob, `live_b_${stamp}`);
  const light = (await catalogue(bob, 'en')).find((fantasy) => fantasy.difficulty === 'light')!;

  // Bob's page listens to the live stream before Alice acts.
  const streamOpen = bob.waitForResponse((response) => response.url().endsWith('/api/v0/stream/'));
  await bob.goto('/en/matches/');
  await expect(bob.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
  expect((await streamOpen).status()).toBe(200);
  await bob.request.post(`/api/v0/fantasies/${light.id}/like/`, { headers: await bearerOf(bob) });
  await alice.request.post(`/api/v0/fantasies/${light.id}/like/`, { headers: await bearerOf(alice) });

  const reveal = bob.getByRole('dialog', { name: "It's a match!" });
  await expect(reveal).toBeVisible();
  await expect(
    reveal.getByText(`You and live_a_${stamp} both want “${light.title}”. Time to plan a date?`),
  ).toBeVisible();
  await expectNoAxeViolations(bob);
  await reveal.getByRole('button', { name: 'Plan it' }).click();
  await expect(bob.getByRole('dialog', { name: light.title })).toBeVisible();
});
