import { readFile } from 'node:fs/promises';
import { expect, test, type Person } from './fixtures.ts';
import {
  endpointUrl,
  endpoints,
  type AccountExport,
  type EndpointAnswer,
  type Fantasy,
} from '@duet/contracts';
import { snap } from './screens.ts';
import { bearer } from './people.ts';
import { closeInterviewOffer, waitUntilInteractive } from './session.ts';
import { waitForToastsToClose } from './toasts.ts';
import { fetchCatalogue } from './catalogue-api.ts';

test('a person sees their devices, downloads their data and deletes the account; the partner is told only that they left @mobile', async ({
  browser,
  request,
  people,
  language,
  words: { t, prefix },
}, testInfo) => {
  test.slow();
  const fantasies = await fetchCatalogue(request, language);
  const [shared, bobsOwn] = fantasies.filter((fantasy) => fantasy.difficulty === 'light');

  const [a, b] = await people.couple(['pv_a', 'pv_b']);
  const [alice, bob] = [a.page, b.page];
  const like = async (person: Person, fantasy: Fantasy) =>
    expect(
      (
        await person.page.request.post(endpointUrl(endpoints.likeFantasy, { id: fantasy.id }), {
          headers: bearer(person.token),
        })
      ).ok(),
    ).toBe(true);
  await like(a, shared!);
  await like(b, shared!);
  await like(b, bobsOwn!);

  // Alice also signed in on a laptop.
  const laptop = await (await browser.newContext()).newPage();
  const signedIn = await laptop.request.post(endpointUrl(endpoints.devLogin), {
    data: { username: a.identity },
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0' },
  });
  const laptopToken = ((await signedIn.json()) as EndpointAnswer<'devLogin'>).access;

  await alice.goto(`${prefix}/profile/`);
  // With a partner and a match, the first profile visit offers the interview.
  await closeInterviewOffer(alice, language);
  const privacy = alice.getByRole('region', { name: t('privacy:title') });
  await expect(privacy.getByText(t('privacy:sessions.count', { count: 2 }))).toBeVisible();
  await expect(privacy.getByText(t('privacy:sessions.thisDevice'))).toBeVisible();
  await privacy.scrollIntoViewIfNeeded();
  await snap(alice, testInfo, language, 'privacy');

  // Signing the laptop out ends its session at once.
  const laptopName = t('privacy:sessions.device', { browser: 'Firefox', system: 'Windows 10' });
  await privacy
    .getByRole('button', { name: t('privacy:sessions.endLabel', { device: laptopName, date: '' }) })
    .click();
  await expect(privacy.getByText(t('privacy:sessions.count', { count: 1 }))).toBeVisible();
  const refused = await laptop.request.get(endpointUrl(endpoints.getProfile), {
    headers: { authorization: `Bearer ${laptopToken}` },
  });
  expect(refused.status()).toBe(401);

  // The data file holds Alice's likes and their match, never what Bob alone likes.
  const download = alice.waitForEvent('download');
  await privacy.getByRole('button', { name: t('privacy:export.download') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^duet-${a.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const text = await readFile(await file.path(), 'utf8');
  const data = JSON.parse(text) as AccountExport;
  expect(data.likes.map((fantasy) => fantasy.title)).toEqual([shared!.title]);
  expect(data.matches.map((fantasy) => fantasy.id)).toEqual([shared!.id]);
  expect(text).not.toContain(bobsOwn!.slug);

  // Deleting asks for the username and says what goes.
  await waitForToastsToClose(alice);
  await alice.getByRole('button', { name: t('privacy:delete.button') }).click();
  const dialog = alice.getByRole('dialog', { name: t('privacy:delete.title') });
  await expect(dialog.getByText(t('privacy:delete.partner'))).toBeVisible();
  const confirm = dialog.getByRole('button', { name: t('privacy:delete.confirm') });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(t('privacy:delete.confirmLabel')).fill(a.username);
  await expect(confirm).toBeEnabled();
  await snap(alice, testInfo, language, 'delete-account');
  await confirm.click();
  await expect(alice.getByText(t('privacy:delete.deleted'))).toBeVisible();
  expect((await alice.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);

  // Bob: told only that his partner left; no partner, no matches, no match notification.
  await bob.goto(`${prefix}/notifications/`);
  await waitUntilInteractive(bob);
  await expect(bob.getByText(t('notifications:kinds.partner_left'))).toBeVisible();
  await expect(bob.getByText(a.username)).toHaveCount(0);
  await expect(bob.getByText(t('notifications:kinds.match', { actor: a.username }))).toHaveCount(0);
  await expect(bob.getByRole('main').getByText(shared!.title)).toHaveCount(0);
  await bob.goto(`${prefix}/profile/`);
  await expect(bob.getByLabel(t('account:partner.inviteLabel'))).toBeVisible();
});
