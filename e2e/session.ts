import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  ACCEPTED_18P_COOKIE,
  ACCEPTED_18P_VALUE,
  INTIMATE_CONSENT_VERSION,
  endpointUrl,
  endpoints,
} from '@duet/contracts/plain';
import { snap } from './screens.ts';
import { wordsIn, type Language } from './words.ts';

/** A visitor who already confirmed being 18 or older (the age gate's cookie). */
export async function passAgeGateAsVisitor(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: ACCEPTED_18P_COOKIE, value: ACCEPTED_18P_VALUE, url: baseURL }]);
}

/**
 * Waits until the page answers taps. A page a visitor opens arrives rendered by the server and is
 * readable at once, but its buttons work only once the browser has hydrated it (main.tsx marks it).
 */
export async function waitUntilInteractive(page: Page) {
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
}

/** How a test answers the consent banner: allow, only necessary, or leave it unanswered. */
export type ConsentAnswer = 'allow' | 'necessary' | 'none';

/** Answers the consent banner on the current page, in the page's language. */
export async function answerConsent(page: Page, answer: ConsentAnswer, language: Language = 'en') {
  if (answer === 'none') return;
  const { t } = wordsIn(language);
  await waitUntilInteractive(page);
  const banner = page.getByRole('region', { name: t('consent:banner.title') });
  await banner
    .getByRole('button', {
      name: t(answer === 'allow' ? 'consent:banner.allow' : 'consent:banner.necessary'),
    })
    .click();
  await expect(banner).toBeHidden();
}

/**
 * Gives the consent to process answers about fantasies (ADR 0035) as the page's person, through the
 * API: the step that asks for it has its own journey (swiping.spec.ts), and the web reads the API's
 * profile before asking, so the person is not asked again.
 */
export async function giveAnswersConsent(page: Page) {
  const response = await page.request.put(endpointUrl(endpoints.giveIntimateConsent), {
    headers: await bearerOf(page),
    data: { version: INTIMATE_CONSENT_VERSION },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Signs up through the UI as a new person would: development sign-in, account creation with the
 * username rules, then the age gate. Ends on the main page, in the language asked for (English
 * unless told). The consent banner is answered "only necessary" first unless the test says otherwise,
 * and the consent to process answers is given unless `answersConsent` is false.
 */
export async function signUp(
  page: Page,
  identity: string,
  username: string,
  {
    consent = 'necessary',
    language = 'en',
    answersConsent = true,
  }: { consent?: ConsentAnswer; language?: Language; answersConsent?: boolean } = {},
) {
  const { t, prefix } = wordsIn(language);
  await page.goto(`${prefix}/auth/login/`);
  await waitUntilInteractive(page);
  await answerConsent(page, consent, language);
  await page.getByLabel(t('account:login.dev.name')).fill(identity);
  await page.getByRole('button', { name: t('account:login.dev.submit') }).click();

  const usernameInput = page.getByLabel(t('account:account.username'));
  await expect(usernameInput).toBeVisible();
  const create = page.getByRole('button', { name: t('account:account.submit') });
  await usernameInput.fill('abc');
  await expect(create).toBeDisabled();
  await usernameInput.fill('abc!');
  await expect(page.getByText(t('error.auth.eng_username'))).toBeVisible();
  await usernameInput.fill(username);
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page).toHaveURL(/\/18p\//);
  await page.getByRole('button', { name: t('account:ageGate.confirm') }).click();
  await expect(page).not.toHaveURL(/\/18p\//);
  await expect(page.getByRole('navigation', { name: t('a11y.mainNavigation') })).toBeVisible();
  if (answersConsent) await giveAnswersConsent(page);
}

/**
 * The one-time interview offer is a card at the top of the profile once a couple has a match; it
 * must not block the page (no dialog), and "Not now" puts it away for good.
 */
export async function closeInterviewOffer(page: Page, language: Language = 'en') {
  const { t } = wordsIn(language);
  const offer = page.getByRole('region', { name: t('account:interview.title') });
  await expect(offer).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await snap(page, test.info(), language, 'interview-offer');
  await offer.getByRole('button', { name: t('account:interview.notNow') }).click();
  await expect(offer).toBeHidden();
}

/** Links two signed-up people through their profile pages: the first invites, the second accepts. */
export async function linkPartners(
  inviter: Page,
  invitee: Page,
  inviteeUsername: string,
  language: Language = 'en',
) {
  const { t, prefix } = wordsIn(language);
  await inviter.goto(`${prefix}/profile/`);
  await inviter.getByLabel(t('account:partner.inviteLabel')).fill(inviteeUsername);
  await inviter.getByRole('button', { name: t('account:partner.invite'), exact: true }).click();
  await expect(inviter.getByText(t('account:partner.pending', { username: inviteeUsername }))).toBeVisible();
  await invitee.goto(`${prefix}/profile/`);
  await invitee.getByRole('button', { name: t('account:partner.accept') }).click();
  await expect(invitee.getByRole('button', { name: t('account:partner.remove') })).toBeVisible();
}

/** Headers for `page.request` to call the API as the page's signed-in person: the API reads a bearer token. */
export async function bearerOf(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('The page is not signed in.');
  return { authorization: `Bearer ${token}` };
}
