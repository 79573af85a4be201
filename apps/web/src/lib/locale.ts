import { useCallback } from 'react';
import { useLocation } from 'react-router';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  splitLocalePrefix,
  type Locale,
} from '@duet/contracts/plain';
import { readCookie, writeCookie } from './cookies.ts';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

export function readLocaleCookie(): Locale | null {
  const value = readCookie(LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

export function writeLocaleCookie(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
}

/** The interface language is whatever the URL prefix says (no prefix is Russian). */
export function useLocale(): Locale {
  return splitLocalePrefix(useLocation().pathname).locale;
}

/** Prefixes an unprefixed app path (`/matches/`) with the locale prefix the user is browsing under. */
export function useLocalizedPath(): (path: string) => string {
  const { prefix } = splitLocalePrefix(useLocation().pathname);
  return useCallback((path: string) => `${prefix}${path}`, [prefix]);
}

/** The current path without its locale prefix, e.g. `/events/invitations/`. */
export function useUnprefixedPath(): string {
  return splitLocalePrefix(useLocation().pathname).path;
}
