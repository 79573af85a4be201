import { useSyncExternalStore } from 'react';
import { INTIMATE_CONSENT_VERSION, endpoints } from '@duet/contracts/plain';
import type { Locale, Me } from '@duet/contracts';
import { ApiError, api } from './api-client.ts';
import { getSession, storeProfile } from './session.ts';

/**
 * The consent to process one's answers about fantasies (ADR 0035) is asked in a step of its own
 * before an answer that needs it is sent: the answer waits for the step, goes once the person
 * agrees, and is dropped when they do not. The API decides, not the profile this device stored,
 * which may be behind (consent given or withdrawn on another device, a new text). This module
 * holds that wait; the step itself is `features/consent`'s, mounted while
 * `useIsIntimateConsentAsked()`.
 */

/** The person closed the consent step without agreeing: the answer that waited was not sent. */
const declined = () =>
  new ApiError({
    status: 0,
    code: 'consent_declined',
    detail: 'The consent to process answers was not given.',
  });

/** Whether the profile holds a consent to the current text; an older text is asked again. */
export function hasIntimateConsent(profile: Me | null): boolean {
  return profile?.intimate_answers_consent?.version === INTIMATE_CONSENT_VERSION;
}

let asked: { promise: Promise<void>; settle: (isGiven: boolean) => void } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Opens the step, or joins the one already open: every answer waiting goes or stays together. */
export function askForIntimateConsent(): Promise<void> {
  if (!asked) {
    let settle: (isGiven: boolean) => void = () => undefined;
    const promise = new Promise<void>((resolve, reject) => {
      settle = (isGiven) => (isGiven ? resolve() : reject(declined()));
    });
    asked = { promise, settle };
    notify();
  }
  return asked.promise;
}

/** The step's answer: the waiting answers are sent (given) or dropped (not given). */
export function settleIntimateConsent(isGiven: boolean): void {
  const current = asked;
  asked = null;
  notify();
  current?.settle(isGiven);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useIsIntimateConsentAsked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => asked !== null,
    () => false,
  );
}

/**
 * Whether the consent is there: the stored profile says so, or else the API's (read once, as the
 * consent may have been given on another device), so nobody is asked twice.
 */
async function isConsentGiven(locale: Locale): Promise<boolean> {
  if (hasIntimateConsent(getSession().profile)) return true;
  try {
    const profile = await api(endpoints.getProfile, { locale });
    storeProfile(profile);
    return hasIntimateConsent(profile);
  } catch {
    return false;
  }
}

/**
 * Sends an answer about fantasies once the consent is there, asking for it first when it is not.
 * Should the API still refuse for want of it (403 `consent_required`, having stored nothing:
 * withdrawn elsewhere since this device last looked), asks and sends once more. Rejects with the
 * `consent_declined` code when the person says no.
 */
export async function withIntimateConsent<Result>(
  locale: Locale,
  send: () => Promise<Result>,
): Promise<Result> {
  if (!(await isConsentGiven(locale))) await askForIntimateConsent();
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'consent_required')) throw error;
    // A stored consent to the current text is one withdrawn elsewhere; an older text stays, so the
    // step can say the text changed.
    const { profile } = getSession();
    if (profile && hasIntimateConsent(profile)) storeProfile({ ...profile, intimate_answers_consent: null });
    await askForIntimateConsent();
    return send();
  }
}
