import {
  devices,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { EndpointAnswer, Me } from '@duet/contracts';
import { INTIMATE_CONSENT_VERSION, endpointUrl, endpoints } from '@duet/contracts/plain';
import type { ConsentAnswer } from './session.ts';

/**
 * Someone made through the API, as a finished sign-up leaves them, and signed in on a page of
 * their own. `identity` signs the same account in again through the development sign-in.
 */
export type Person = { page: Page; username: string; identity: string; id: number; token: string };

export type PersonOptions = {
  /** The device: the test project's (a phone in `mobile`) unless a desktop browser is asked for. */
  screen?: 'project' | 'desktop';
  /** How the statistics banner was answered on this device: "only necessary" unless told. */
  banner?: ConsentAnswer;
  /** Whether the person consented to the processing of their answers (ADR 0035); yes unless told. */
  answersConsent?: boolean;
  /** More options for the person's browser context (permissions, a locale…). */
  context?: BrowserContextOptions;
};

/** The cookie the statistics banner keeps its answer in (apps/web/src/lib/consent.ts). */
const CONSENT_COOKIE = 'duet_consent';
const BANNER_COOKIE_VALUE = { allow: 'all', necessary: 'necessary', none: null } as const;

/** A desktop browser, for someone beside a phone test's person: contexts otherwise take the project's device. */
const { defaultBrowserType: _, ...DESKTOP } = devices['Desktop Chrome'];

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Fails with the API's own answer when a call that sets a person up does not succeed. */
async function expectOk(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/**
 * A finished account, as the sign-up journey leaves it: the development sign-in, the username
 * chosen, 18+ confirmed, and (unless told) the consent to process answers given.
 */
export async function createAccount(
  request: APIRequestContext,
  identity: string,
  username: string,
  { answersConsent = true }: { answersConsent?: boolean } = {},
): Promise<{ token: string; me: Me }> {
  const signedIn = await expectOk(
    await request.post(endpointUrl(endpoints.devLogin), { data: { username: identity } }),
    `signing ${identity} in`,
  );
  const token = ((await signedIn.json()) as EndpointAnswer<'devLogin'>).access;
  await expectOk(
    await request.put(endpointUrl(endpoints.updateProfile), {
      headers: bearer(token),
      data: { username, accept_18_disclaimer: true },
    }),
    `choosing ${username}`,
  );
  if (answersConsent) {
    await expectOk(
      await request.put(endpointUrl(endpoints.giveIntimateConsent), {
        headers: bearer(token),
        data: { version: INTIMATE_CONSENT_VERSION },
      }),
      `${username}'s consent to answers`,
    );
  }
  const me = await expectOk(
    await request.get(endpointUrl(endpoints.getProfile), { headers: bearer(token) }),
    `${username}'s profile`,
  );
  return { token, me: (await me.json()) as Me };
}

/** Links two people as partners through the invite endpoints: the first invites, the second accepts. */
export async function linkCouple(request: APIRequestContext, inviter: Person, invitee: Person) {
  const invite = await expectOk(
    await request.post(endpointUrl(endpoints.createInvite), {
      headers: bearer(inviter.token),
      data: { username: invitee.username },
    }),
    `${inviter.username} inviting ${invitee.username}`,
  );
  const { id } = (await invite.json()) as EndpointAnswer<'createInvite'>;
  await expectOk(
    await request.post(endpointUrl(endpoints.acceptInvite, { id }), { headers: bearer(invitee.token) }),
    `${invitee.username} accepting`,
  );
}

/**
 * Opens a browser context signed in as the account, with the cookies the web app itself keeps
 * after a sign-in (`apps/web/src/lib/session.ts`): the token and the profile, whose 18+ answer the
 * guards read; plus the statistics banner's answer. The device's own 18+ cookie is left to the
 * app, which writes it once it reads the profile.
 */
export async function openSignedIn(
  browser: Browser,
  baseURL: string,
  account: { token: string; me: Me },
  { screen = 'project', banner = 'necessary', context = {} }: PersonOptions = {},
): Promise<Page> {
  const browserContext = await browser.newContext({ ...(screen === 'desktop' ? DESKTOP : {}), ...context });
  const consent = BANNER_COOKIE_VALUE[banner];
  await browserContext.addCookies(
    [
      { name: 'token', value: account.token },
      { name: 'profile', value: encodeURIComponent(JSON.stringify(account.me)) },
      ...(consent ? [{ name: CONSENT_COOKIE, value: consent }] : []),
    ].map((cookie) => ({ ...cookie, url: baseURL, sameSite: 'Lax' as const })),
  );
  return browserContext.newPage();
}
