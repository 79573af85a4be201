import { expect, test } from './fixtures.ts';
import { endpointUrl, endpoints } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { snap } from './screens.ts';
import { fetchCatalogue } from './catalogue-api.ts';

test('a maybe stays private until the partner answers too, then shows as maybe together, live @mobile', async ({
  people,
  language,
  words: { t, prefix },
}, testInfo) => {
  const [{ page: alice, username: aliceName }, { page: bob }] = await people.couple(['maybe_a', 'maybe_b']);
  const fantasy = (await fetchCatalogue(alice.request, language)).find((f) => f.difficulty === 'light')!;

  // Alice answers "maybe" on the fantasy's page.
  await alice.goto(`${prefix}/fantasies/${fantasy.slug}/`);
  const maybe = alice.getByRole('button', { name: t('matches:like.maybe', { title: fantasy.title }) });
  await maybe.click();
  await expect(maybe).toHaveAttribute('aria-pressed', 'true');
  await expect(alice.locator('.like-badge--maybe')).toHaveText(t('matches:like.maybeBadge'));
  await alice.goto(`${prefix}/matches/likes/`);
  const mine = alice.getByRole('region', { name: t('matches:maybes.title') });
  await expect(mine.getByRole('article', { name: fantasy.title })).toBeVisible();
  await snap(alice, testInfo, language, 'maybes');
  await expectNoAxeViolations(alice);

  // Bob sees nothing of it: his matches page holds no maybe-match.
  await bob.goto(`${prefix}/matches/`);
  await expect(bob.getByRole('heading', { name: t('matches:matches.empty.title') })).toBeVisible();
  await expect(bob.getByRole('main').getByText(fantasy.title)).toHaveCount(0);

  // Bob likes it: both now see it under "Maybe together"; Alice's open page updates by itself, once
  // it has read the couple's maybes and listens to the live stream.
  const listening = Promise.all(
    [endpoints.listMaybeMatches, endpoints.openStream].map((endpoint) =>
      alice.waitForResponse((response) => response.url().endsWith(endpointUrl(endpoint))),
    ),
  );
  await alice.goto(`${prefix}/matches/`);
  for (const response of await listening) expect(response.status()).toBe(200);
  await bob.goto(`${prefix}/fantasies/${fantasy.slug}/`);
  await bob.getByRole('button', { name: t('matches:like.like', { title: fantasy.title }) }).click();
  const together = alice.getByRole('region', { name: t('matches:maybeMatches.title') });
  await expect(together.getByRole('article', { name: fantasy.title })).toBeVisible();
  // A gentle toast tells of it as news (named when the tab holds the catalogue, unnamed here).
  // Awaited before axe runs: a toast still fading in mid-check reads as text without contrast.
  await expect(alice.getByText(t('matches:maybeMatches.formedHint'))).toBeVisible();
  await snap(alice, testInfo, language, 'maybe-together');
  await expectNoAxeViolations(alice);
  await bob.goto(`${prefix}/matches/`);
  await expect(
    bob
      .getByRole('region', { name: t('matches:maybeMatches.title') })
      .getByRole('article', { name: fantasy.title }),
  ).toBeVisible();
  // It is no match: no reveal, no match notification. The heading shows before the list has
  // loaded; Alice's invitation, listed, shows it has.
  await bob.goto(`${prefix}/notifications/`);
  const bobNotifications = bob.getByRole('list', { name: t('notifications:list') });
  await expect(
    bobNotifications.getByText(t('notifications:kinds.invite_received', { actor: aliceName })),
  ).toBeVisible();
  await expect(bobNotifications.getByText(t('notifications:kinds.match', { actor: aliceName }))).toHaveCount(
    0,
  );
  // A match notice names its fantasy: nothing in the list does.
  await expect(bobNotifications.getByText(fantasy.title)).toHaveCount(0);
});
