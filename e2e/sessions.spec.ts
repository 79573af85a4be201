import { expect, test, type Page } from './fixtures.ts';
import { endpointUrl, endpoints } from '@duet/contracts';
import { snap } from './screens.ts';
import { answerConsent, waitUntilInteractive, type ConsentAnswer } from './session.ts';
import { wordsIn, type Language } from './words.ts';

/** Signs an existing account in on a browser, through the development sign-in. */
async function signInAgain(page: Page, identity: string, language: Language, consent: ConsentAnswer) {
  const { t, prefix } = wordsIn(language);
  await page.goto(`${prefix}/auth/login/`);
  await answerConsent(page, consent, language);
  await page.getByLabel(t('account:login.dev.name')).fill(identity);
  await page.getByRole('button', { name: t('account:login.dev.submit') }).click();
  await expect(page.getByRole('navigation', { name: t('a11y.mainNavigation') })).toBeVisible();
}

/** The devices list of the profile, on `page`. */
async function devicesOn(page: Page, language: Language) {
  const { t, prefix } = wordsIn(language);
  await page.goto(`${prefix}/profile/`);
  const privacy = page.getByRole('region', { name: t('privacy:title') });
  await expect(privacy.getByText(t('privacy:sessions.count', { count: 2 }))).toBeVisible();
  return privacy;
}

/** Signs the other device out from this one's devices list: the row that is not this device. */
async function signOtherDeviceOut(page: Page, language: Language) {
  const { t } = wordsIn(language);
  const privacy = await devicesOn(page, language);
  const other = privacy.getByRole('listitem').filter({ hasNotText: t('privacy:sessions.thisDevice') });
  await other.getByRole('button').click();
  await expect(privacy.getByText(t('privacy:sessions.count', { count: 1 }))).toBeVisible();
}

const hasToken = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name === 'token');

test('a device signed out from another one shows it at once, and a 401 does the same @mobile', async ({
  browser,
  people,
  language,
  words: { t, prefix },
}, testInfo) => {
  test.slow();
  const { page: phone, identity } = await people.person('so');
  const laptop = await (await browser.newContext()).newPage();
  await signInAgain(laptop, identity, language, 'necessary');

  // The devices list says when each signed in, and that this one is active now.
  const privacy = await devicesOn(phone, language);
  await expect(privacy.getByText(t('privacy:sessions.activeNow'))).toHaveCount(1);
  const signedIn = t('privacy:sessions.signedIn', { date: '' }).trim();
  await expect(privacy.getByText(new RegExp(`^${signedIn} \\d`))).toHaveCount(2);
  await privacy.getByRole('list', { name: t('privacy:sessions.title') }).scrollIntoViewIfNeeded();
  await snap(phone, testInfo, language, 'devices');

  // Without its stream, the laptop learns it at its next request: the 401 signs it out cleanly.
  await laptop.route(`**${endpointUrl(endpoints.openStream)}`, (route) => route.abort());
  await laptop.goto(`${prefix}/matches/`);
  await waitUntilInteractive(laptop);
  await signOtherDeviceOut(phone, language);
  await laptop
    .getByRole('navigation', { name: t('a11y.mainNavigation') })
    .getByRole('link', { name: t('nav.notifications') })
    .click();
  await expect(laptop.getByText(t('session.ended'))).toBeVisible();
  await expect(laptop.getByRole('heading', { name: t('notifications:signIn.title') })).toBeVisible();
  expect(await hasToken(laptop)).toBe(false);
  await laptop.unroute(`**${endpointUrl(endpoints.openStream)}`);

  // With its stream, the phone shows it at once, on its own: no reload, no tap.
  await signInAgain(laptop, identity, language, 'none');
  await phone.goto(`${prefix}/matches/`);
  await waitUntilInteractive(phone);
  await expect(phone.getByRole('heading', { name: t('matches:signIn.title') })).toHaveCount(0);
  await signOtherDeviceOut(laptop, language);
  await expect(phone.getByText(t('session.ended'))).toBeVisible();
  await expect(phone.getByRole('heading', { name: t('matches:signIn.title') })).toBeVisible();
  expect(await hasToken(phone)).toBe(false);
  await snap(phone, testInfo, language, 'signed-out-elsewhere');
});
