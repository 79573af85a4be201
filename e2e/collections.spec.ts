import { endpointUrl, endpoints, DIFFICULTIES_SHOWN } from '@duet/contracts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { fetchCatalogue, fetchCollections } from './catalogue-api.ts';
import { overflowOf } from './layout.ts';
import { snap } from './screens.ts';

// The collection pages and the feed themselves are checked by axe with every page (wcag.spec.ts).
test('collections are browsed, liked from and linked; "bolder cards: off" leaves light cards @mobile', async ({
  people,
  language,
  words: { t, prefix },
}, testInfo) => {
  const { page } = await people.person('coll');
  const fantasies = await fetchCatalogue(page.request, language);
  const collections = await fetchCollections(page.request, language);
  const main = page.getByRole('main');

  // From the feed's header to the covers, each with its title, line and count.
  await page.goto(`${prefix}/`);
  await main.getByRole('link', { name: t('fantasies:feed.toCollections') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/collections/$`));
  await expect(page.getByRole('heading', { level: 1, name: t('collections:title') })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(collections.length);
  const first = collections[0]!;
  const cover = main.getByRole('article', { name: first.title, exact: true });
  await expect(cover).toContainText(first.line);
  await expect(cover).toContainText(t('fantasies:feed.count', { count: first.count }));
  expect(await overflowOf(page)).toBe(0);
  await snap(page, testInfo, language, 'collections');

  // One collection: its cover header and its cards; a like from there is a like.
  await cover.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/collections/${first.slug}/$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  const inFirst = fantasies.filter((fantasy) => fantasy.collections.includes(first.id));
  await expect(main.getByRole('article')).toHaveCount(Math.min(inFirst.length, 24));
  const light = inFirst.find((fantasy) => fantasy.difficulty === 'light')!;
  const like = page.getByRole('button', { name: t('matches:like.like', { title: light.title }) });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(await overflowOf(page)).toBe(0);
  await snap(page, testInfo, language, 'collection');

  // The fantasy's page links to its collections: follow another one.
  await main.getByRole('link', { name: light.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: light.title })).toBeVisible();
  const chips = page.getByRole('region', { name: t('feed:detail.collections') });
  const other = collections.find((item) => light.collections.includes(item.id) && item.id !== first.id);
  const next = other ?? first;
  await snap(page, testInfo, language, 'fantasy-collections');
  await chips.getByRole('link', { name: next.title }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/collections/${next.slug}/$`));
  await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();

  // "Show bolder cards: off" in the profile, stored through the API.
  await page.goto(`${prefix}/profile/`);
  const setting = page.getByRole('group', { name: t('feed:bolder.title') });
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(endpointUrl(endpoints.saveCardIntensity)) &&
      response.request().method() === 'PUT',
  );
  // The choice shows once the optimistic update lands, a tick after the click: wait for it.
  const off = setting.getByRole('radio', { name: t('feed:bolder.options.off.label') });
  await off.click();
  await expect(off).toBeChecked();
  expect((await saved).ok()).toBe(true);
  await setting.scrollIntoViewIfNeeded();
  await snap(page, testInfo, language, 'profile-bolder-cards');

  // The feed now holds light cards only, and says how many it set aside.
  const shown = fantasies.filter((fantasy) => DIFFICULTIES_SHOWN.off.includes(fantasy.difficulty));
  await page.goto(`${prefix}/`);
  await expect(
    main.getByText(t('fantasies:feed.count', { count: shown.length }), { exact: true }),
  ).toBeVisible();
  await expect(
    main.getByText(t('feed:bolder.hidden', { count: fantasies.length - shown.length })),
  ).toBeVisible();
  const cards = main.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const lightLabel = t('fantasies:difficulty.label', { level: t('fantasies:difficulty.light'), value: 1 });
  await expect(cards.getByRole('img', { name: lightLabel, exact: true })).toHaveCount(await cards.count());
  expect(await overflowOf(page)).toBe(0);
  await snap(page, testInfo, language, 'feed-bolder-off');

  // The note's way to change it, as a popup.
  await main.getByRole('button', { name: t('feed:bolder.change') }).click();
  const dialog = page.getByRole('dialog', { name: t('feed:bolder.title') });
  await expect(dialog.getByRole('radio', { name: t('feed:bolder.options.off.label') })).toBeChecked();
  await snap(page, testInfo, language, 'bolder-cards-dialog');
  await expectNoAxeViolations(page);
});
