import { expect, test } from './fixtures.ts';
import { endpointUrl, endpoints, type EndpointAnswer } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { bearer } from './people.ts';
import { snap } from './screens.ts';
import { fetchCatalogue } from './catalogue-api.ts';
import { chooseNextDay } from './dates.ts';

test('an invitee suggests another time, and the inviter accepts it @mobile', async ({
  people,
  request,
  language,
  words: { t, prefix },
}, testInfo) => {
  // Two people answer each other, with axe in both themes three times: slow on a busy machine.
  test.slow();
  const fantasy = (await fetchCatalogue(request, language)).find((card) => card.difficulty === 'light')!;
  const [a, b] = await people.couple(['pr_a', 'pr_b']);
  const [alice, bob, bobName] = [a.page, b.page, b.username];

  // Alice invites Bob for tomorrow evening.
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(19, 0, 0, 0);
  const planned = await alice.request.post(endpointUrl(endpoints.createEvent), {
    headers: bearer(a.token),
    data: {
      fantasy: fantasy.id,
      mood: 'candle',
      target_user: b.id,
      happens_at: tomorrow.toISOString(),
    },
  });
  expect(planned.status()).toBe(201);

  // Bob's invitation offers a third answer, and says what Reject and Delete each do.
  await alice.goto(`${prefix}/events/invitations/`);
  await bob.goto(`${prefix}/events/invitations/`);
  const invitation = bob.getByRole('main').getByRole('article').filter({ hasText: fantasy.title });
  await expect(invitation.getByRole('button', { name: t('events:card.reject') })).toBeVisible();
  await expect(invitation.getByText(t('events:card.rejectOrDelete'))).toBeVisible();
  await expect(invitation.getByRole('button', { name: t('events:card.delete') })).toHaveAccessibleDescription(
    t('events:card.rejectOrDelete'),
  );
  await snap(bob, testInfo, language, 'proposal-invitation');
  await expectNoAxeViolations(bob);

  // He suggests the day after, at the same hour.
  await invitation.getByRole('button', { name: t('events:card.suggest') }).click();
  const popup = bob.getByRole('dialog', { name: fantasy.title });
  await expect(popup.getByRole('radiogroup')).toHaveCount(0);
  await chooseNextDay(popup);
  await snap(bob, testInfo, language, 'proposal-popup');
  await expectNoAxeViolations(bob);
  await popup.getByRole('button', { name: t('events:popup.suggest') }).click();
  await expect(bob.getByText(t('events:popup.suggested'))).toBeVisible({ timeout: 10_000 });
  await expect(popup).toBeHidden({ timeout: 10_000 });
  const waiting = bob.getByRole('region', { name: t('events:lists.sent') });
  await expect(waiting.getByText(t('events:card.youSuggested'))).toBeVisible();
  await expect(bob.getByRole('region', { name: t('events:lists.incoming') })).toHaveCount(0);

  // Alice's page updates live: her plan is back for her answer with Bob's time.
  const back = alice
    .getByRole('region', { name: t('events:lists.incoming') })
    .getByRole('article')
    .filter({ hasText: fantasy.title });
  await expect(back.getByText(t('events:card.counter', { name: bobName }))).toBeVisible();
  await expect(back.getByRole('button', { name: t('events:card.suggest') })).toBeVisible();
  await snap(alice, testInfo, language, 'proposal-counter');
  if (language === 'en' && testInfo.project.name === 'desktop') {
    await alice.emulateMedia({ colorScheme: 'dark' });
    await snap(alice, testInfo, language, 'proposal-counter-dark');
    await alice.emulateMedia({ colorScheme: null });
  }
  await expectNoAxeViolations(alice);

  await back.getByRole('button', { name: t('events:card.accept') }).click();
  await expect(alice.getByText(t('events:toasts.accepted'))).toBeVisible();
  await bob.goto(`${prefix}/events/events/`);
  const upcoming = bob.getByRole('region', { name: t('events:lists.upcoming') });
  await expect(upcoming.getByRole('article').filter({ hasText: fantasy.title })).toBeVisible();
  const dates = (await (
    await bob.request.get(endpointUrl(endpoints.listActualEvents), { headers: bearer(b.token) })
  ).json()) as EndpointAnswer<'listActualEvents'>;
  const dayAfter = new Date(tomorrow);
  dayAfter.setDate(dayAfter.getDate() + 1);
  expect(dates.map((event) => [event.state, event.happens_at])).toEqual([
    ['accepted', dayAfter.toISOString()],
  ]);

  await alice.goto(`${prefix}/notifications/`);
  await expect(
    alice.getByText(t('notifications:kinds.event_proposed', { actor: bobName })).first(),
  ).toBeVisible();
});
