import { expect, test } from './fixtures.ts';
import { endpointUrl, endpoints } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { bearerOf, linkPartners, signUp } from './session.ts';
import { snap } from './screens.ts';
import { LANGUAGES, wordsIn } from './words.ts';
import { fetchCatalogue } from './catalogue-api.ts';

const stamp = Date.now().toString(36);

for (const language of LANGUAGES) {
  test(`${language}: a match is revealed live to the partner who liked first, named in the notifications @mobile`, async ({
    browser,
  }, testInfo) => {
    const { t, prefix } = wordsIn(language);
    const id = `${testInfo.project.name.slice(0, 1)}${language}${stamp}`;
    const [alice, bob] = [
      await (await browser.newContext()).newPage(),
      await (await browser.newContext({ ...testInfo.project.use })).newPage(),
    ];
    await signUp(alice, `live-a-${id}`, `live_a_${id}`);
    await signUp(bob, `live-b-${id}`, `live_b_${id}`, { language });
    await linkPartners(alice, bob, `live_b_${id}`);
    const fantasies = await fetchCatalogue(bob.request, language);
    const light = fantasies.find((fantasy) => fantasy.difficulty === 'light')!;

    // Bob's page listens to the live stream before Alice acts.
    const streamOpen = bob.waitForResponse((response) =>
      response.url().endsWith(endpointUrl(endpoints.openStream)),
    );
    await bob.goto(`${prefix}/matches/`);
    await expect(bob.getByRole('heading', { name: t('matches:matches.empty.title') })).toBeVisible();
    expect((await streamOpen).status()).toBe(200);
    const like = endpointUrl(endpoints.likeFantasy, { id: light.id });
    await bob.request.post(like, { headers: await bearerOf(bob) });
    await alice.request.post(like, { headers: await bearerOf(alice) });

    // The whole screen celebrates, naming the partner, and plans the date in one tap.
    const reveal = bob.getByRole('dialog', { name: t('matches:reveal.title') });
    await expect(reveal).toBeVisible();
    await expect(
      reveal.getByText(t('matches:reveal.text', { partner: `live_a_${id}`, title: light.title })),
    ).toBeVisible();
    await expectNoAxeViolations(bob);
    await reveal.getByRole('button', { name: t('matches:reveal.plan') }).click();
    const popup = bob.getByRole('dialog', { name: light.title });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: t('events:popup.plan'), exact: true })).toBeInViewport();
    await popup
      .getByRole('button', { name: t('dialog.close') })
      .first()
      .click();
    await expect(popup).toBeHidden();
    await expect(bob.getByRole('main').getByText(light.title, { exact: true })).toBeVisible();

    // The notification names the partner and, being from today, shows only the time.
    await bob.goto(`${prefix}/notifications/`);
    const item = bob
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: t('notifications:kinds.matchOn', { actor: `live_a_${id}`, title: light.title }) });
    await expect(item).toBeVisible();
    await expect(item.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await snap(bob, testInfo, language, 'notifications');
    await expectNoAxeViolations(bob);
  });
}
