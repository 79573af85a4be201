import { expect, test } from './fixtures.ts';
import { endpointUrl, endpoints } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { bearer } from './people.ts';
import { snap } from './screens.ts';
import { fetchCatalogue } from './catalogue-api.ts';

test('a match is revealed live to the partner who liked first, named in the notifications @mobile', async ({
  people,
  language,
  words: { t, prefix },
}, testInfo) => {
  const [alice, bob] = await people.couple(['live_a', 'live_b']);
  const fantasies = await fetchCatalogue(bob.page.request, language);
  const light = fantasies.find((fantasy) => fantasy.difficulty === 'light')!;

  // Bob's page listens to the live stream before Alice acts.
  const streamOpen = bob.page.waitForResponse((response) =>
    response.url().endsWith(endpointUrl(endpoints.openStream)),
  );
  await bob.page.goto(`${prefix}/matches/`);
  await expect(bob.page.getByRole('heading', { name: t('matches:matches.empty.title') })).toBeVisible();
  expect((await streamOpen).status()).toBe(200);
  const like = endpointUrl(endpoints.likeFantasy, { id: light.id });
  await bob.page.request.post(like, { headers: bearer(bob.token) });
  await alice.page.request.post(like, { headers: bearer(alice.token) });

  // The whole screen celebrates, naming the partner, and plans the date in one tap.
  const reveal = bob.page.getByRole('dialog', { name: t('matches:reveal.title') });
  await expect(reveal).toBeVisible();
  await expect(
    reveal.getByText(t('matches:reveal.text', { partner: alice.username, title: light.title })),
  ).toBeVisible();
  await expectNoAxeViolations(bob.page);
  await reveal.getByRole('button', { name: t('matches:reveal.plan') }).click();
  const popup = bob.page.getByRole('dialog', { name: light.title });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: t('events:popup.plan'), exact: true })).toBeInViewport();
  await popup
    .getByRole('button', { name: t('dialog.close') })
    .first()
    .click();
  await expect(popup).toBeHidden();
  await expect(bob.page.getByRole('main').getByText(light.title, { exact: true })).toBeVisible();

  // The notification names the partner and, being from today, shows only the time.
  await bob.page.goto(`${prefix}/notifications/`);
  const item = bob.page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: t('notifications:kinds.matchOn', { actor: alice.username, title: light.title }) });
  await expect(item).toBeVisible();
  await expect(item.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await snap(bob.page, testInfo, language, 'notifications');
  await expectNoAxeViolations(bob.page);
});
