import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from './cookies.ts';

/** `all`: Duet's own statistics and the configured third-party counters; `necessary`: neither. */
export type Consent = 'all' | 'necessary';

export const CONSENT_COOKIE = 'duet_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type Listener = (consent: Consent | null) => void;
const listeners = new Set<Listener>();

function parse(value: string | null): Consent | null {
  return value === 'all' || value === 'necessary' ? value : null;
}

/** The visitor's stored choice, or null while they have not made one. */
export function readConsent(): Consent | null {
  return parse(readCookie(CONSENT_COOKIE));
}

/** Stores the choice for a year and tells every subscriber (analytics, the banner, the profile). */
export function writeConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, consent, CONSENT_MAX_AGE_SECONDS);
  for (const listener of [...listeners]) listener(consent);
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice, re-rendering when it changes in this tab. */
export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribeConsent, readConsent, readConsent);
}
