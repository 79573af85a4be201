import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { passAgeGateAsVisitor } from './session.ts';
import { snap } from './screens.ts';
import { fetchCatalogue } from './catalogue-api.ts';

const stamp = Date.now().toString(36);

test('a new person invites by link from the feed; the partner signs up from the link and accepts @mobile', async ({
  browser,
  baseURL,
  people,
  language,
  words: { t, prefix },
}, testInfo) => {
  // The partner signs up through the link's popup, as pairing is what this journey is about.
  const { page: alice, username: aliceName } = await people.person('link_a', {
    context: { permissions: ['clipboard-read', 'clipboard-write'] },
  });

  // The profile, where "Add partner" leads, shows the invite form and no interview offer yet.
  await alice.goto(`${prefix}/profile/`);
  await expect(alice.getByLabel(t('account:partner.inviteLabel'))).toBeVisible();
  await expect(alice.getByRole('dialog')).toHaveCount(0);

  // Right after sign-up the feed asks to invite, and makes the link there.
  await alice.goto(`${prefix}/`);
  const nudge = alice.getByRole('region', { name: t('account:nudge.title') });
  // axe checks the feed with this card, as a partnerless person sees it, with every page.
  await expect(nudge).toBeVisible();
  await nudge.getByRole('button', { name: t('account:partner.link.create') }).click();
  const field = nudge.getByLabel(t('account:partner.link.label'));
  // Unprefixed in either language: the partner's own language applies (ADR 0032).
  await expect(field).toHaveValue(new RegExp(`^${baseURL}/join/[A-Za-z0-9_-]{32}/$`));
  const url = await field.inputValue();
  await nudge.getByRole('button', { name: t('account:partner.link.copyLabel') }).click();
  await expect(alice.getByText(t('share.copied'))).toBeVisible();
  expect(await alice.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await snap(alice, testInfo, language, 'invite-nudge');

  // The partner opens it as a visitor, sees who invites, signs up in the popup and is linked.
  const bobContext = await browser.newContext();
  await passAgeGateAsVisitor(bobContext, baseURL!);
  const bob = await bobContext.newPage();
  const bobName = `link_b_${testInfo.project.name.slice(0, 1)}${stamp}`;
  await bob.goto(url);
  await expect(
    bob.getByRole('heading', { level: 1, name: t('account:join.heading', { username: aliceName }) }),
  ).toBeVisible();
  await snap(bob, testInfo, language, 'join-visitor');
  await expectNoAxeViolations(bob);
  await bob.getByRole('button', { name: t('account:join.signInToAccept') }).click();
  const dialog = bob.getByRole('dialog', { name: t('account:needLogin.title') });
  await dialog.getByLabel(t('account:login.dev.name'), { exact: true }).fill(`link-b-${bobName}`);
  await dialog.getByRole('button', { name: t('account:login.dev.submit'), exact: true }).click();
  await bob.getByLabel(t('account:account.username')).fill(bobName);
  await bob.getByRole('button', { name: t('account:account.submit') }).click();
  await expect(
    bob.getByRole('heading', { name: t('account:join.successTitle', { username: aliceName }) }),
  ).toBeVisible();

  // Both see the couple; the link is used up and the nudge is gone.
  await bob.goto(`${prefix}/profile/`);
  await expect(bob.getByText(t('account:partner.current', { username: aliceName }))).toBeVisible();
  await alice.goto(`${prefix}/profile/`);
  await expect(alice.getByText(t('account:partner.current', { username: bobName }))).toBeVisible();
  await snap(alice, testInfo, language, 'profile-couple');
  await alice.goto(`${prefix}/`);
  await expect(alice.getByRole('heading', { level: 1, name: t('fantasies:feed.title') })).toBeVisible();
  await expect(
    alice.getByRole('button', { name: new RegExp(`^${t('matches:like.likeVisible')}`) }).first(),
  ).toBeVisible();
  await expect(nudge).toHaveCount(0);
  await bob.goto(url);
  await expect(bob.getByRole('heading', { level: 1, name: t('account:join.invalidTitle') })).toBeVisible();
});

test('the date popup fits a phone: Plan is in view without scrolling, moods scroll sideways @mobile', async ({
  people,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone layout');
  const { page } = await people.person('fit');
  const fantasies = await fetchCatalogue(page.request, 'en');
  const light = fantasies.find((fantasy) => fantasy.difficulty === 'light')!;
  await page.goto(`/en/fantasies/${light.slug}/`);
  await page.getByRole('button', { name: 'Plan a date' }).click();
  const popup = page.getByRole('dialog', { name: light.title });
  await expect(popup.getByRole('button', { name: 'Plan', exact: true })).toBeInViewport();
  await expect(popup.getByRole('radio', { name: /Fire/ })).toBeInViewport();
  // People tap the mood's tile, the radio inside it is drawn by its label.
  await popup.locator('label').filter({ hasText: 'Candle' }).click();
  await expect(popup.getByRole('radio', { name: /Candle/ })).toBeChecked();
  await expect(popup.getByRole('button', { name: 'Plan', exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('an invite sent to the wrong person is withdrawn, and they keep nothing of it @mobile', async ({
  people,
  language,
  words: { t, prefix },
}, testInfo) => {
  const { page: alice, username: aliceName } = await people.person('wd_a');
  const { page: bob, username: bobName } = await people.person('wd_b');

  await alice.goto(`${prefix}/profile/`);
  await alice.getByLabel(t('account:partner.inviteLabel')).fill(bobName);
  await alice.getByRole('button', { name: t('account:partner.invite'), exact: true }).click();
  const pending = alice.getByText(t('account:partner.pending', { username: bobName }));
  await expect(pending).toBeVisible();
  await bob.goto(`${prefix}/profile/`);
  const incoming = bob.getByText(t('account:partner.incomingFrom', { username: aliceName }));
  await expect(incoming).toBeVisible();
  await snap(alice, testInfo, language, 'invite-sent');
  await expectNoAxeViolations(alice);

  await alice.getByRole('button', { name: t('account:partner.withdraw'), exact: true }).click();
  await expect(pending).toBeHidden();
  // Bob's open profile loses the invitation live, and his notifications never name Alice.
  await expect(incoming).toBeHidden();
  await bob.goto(`${prefix}/notifications/`);
  await expect(bob.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bob.getByRole('main').getByText(aliceName)).toHaveCount(0);
  // Alice can invite again at once.
  await expect(alice.getByLabel(t('account:partner.inviteLabel'))).toBeVisible();
});
