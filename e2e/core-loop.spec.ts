import { endpointUrl, endpoints } from '@duet/contracts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { closeInterviewOffer } from './session.ts';
import { fetchCatalogue } from './catalogue-api.ts';
import { likeButton, showCard, smallFreeDeck } from './feed.ts';
import { bearer } from './people.ts';

test('two partners see exactly their mutual likes as matches, and nothing one-sided', async ({
  people,
  request,
}) => {
  // Two people like through the feed's grid and axe runs twice: slow on a busy machine.
  test.slow();
  // Four free cards of one small tag, which the filters make the whole feed: no paging to find them.
  const { cards: fantasies, filters } = smallFreeDeck(await fetchCatalogue(request, 'en'), 4);
  const [f0, f1, f2, f3] = fantasies.map((fantasy) => fantasy.title);
  const russian = await fetchCatalogue(request, 'ru');
  const inRussian = (index: number) => russian.find((fantasy) => fantasy.id === fantasies[index]!.id)!.title;
  const [a, b] = await people.couple(['core_a', 'core_b']);
  for (const { token } of [a, b]) {
    const saved = await request.post(endpointUrl(endpoints.saveFilters), {
      headers: bearer(token),
      data: filters,
    });
    expect(saved.ok()).toBe(true);
  }
  const [alice, bob] = [a.page, b.page];

  await alice.goto('/en/');
  for (const title of [f0!, f1!, f2!]) {
    await showCard(alice, title);
    await likeButton(alice, title).click();
    await expect(likeButton(alice, title)).toHaveAttribute('aria-pressed', 'true');
  }
  await bob.goto('/en/');
  for (const title of [f1!, f2!, f3!]) await showCard(bob, title);
  await likeButton(bob, f1!).click();
  const reveal = bob.getByRole('dialog', { name: "It's a match!" });
  await expect(reveal).toBeVisible();
  await reveal.getByRole('button', { name: 'Later' }).click();
  await expect(reveal).toBeHidden();
  // Alice likes f2 too: another match, revealed again; f3 is Bob's alone and reveals nothing.
  await likeButton(bob, f2!).click();
  await expect(reveal).toBeVisible();
  await expect(reveal.getByText(new RegExp(`“${f2!}”`))).toBeVisible();
  await reveal.getByRole('button', { name: 'Later' }).click();
  await expect(reveal).toBeHidden();
  await expect(likeButton(bob, f2!)).toHaveAttribute('aria-pressed', 'true');
  // The heart fills at once, before the server answers: look for the reveal only once the app has
  // Bob's answer and, asked for after it, his matches again (a match would have come up by then).
  const f3Id = fantasies[3]!.id;
  let isLikeAnswered = false;
  const likeAnswered = bob.waitForResponse(
    (response) =>
      (isLikeAnswered ||=
        response.url().endsWith(endpointUrl(endpoints.likeFantasy, { id: f3Id })) &&
        response.request().method() === 'POST'),
  );
  const matchesAskedAfter = bob.waitForRequest(
    (request) => isLikeAnswered && request.url().endsWith(endpointUrl(endpoints.listMatches)),
  );
  await likeButton(bob, f3!).click();
  await expect(likeButton(bob, f3!)).toHaveAttribute('aria-pressed', 'true');
  expect((await likeAnswered).status()).toBe(200);
  await (await matchesAskedAfter).response();
  await expect(reveal).toBeHidden();

  for (const page of [alice, bob]) {
    await page.goto('/en/matches/');
    const main = page.getByRole('main');
    await expect(main.getByText(f1!, { exact: true })).toBeVisible();
    await expect(main.getByText(f2!, { exact: true })).toBeVisible();
    await expect(main.getByText(f0!, { exact: true })).toHaveCount(0);
    await expect(main.getByText(f3!, { exact: true })).toHaveCount(0);
  }

  // The same matches in Russian.
  await alice.goto('/ru/matches/');
  await expect(alice.getByRole('main').getByText(inRussian(1), { exact: true })).toBeVisible();
  await expect(alice.getByRole('main').getByText(inRussian(2), { exact: true })).toBeVisible();
  await expect(alice.getByRole('main').getByText(inRussian(3), { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(alice);

  // Bob's one-sided like stays his: nothing about it reaches Alice.
  await alice.goto('/en/');
  // Her own like showing proves her likes have loaded before we look for Bob's.
  for (const title of [f0!, f3!]) await showCard(alice, title);
  await expect(likeButton(alice, f0!)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(alice, f3!)).toHaveAttribute('aria-pressed', 'false');
  await alice.goto('/en/matches/likes/');
  await expect(alice.getByRole('main').getByText(f0!, { exact: true })).toBeVisible();
  await expect(alice.getByRole('main').getByText(f3!, { exact: true })).toHaveCount(0);

  // With a partner and a first match, the profile offers the interview once (never to a newcomer).
  await bob.goto('/en/profile/');
  await expect(bob.getByRole('region', { name: 'Help us shape Duet' })).toBeVisible();
  await expectNoAxeViolations(bob);
  await closeInterviewOffer(bob);
  await bob.reload();
  await expect(bob.getByRole('button', { name: 'Remove partner' })).toBeVisible();
  await expect(bob.getByRole('region', { name: 'Help us shape Duet' })).toHaveCount(0);
});

test('the deep id holds nine and dims the rest; filters survive a reload', async ({ people }) => {
  const { page } = await people.person('deep');
  await page.goto('/en/matches/deepid/');
  await page.getByRole('button', { name: 'Edit deep id' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your deep id' });
  const options = dialog.getByRole('checkbox');
  for (let i = 0; i < 9; i++) await options.nth(i).click();
  await expect(dialog.getByText('9 of 9')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(options.nth(9)).toHaveAttribute('aria-disabled', 'true');
  await options.nth(9).click({ force: true });
  await expect(options.nth(9)).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Deep id saved')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your deep id' }).getByRole('listitem')).toHaveCount(9);

  await page.goto('/en/');
  await expect(page.getByText('light', { exact: true }).first()).toBeVisible();
  const filters = page.getByRole('button', { name: 'Filters' });
  await filters.click();
  const filtersDialog = page.getByRole('dialog', { name: 'Filters' });
  await filtersDialog.getByRole('radio', { name: 'bold' }).check();
  // No order by feedback nobody can read (ADR 0005): random and most matched only.
  await expect(filtersDialog.getByRole('radio', { name: 'Most discussed' })).toHaveCount(0);
  await expect(filtersDialog.getByRole('radio', { name: 'Most matched' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(filters).toHaveAttribute('data-active', /.*/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('data-active', /.*/);
  await expect(page.getByText('bold', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('light', { exact: true })).toHaveCount(0);
});
