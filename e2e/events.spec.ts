import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { endpointUrl, endpoints, type EndpointAnswer } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { bearer } from './people.ts';
import { snap } from './screens.ts';
import { fetchCatalogue } from './catalogue-api.ts';
import { chooseNextDay } from './dates.ts';

test('partners plan, accept, complete and remember a date together, seeing each other live @mobile', async ({
  people,
  request,
  language,
  words: { t, prefix },
}, testInfo) => {
  // Three plans, a date that has to begin, memories and a split: near 30 s on an idle machine.
  test.slow();
  const fantasies = await fetchCatalogue(request, language);
  const fantasy = fantasies.find((candidate) => candidate.difficulty === 'light')!;
  const [a, b] = await people.couple(['ev_a', 'ev_b']);
  const [alice, bob] = [a.page, b.page];

  // Bob waits on his invitations tab; nothing reloads it.
  await bob.goto(`${prefix}/events/invitations/`);

  // Back closes the date popup and stays on the fantasy.
  await alice.goto(`${prefix}/fantasies/${fantasy.slug}/`);
  const url = alice.url();
  const planDate = alice.getByRole('button', { name: t('events:plan.button') });
  const popup = alice.getByRole('dialog', { name: fantasy.title });
  await planDate.click();
  await expect(popup).toBeVisible();
  await alice.goBack();
  await expect(popup).toBeHidden();
  expect(alice.url()).toBe(url);

  // Preparation holds real tips, and Back closes it too.
  await alice.getByRole('link', { name: t('feed:detail.preparation') }).click();
  const preparation = alice.getByRole('dialog', { name: t('feed:preparation.title') });
  await expect(preparation.getByRole('listitem').first()).toBeVisible();
  await snap(alice, testInfo, language, 'preparation');
  expect(await preparation.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  await alice.goBack();
  await expect(preparation).toBeHidden();
  expect(alice.url()).toBe(url);

  await planDate.click();
  await popup.getByRole('switch', { name: t('events:popup.withPartner') }).check();
  await chooseNextDay(popup);
  const candle = popup.getByRole('radio', { name: new RegExp(t('events:moods.candle')) });
  await candle.focus();
  await alice.keyboard.press('Space');
  await expect(candle).toBeChecked();
  await snap(alice, testInfo, language, 'date-popup');
  await expectNoAxeViolations(alice);
  await popup.getByRole('button', { name: t('events:popup.plan'), exact: true }).click();
  await expect(popup).toBeHidden();

  // The plan just sent is on Alice's Events tab with its state, not only under Invitations.
  await alice.goto(`${prefix}/events/events/`);
  const sent = alice.getByRole('main').getByRole('article').filter({ hasText: fantasy.title });
  await expect(sent.getByText(t('events:card.state.send'))).toBeVisible();
  await snap(alice, testInfo, language, 'events-sent');

  const invitation = bob.getByRole('main').getByRole('article').filter({ hasText: fantasy.title });
  await expect(invitation).toBeVisible();
  await invitation.getByRole('button', { name: t('events:card.accept') }).click();
  await expect(sent.getByText(t('events:card.state.accepted'))).toBeVisible();
  await bob.goto(`${prefix}/events/events/`);
  await expect(bob.getByRole('main').getByText(fantasy.title)).toBeVisible();
  // A date still ahead cannot be marked done yet.
  await expect(alice.getByRole('button', { name: t('events:card.done') })).toHaveCount(0);
  // It goes to the phone's calendar as a discreet file in the app's language, by a plain link.
  const [download] = await Promise.all([
    alice.waitForEvent('download'),
    sent.getByRole('link', { name: t('events:card.addToCalendar') }).click(),
  ]);
  await snap(alice, testInfo, language, 'events-accepted');
  const calendar = await readFile(await download.path(), 'utf8');
  expect(calendar).toContain('SUMMARY:Duet ❤');
  expect(calendar).toContain(language === 'ru' ? 'Ваше свидание в Duet.' : 'Your date in Duet.');
  expect(calendar).not.toContain(fantasy.title);
  await expectNoAxeViolations(alice);

  // One that has begun can: planned a moment ahead (the API takes only future dates), accepted,
  // then its time comes. The server marks it done only once it has begun by its own clock, which
  // this machine's browser shares: Alice reloads until her page offers "Done", then presses it.
  const soon = fantasies.filter((candidate) => candidate.difficulty === 'light')[1]!;
  const planned = await alice.request.post(endpointUrl(endpoints.createEvent), {
    headers: bearer(a.token),
    data: {
      fantasy: soon.id,
      mood: 'fire',
      target_user: b.id,
      happens_at: new Date(Date.now() + 2000).toISOString(),
    },
  });
  expect(planned.status()).toBe(201);
  const soonId = ((await planned.json()) as EndpointAnswer<'createEvent'>).id;
  // Accepted as the spec's clients send bodiless POSTs: the JSON content type and an empty body.
  const acceptedSoon = await bob.request.post(endpointUrl(endpoints.acceptEvent, { id: soonId }), {
    headers: { ...bearer(b.token), 'content-type': 'application/json' },
    data: '',
  });
  expect(acceptedSoon.status()).toBe(200);
  const soonCard = alice.getByRole('main').getByRole('article').filter({ hasText: soon.title });
  const done = soonCard.getByRole('button', { name: t('events:card.done') });
  // A card reads the time as it renders: once it shows, whether it offers "Done" is settled.
  await expect(async () => {
    await alice.reload();
    await expect(soonCard).toBeVisible();
    await expect(done).toHaveCount(1, { timeout: 100 });
  }).toPass({ timeout: 10_000 });
  await done.click();
  await expect(alice.getByText(t('events:toasts.completed'))).toBeVisible();

  // How was it: Alice writes a mood and a note; Bob, on his Experience tab, reads it live and answers.
  await bob.goto(`${prefix}/events/experience/`);
  await alice.goto(`${prefix}/events/experience/`);
  const aliceMemories = alice.getByRole('region', { name: t('events:memories.title') });
  await expect(aliceMemories.getByText(t('events:memories.sharedHint', { name: b.username }))).toBeVisible();
  await aliceMemories
    .locator('label')
    .filter({ hasText: t('events:moods.candle') })
    .click();
  await aliceMemories.getByLabel(t('events:memories.noteLabel')).fill('Slow and warm, again soon');
  await aliceMemories.getByRole('button', { name: t('events:memories.save') }).click();
  await expect(alice.getByText(t('events:memories.saved'))).toBeVisible();
  await expect(bob.getByRole('main').getByText('Slow and warm, again soon')).toBeVisible();
  const bobMemories = bob.getByRole('region', { name: t('events:memories.title') });
  await bobMemories.getByLabel(t('events:memories.noteLabel')).fill('Повторим');
  await bobMemories.getByRole('button', { name: t('events:memories.save') }).click();
  await expect(bobMemories.getByText('Повторим')).toBeVisible();
  await expect(bobMemories.getByText('Slow and warm, again soon')).toBeVisible();
  await alice.reload();
  await expect(
    alice.getByRole('region', { name: t('events:memories.title') }).getByText('Повторим'),
  ).toBeVisible();
  await snap(alice, testInfo, language, 'experience-memories');
  await expectNoAxeViolations(alice);

  await bob.goto(`${prefix}/notifications/`);
  await expect(bob.getByText(t('notifications:kinds.event_remembered', { actor: a.username }))).toBeVisible();

  // A second plan: edited by Alice, deleted by Bob.
  await alice.goto(`${prefix}/fantasies/${fantasy.slug}/`);
  await alice.getByRole('button', { name: t('events:plan.button') }).click();
  await popup.getByRole('switch', { name: t('events:popup.withPartner') }).check();
  await chooseNextDay(popup);
  await popup.getByRole('button', { name: t('events:popup.plan'), exact: true }).click();
  // Closed, the popup takes its history entry back (Back closes popups): let that finish first.
  await expect(popup).toBeHidden();
  await alice.goto(`${prefix}/events/invitations/`);
  await alice.getByRole('button', { name: t('events:card.edit') }).click();
  await expect(popup.getByRole('button', { name: t('events:popup.save') })).toBeVisible();
  await expect(popup.getByRole('switch', { name: t('events:popup.withPartner') })).toHaveCount(0);
  await popup.getByRole('button', { name: t('events:popup.save') }).click();
  await expect(alice.getByText(t('events:popup.saved'))).toBeVisible();
  await expect(popup).toBeHidden();

  await bob.goto(`${prefix}/events/invitations/`);
  await bob
    .getByRole('main')
    .getByRole('button', { name: t('events:card.delete') })
    .click();
  await bob
    .getByRole('dialog')
    .getByRole('button', { name: t('events:confirmDelete.confirm') })
    .click();
  await expect(bob.getByRole('heading', { name: t('events:empty.invitations.title') })).toBeVisible();
  await alice.goto(`${prefix}/events/invitations/`);
  await expect(alice.getByRole('heading', { name: t('events:empty.invitations.title') })).toBeVisible();
  await expect(alice.getByRole('button', { name: t('events:card.edit') })).toHaveCount(0);

  // Once they split, the date they completed is history for both: read-only, the other unnamed.
  // Alice is looking at it when Bob leaves; the stream turns her card over.
  await alice.goto(`${prefix}/events/experience/`);
  const history = alice.getByRole('main').getByRole('article').filter({ hasText: soon.title });
  await expect(history.getByText('Повторим')).toBeVisible();
  const split = await bob.request.delete(endpointUrl(endpoints.removePartner), {
    headers: bearer(b.token),
  });
  expect(split.status()).toBe(204);
  await expect(history.getByText(t('events:card.formerPartner'))).toBeVisible();
  const historyMemories = history.getByRole('region', { name: t('events:memories.title') });
  await expect(historyMemories.getByText(t('events:memories.history'))).toBeVisible();
  await expect(historyMemories.getByText(t('events:memories.formerPartner'))).toBeVisible();
  await expect(historyMemories.getByText('Slow and warm, again soon')).toBeVisible();
  await expect(historyMemories.getByRole('button')).toHaveCount(0);
  await expect(history).not.toContainText(b.username);
  await snap(alice, testInfo, language, 'experience-history');
});
