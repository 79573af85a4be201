import { expect, test } from './fixtures.ts';
import { DISCREET_TITLE, discreetHeadIcons, endpointUrl, endpoints } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { snap } from './screens.ts';
import { bearer } from './people.ts';
import { closeInterviewOffer, waitUntilInteractive } from './session.ts';
import { fetchCatalogue } from './catalogue-api.ts';
import { pageHeadOf } from '../apps/api/test/page-head-of.ts';

test('discreet mode names nothing, hides at once and reopens with the PIN @mobile', async ({
  people,
  request,
  language,
  words: { t, prefix },
}, testInfo) => {
  const fantasies = await fetchCatalogue(request, language);
  const fantasy = fantasies.find((candidate) => candidate.difficulty === 'light')!;
  const [a, b] = await people.couple(['dm_a', 'dm_b']);
  const alice = a.page;
  const context = alice.context();
  for (const person of [a, b]) {
    const liked = await person.page.request.post(endpointUrl(endpoints.likeFantasy, { id: fantasy.id }), {
      headers: bearer(person.token),
    });
    expect(liked.ok()).toBe(true);
  }

  await alice.goto(`${prefix}/profile/`);
  await closeInterviewOffer(alice, language);
  await alice.getByRole('switch', { name: t('discreet:settingLabel') }).check();
  await expect(alice).toHaveTitle(DISCREET_TITLE[language]);
  const neutral = { title: DISCREET_TITLE[language], ...discreetHeadIcons(language) };
  await expect(alice.locator('link[rel="icon"]')).toHaveAttribute('href', neutral.icon);
  await expect(alice.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', neutral.appleTouchIcon);
  await expect(alice.locator('link[rel="manifest"]')).toHaveAttribute('href', neutral.manifest);
  // No fantasy is named: not in the tab on its page, not in the notifications; and from the page's
  // first byte, the server names nothing either: its title, icons and home-screen manifest.
  const fantasyPage = await alice.goto(`${prefix}/fantasies/${fantasy.slug}/`);
  expect(pageHeadOf(await fantasyPage!.text()).named).toEqual(neutral);
  await expect(alice.getByRole('heading', { level: 1, name: fantasy.title })).toBeVisible();
  await expect(alice).toHaveTitle(DISCREET_TITLE[language]);
  const manifest = (await (await alice.request.get(neutral.manifest)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: neutral.title,
    short_name: neutral.title,
    id: '/',
    start_url: '/',
  });
  expect(JSON.stringify(manifest)).not.toMatch(/duet/i);
  await alice.goto(`${prefix}/notifications/`);
  await expect(alice.getByText(t('notifications:kinds.match', { actor: b.username }))).toBeVisible();
  await expect(alice.getByRole('main').getByText(fantasy.title)).toHaveCount(0);

  await alice.getByRole('link', { name: t('a11y.profile') }).click();
  await alice.getByLabel(t('discreet:pinNew')).fill('2468');
  await alice.getByRole('button', { name: t('discreet:setPin') }).click();
  await expect(alice.getByRole('button', { name: t('discreet:removePin') })).toBeVisible();

  // With a PIN, Duet asks for it "after hiding and in every new session", and only then: not on a
  // reload, nor on a link followed in the tab, in the app or from outside it.
  const cover = alice.getByRole('heading', { level: 1, name: t('discreet:coverTitle') });
  const setting = alice.getByRole('switch', { name: t('discreet:settingLabel') });
  await alice.reload();
  await waitUntilInteractive(alice);
  await expect(setting).toBeVisible();
  await alice.goto(`${prefix}/notifications/`);
  await waitUntilInteractive(alice);
  await alice
    .getByRole('navigation', { name: t('a11y.mainNavigation') })
    .getByRole('link', { name: t('nav.matches') })
    .click();
  await expect(alice.getByRole('heading', { level: 1, name: t('pages.matches') })).toBeVisible();
  await alice.getByRole('link', { name: t('a11y.profile') }).click();
  await expect(setting).toBeVisible();
  await expect(cover).toHaveCount(0);

  // Esc twice hides Duet behind a neutral page, a reload keeps it hidden; the PIN opens it again.
  await alice.keyboard.press('Escape');
  await alice.keyboard.press('Escape');
  await expect(cover).toBeVisible();
  await expect(setting).toBeHidden();
  await alice.reload();
  await expect(cover).toBeVisible();
  await expectNoAxeViolations(alice);
  await snap(alice, testInfo, language, 'discreet-cover');
  await alice.getByLabel(t('discreet:pinLabel')).fill('1111');
  await alice.getByRole('button', { name: t('discreet:open') }).click();
  await expect(alice.getByText(t('discreet:wrongPin'))).toBeVisible();
  await alice.getByLabel(t('discreet:pinLabel')).fill('2468');
  await alice.getByRole('button', { name: t('discreet:open') }).click();
  await expect(cover).toBeHidden();
  await expect(setting).toBeVisible();

  // The header's button hides it in one tap.
  await alice.getByRole('button', { name: t('discreet:hide') }).click();
  await expect(cover).toBeVisible();

  // A new tab is a new session: it opens hidden, its tab never saying "Duet".
  const titles: string[] = [];
  const later = await context.newPage();
  later.on('framenavigated', () => void later.title().then((title) => titles.push(title)));
  const first = await later.goto(`${prefix}/matches/`);
  expect(pageHeadOf(await first!.text()).named).toEqual(neutral);
  await waitUntilInteractive(later);
  await expect(later.getByRole('heading', { level: 1, name: t('discreet:coverTitle') })).toBeVisible();
  await expect(later).toHaveTitle(DISCREET_TITLE[language]);
  expect(titles.filter((title) => title.includes('Duet'))).toEqual([]);
});
