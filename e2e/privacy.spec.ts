import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import {
  endpointUrl,
  endpoints,
  type AccountExport,
  type EndpointAnswer,
  type Fantasy,
} from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { snap } from './screens.ts';
import { bearerOf, closeInterviewOffer, linkPartners, signUp, waitUntilInteractive } from './session.ts';
import { waitForToastsToClose } from './toasts.ts';
import { LANGUAGES, wordsIn } from './words.ts';
import { fetchCatalogue } from './catalogue-api.ts';

const stamp = Date.now().toString(36);

for (const language of LANGUAGES) {
  test(`${language}: a person sees their devices, downloads their data and deletes the account; the partner is told only that they left @mobile`, async ({
    browser,
    request,
  }, testInfo) => {
    test.slow();
    const { t, prefix } = wordsIn(language);
    const id = `${testInfo.project.name.slice(0, 1)}${language}${stamp}`;
    const fantasies = await fetchCatalogue(request, language);
    const [shared, bobsOwn] = fantasies.filter((fantasy) => fantasy.difficulty === 'light');

    const alice = await (await browser.newContext({ ...testInfo.project.use })).newPage();
    const bob = await (await browser.newContext()).newPage();
    await signUp(alice, `pv-a-${id}`, `pv_a_${id}`, { language });
    await signUp(bob, `pv-b-${id}`, `pv_b_${id}`, { language });
    await linkPartners(alice, bob, `pv_b_${id}`, language);
    const like = async (page: typeof alice, fantasy: Fantasy) =>
      expect(
        (
          await page.request.post(endpointUrl(endpoints.likeFantasy, { id: fantasy.id }), {
            headers: await bearerOf(page),
          })
        ).ok(),
      ).toBe(true);
    await like(alice, shared!);
    await like(bob, shared!);
    await like(bob, bobsOwn!);

    // Alice also signed in on a laptop.
    const laptop = await (await browser.newContext()).newPage();
    const signedIn = await laptop.request.post(endpointUrl(endpoints.devLogin), {
      data: { username: `pv-a-${id}` },
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0' },
    });
    const laptopToken = ((await signedIn.json()) as EndpointAnswer<'devLogin'>).access;

    await alice.goto(`${prefix}/profile/`);
    // With a partner and a match, the first profile visit offers the interview.
    await closeInterviewOffer(alice, language);
    const privacy = alice.getByRole('region', { name: t('privacy:title') });
    await expect(privacy.getByText(t('privacy:sessions.count', { count: 2 }))).toBeVisible();
    await expect(privacy.getByText(t('privacy:sessions.thisDevice'))).toBeVisible();
    await expectNoAxeViolations(alice);
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
    expect(file.suggestedFilename()).toMatch(new RegExp(`^duet-pv_a_${id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
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
    await dialog.getByLabel(t('privacy:delete.confirmLabel')).fill(`pv_a_${id}`);
    await expect(confirm).toBeEnabled();
    await snap(alice, testInfo, language, 'delete-account');
    await confirm.click();
    await expect(alice.getByText(t('privacy:delete.deleted'))).toBeVisible();
    expect((await alice.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);

    // Bob: told only that his partner left; no partner, no matches, no match notification.
    await bob.goto(`${prefix}/notifications/`);
    await waitUntilInteractive(bob);
    await expect(bob.getByText(t('notifications:kinds.partner_left'))).toBeVisible();
    await expect(bob.getByText(`pv_a_${id}`)).toHaveCount(0);
    await expect(bob.getByText(t('notifications:kinds.match', { actor: `pv_a_${id}` }))).toHaveCount(0);
    await expect(bob.getByRole('main').getByText(shared!.title)).toHaveCount(0);
    await bob.goto(`${prefix}/profile/`);
    await expect(bob.getByLabel(t('account:partner.inviteLabel'))).toBeVisible();
  });
}
