import { expect, test } from '@playwright/test';
import type { Fantasy } from '@duet/contracts';
import { bearerOf, linkPartners, signUp } from './session.ts';

const stamp = Date.now().toString(36);

test('partners plan, accept and complete a date together, seeing each other live', async ({
  browser,
  request,
}) => {
  // Two people sign up, link, and go through two plans: near 30 s even on an idle machine.
  test.slow();
  const fantasies: Fantasy[] = await (
    await request.get('/api/v0/fantasies/?paginator=off', { headers: { 'accept-language': 'en' } })
  ).json();
  const fantasy = fantasies[0]!;
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await signUp(alice, `ev-a-${stamp}`, `ev_a_${stamp}`);
  await signUp(bob, `ev-b-${stamp}`, `ev_b_${stamp}`);
  await linkPartners(alice, bob, `ev_b_${stamp}`);

  // Bob waits on his invitations tab; nothing reloads it.
  await bob.goto('/en/events/invitations/');

  await alice.goto(`/en/fantasies/${fantasy.slug}/`);
  await alice.getByRole('button', { name: 'Plan a date' }).click();
  const popup = alice.getByRole('dialog', { name: fantasy.title });
  await popup.getByRole('switch', { name: 'With my partner' }).check();
  const candle = popup.getByRole('radio', { name: /candle/i });
  await candle.focus();
  await alice.keyboard.press('Space');
  await expect(candle).toBeChecked();
  await popup.getByRole('button', { name: 'Plan' }).click();
  await expect(popup).toBeHidden();

  const invitation = bob.getByRole('main').getByText(fantasy.title);
  await expect(invitation).toBeVisible({ timeout: 5000 });
  await bob.getByRole('button', { name: 'Accept' }).click();

  for (const page of [alice, bob]) {
    await page.goto('/en/events/events/');
    await expect(page.getByRole('main').getByText(fantasy.title)).toBeVisible();
  }
  // A date still ahead cannot be marked done yet.
  await expect(alice.getByRole('button', { name: 'Done' })).toHaveCount(0);

  // One that has begun can: planned a few seconds ahead, accepted, then its time comes.
  const soon = fantasies[1]!;
  const planned = await alice.request.post('/api/v0/events/', {
    headers: await bearerOf(alice),
    data: {
      fantasy: soon.id,
      mood: 'fire',
      target_user: (
        await (await bob.request.get('/api/v0/user/profile/', { headers: await bearerOf(bob) })).json()
      ).id,
      happens_at: new Date(Date.now() + 3000).toISOString(),
    },
  });
  expect(planned.status()).toBe(201);
  const soonId = ((await planned.json()) as { id: number }).id;
  expect(
    (await bob.request.post(`/api/v0/events/${soonId}/accept/`, { headers: await bearerOf(bob) })).ok(),
  ).toBe(true);
  await alice.waitForTimeout(3500);
  await alice.reload();
  await alice.getByRole('button', { name: 'Done' }).click();
  for (const page of [alice, bob]) {
    await page.goto('/en/events/experience/');
    await expect(page.getByRole('main').getByText(soon.title)).toBeVisible();
  }

  // How was it: Alice writes a mood and a note; Bob, on his Experience tab, reads it live and
  // answers in Russian.
  const aliceMemories = alice.getByRole('region', { name: 'How was it?' });
  await expect(aliceMemories.getByText(`ev_b_${stamp} will read this too.`)).toBeVisible();
  await aliceMemories.locator('label').filter({ hasText: 'Candle' }).click();
  await aliceMemories.getByLabel('A few words (optional)').fill('Slow and warm, again soon');
  await aliceMemories.getByRole('button', { name: 'Save' }).click();
  await expect(alice.getByText('Saved to your shared memories')).toBeVisible();
  await expect(bob.getByRole('main').getByText('Slow and warm, again soon')).toBeVisible({ timeout: 5000 });
  await bob.goto('/events/experience/');
  const bobMemories = bob.getByRole('region', { name: 'Как всё прошло?' });
  await bobMemories.getByLabel('Пара слов (по желанию)').fill('Повторим');
  await bobMemories.getByRole('button', { name: 'Сохранить' }).click();
  await expect(bobMemories.getByText('Повторим')).toBeVisible();
  await expect(bobMemories.getByText('Slow and warm, again soon')).toBeVisible();
  await alice.reload();
  await expect(alice.getByRole('region', { name: 'How was it?' }).getByText('Повторим')).toBeVisible();

  await bob.goto('/en/notifications/');
  await expect(bob.getByRole('main').getByRole('listitem').first()).toBeVisible();

  // A second plan: edited by Alice, seen in Russian by Bob, deleted by Bob.
  await alice.goto(`/en/fantasies/${fantasy.slug}/`);
  await alice.getByRole('button', { name: 'Plan a date' }).click();
  await alice
    .getByRole('dialog', { name: fantasy.title })
    .getByRole('switch', { name: 'With my partner' })
    .check();
  await alice.getByRole('dialog', { name: fantasy.title }).getByRole('button', { name: 'Plan' }).click();
  // Closed, the popup takes its history entry back (Back closes popups): let that finish first.
  await expect(alice.getByRole('dialog', { name: fantasy.title })).toBeHidden();
  await alice.goto('/en/events/invitations/');
  await alice.getByRole('button', { name: 'Edit' }).click();
  const edit = alice.getByRole('dialog', { name: fantasy.title });
  await expect(edit.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(edit.getByRole('switch', { name: 'With my partner' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(alice.getByText('Changes saved')).toBeVisible();
  await expect(edit).toBeHidden();

  const russianTitle = (
    (await (
      await request.get(`/api/v0/fantasies/${fantasy.id}/`, { headers: { 'accept-language': 'ru' } })
    ).json()) as {
      title: string;
    }
  ).title;
  await bob.goto('/events/invitations/');
  await expect(bob.getByRole('main').getByText(russianTitle)).toBeVisible();
  await bob.getByRole('button', { name: 'Удалить' }).click();
  await bob.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(bob.getByRole('heading', { name: 'Приглашений нет' })).toBeVisible();
  await expect(bob.getByRole('main').getByText(russianTitle)).toHaveCount(0);
  await alice.goto('/en/events/invitations/');
  await expect(alice.getByRole('heading', { name: 'No invitations' })).toBeVisible();
  await expect(alice.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
