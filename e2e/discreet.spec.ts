import { expect, test } from './fixtures.ts';
import { endpointUrl, endpoints } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { snap } from './screens.ts';
import { bearerOf, closeInterviewOffer, linkPartners, signUp, waitUntilInteractive } from './session.ts';
import { LANGUAGES, wordsIn } from './words.ts';
import { fetchCatalogue } from './catalogue-api.ts';

const stamp = Date.now().toString(36);

for (const language of LANGUAGES) {
  test(`${language}: discreet mode names nothing, hides at once and reopens with the PIN @mobile`, async ({
    browser,
    request,
  }, testInfo) => {
    test.slow();
    const { t, prefix } = wordsIn(language);
    const id = `${testInfo.project.name.slice(0, 1)}${language}${stamp}`;
    const fantasies = await fetchCatalogue(request, language);
    const fantasy = fantasies.find((candidate) => candidate.difficulty === 'light')!;
    const context = await browser.newContext({ ...testInfo.project.use });
    const alice = await context.newPage();
    const bob = await (await browser.newContext()).newPage();
    await signUp(alice, `dm-a-${id}`, `dm_a_${id}`, { language });
    await signUp(bob, `dm-b-${id}`, `dm_b_${id}`, { language });
    await linkPartners(alice, bob, `dm_b_${id}`, language);
    for (const page of [alice, bob]) {
      const liked = await page.request.post(endpointUrl(endpoints.likeFantasy, { id: fantasy.id }), {
        headers: await bearerOf(page),
      });
      expect(liked.ok()).toBe(true);
    }

    await alice.goto(`${prefix}/profile/`);
    await closeInterviewOffer(alice, language);
    await alice.getByRole('switch', { name: t('discreet:settingLabel') }).check();
    await expect(alice).toHaveTitle(t('discreet.tabTitle'));
    await expect(alice.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/neutral.svg');
    // No fantasy is named: not in the tab on its page, not in the notifications.
    await alice.goto(`${prefix}/fantasies/${fantasy.slug}/`);
    await expect(alice.getByRole('heading', { level: 1, name: fantasy.title })).toBeVisible();
    await expect(alice).toHaveTitle(t('discreet.tabTitle'));
    await alice.goto(`${prefix}/notifications/`);
    await expect(alice.getByText(t('notifications:kinds.match', { actor: `dm_b_${id}` }))).toBeVisible();
    await expect(alice.getByRole('main').getByText(fantasy.title)).toHaveCount(0);

    // With a PIN, leaving the page locks it: the profile is reached by its link, not reloaded.
    await alice.getByRole('link', { name: t('a11y.profile') }).click();
    await alice.getByLabel(t('discreet:pinNew')).fill('2468');
    await alice.getByRole('button', { name: t('discreet:setPin') }).click();
    await expect(alice.getByRole('button', { name: t('discreet:removePin') })).toBeVisible();

    // Esc twice hides Duet behind a neutral page; the PIN opens it again.
    await alice.keyboard.press('Escape');
    await alice.keyboard.press('Escape');
    const cover = alice.getByRole('heading', { level: 1, name: t('discreet:coverTitle') });
    await expect(cover).toBeVisible();
    const setting = alice.getByRole('switch', { name: t('discreet:settingLabel') });
    await expect(setting).toBeHidden();
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
    await later.goto(`${prefix}/matches/`);
    await waitUntilInteractive(later);
    await expect(later.getByRole('heading', { level: 1, name: t('discreet:coverTitle') })).toBeVisible();
    await expect(later).toHaveTitle(t('discreet.tabTitle'));
    expect(titles.filter((title) => title.includes('Duet'))).toEqual([]);
  });
}
