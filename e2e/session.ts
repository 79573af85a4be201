import { expect, type BrowserContext, type Page } from '@playwright/test';

/** A visitor who already confirmed being 18 or older (the age gate's cookie). */
export async function passAgeGateAsVisitor(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'accepted18p', value: '1', url: baseURL }]);
}

/** How a test answers the consent banner: allow, only necessary, or leave it unanswered. */
export type ConsentAnswer = 'allow' | 'necessary' | 'none';

/** Answers the consent banner on the current page (English). */
export async function answerConsent(page: Page, answer: ConsentAnswer) {
  if (answer === 'none') return;
  const banner = page.getByRole('region', { name: 'A word about privacy' });
  await banner.getByRole('button', { name: answer === 'allow' ? 'Allow' : 'Only necessary' }).click();
  await expect(banner).toBeHidden();
}

/**
 * Signs up through the UI as a new person would: development sign-in, account creation with the
 * username rules, then the age gate. Ends on the main page. The consent banner is answered "only
 * necessary" first unless the test says otherwise.
 */
export async function signUp(
  page: Page,
  identity: string,
  username: string,
  { consent = 'necessary' }: { consent?: ConsentAnswer } = {},
) {
  await page.goto('/en/auth/login/');
  await answerConsent(page, consent);
  await page.getByLabel('Name').fill(identity);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const usernameInput = page.getByLabel('Username');
  await expect(usernameInput).toBeVisible();
  const create = page.getByRole('button', { name: 'Create account' });
  await usernameInput.fill('abc');
  await expect(create).toBeDisabled();
  await usernameInput.fill('abc!');
  await expect(page.getByText('Only Latin letters, digits, dash, underscore and dot.')).toBeVisible();
  await usernameInput.fill(username);
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page).toHaveURL(/\/18p\//);
  await page.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(page).not.toHaveURL(/\/18p\//);
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
}

/** The one-time interview offer opens on the first profile visit of a new account. */
export async function closeInterviewOffer(page: Page) {
  const offer = page.getByRole('dialog', { name: 'Help us shape Duet' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(offer).toBeHidden();
}

/** Links two signed-up people through their profile pages: the first invites, the second accepts. */
export async function linkPartners(inviter: Page, invitee: Page, inviteeUsername: string) {
  await inviter.goto('/en/profile/');
  await inviter.getByLabel("Partner's username").fill(inviteeUsername);
  await inviter.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(inviter.getByText(`Waiting for ${inviteeUsername} to answer`)).toBeVisible();
  await invitee.goto('/en/profile/');
  await invitee.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByRole('button', { name: 'Remove partner' })).toBeVisible();
}

/** Headers for `page.request` to call the API as the page's signed-in person: the API reads a bearer token. */
export async function bearerOf(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('The page is not signed in.');
  return { authorization: `Bearer ${token}` };
}
