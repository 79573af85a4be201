import { useSyncExternalStore } from 'react';
import {
  ACCEPTED_18P_COOKIE,
  ACCEPTED_18P_MAX_AGE_SECONDS,
  ACCEPTED_18P_VALUE,
  isProvisionalUsername,
  SESSION_COOKIE_MAX_AGE_SECONDS,
} from '@duet/contracts/plain';
import type { Me, Partner } from '@duet/contracts';
import { deleteCookie, readCookie, readCookies, writeCookie } from './cookies.ts';

export const TOKEN_COOKIE = 'token';
export const PROFILE_COOKIE = 'profile';
export const PARTNER_COOKIE = 'partner';

/**
 * Query keys of data that belongs to the signed-in user start with this, so signing out (or in as
 * someone else) can drop all of it at once and nothing leaks between accounts on one device.
 */
export const USER_SCOPE = 'me';

export type Session = {
  token: string | null;
  profile: Me | null;
  partner: Partner | null;
  /** Spec §4: a token and a profile. */
  isAuthorized: boolean;
  /** Signed in and the account has its real username (not `oauth2…`/`apple…`). */
  isAuthorizationCompleted: boolean;
  /** Signed in with a provisional username: the account-creation step must run. */
  needCreateAccount: boolean;
  /** The account's `accept_18_disclaimer`, or for visitors the `accepted18p` cookie. */
  accepted18p: boolean;
};

function parseJson<Value>(text: string | null, isValid: (value: unknown) => boolean): Value | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? (value as Value) : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isProfile = (value: unknown) =>
  isObject(value) && typeof value.id === 'number' && typeof value.username === 'string';
const isPartner = (value: unknown) =>
  isObject(value) && typeof value.id === 'number' && typeof value.username === 'string';

function readSession(): Session {
  const token = readCookie(TOKEN_COOKIE) || null;
  const profile = parseJson<Me>(readCookie(PROFILE_COOKIE), isProfile);
  const partner = parseJson<Partner>(readCookie(PARTNER_COOKIE), isPartner);
  const isAuthorized = token !== null && profile !== null;
  const needCreateAccount = isAuthorized && isProvisionalUsername(profile.username);
  return {
    token,
    profile,
    partner,
    isAuthorized,
    isAuthorizationCompleted: isAuthorized && !needCreateAccount,
    needCreateAccount,
    accepted18p: isAuthorized
      ? profile.accept_18_disclaimer
      : readCookie(ACCEPTED_18P_COOKIE) === ACCEPTED_18P_VALUE,
  };
}

// The cookies are the source of truth; the parsed snapshot is reused until they change.
let lastCookies: string | null = null;
let snapshot: Session | null = null;
const listeners = new Set<() => void>();

export function getSession(): Session {
  const cookies = readCookies();
  if (snapshot === null || cookies !== lastCookies) {
    lastCookies = cookies;
    snapshot = readSession();
  }
  return snapshot;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

const SESSION_MAX_AGE = SESSION_COOKIE_MAX_AGE_SECONDS;

/**
 * An account that confirmed 18+ confirmed it on this device too: after a logout the visitor is not
 * asked again here, as on a device where they confirmed before signing in.
 */
function rememberAdultOnDevice(profile: Me): void {
  if (profile.accept_18_disclaimer && !hasVisitorAccepted18p()) {
    writeCookie(ACCEPTED_18P_COOKIE, ACCEPTED_18P_VALUE, ACCEPTED_18P_MAX_AGE_SECONDS);
  }
}

/** Sign-in: the new token and profile replace whatever was stored, including the old partner. */
export function storeSignIn(access: string, profile: Me): void {
  writeCookie(TOKEN_COOKIE, access, SESSION_MAX_AGE);
  writeCookie(PROFILE_COOKIE, JSON.stringify(profile), SESSION_MAX_AGE);
  deleteCookie(PARTNER_COOKIE);
  rememberAdultOnDevice(profile);
  notify();
}

export function storeProfile(profile: Me): void {
  if (!getSession().token) return;
  writeCookie(PROFILE_COOKIE, JSON.stringify(profile), SESSION_MAX_AGE);
  rememberAdultOnDevice(profile);
  notify();
}

export function storePartner(partner: Partner | null): void {
  if (!getSession().token) return;
  if (partner) writeCookie(PARTNER_COOKIE, JSON.stringify(partner), SESSION_MAX_AGE);
  else deleteCookie(PARTNER_COOKIE);
  notify();
}

/** Logout, or a token the API no longer accepts: forget the token, the profile and the partner. */
export function clearSession(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(PROFILE_COOKIE);
  deleteCookie(PARTNER_COOKIE);
  notify();
}

let wasEndedByServer = false;

/**
 * The API says this device's session is over although the person did not sign out here: signed
 * out from another device or everywhere, expired, or the account deleted. The session is forgotten
 * as by logout, and the page is told why (`takeSessionEndedByServer`).
 */
export function endSessionByServer(): void {
  if (!getSession().token) return;
  wasEndedByServer = true;
  clearSession();
}

/** Whether the session that just ended was ended by the server; answers true once per ending. */
export function takeSessionEndedByServer(): boolean {
  const was = wasEndedByServer;
  wasEndedByServer = false;
  return was;
}

/** A visitor confirmed being 18+: remembered for a year on this device. */
export function storeVisitorAccepted18p(): void {
  writeCookie(ACCEPTED_18P_COOKIE, ACCEPTED_18P_VALUE, ACCEPTED_18P_MAX_AGE_SECONDS);
  notify();
}

export function hasVisitorAccepted18p(): boolean {
  return readCookie(ACCEPTED_18P_COOKIE) === ACCEPTED_18P_VALUE;
}
