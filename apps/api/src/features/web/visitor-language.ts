import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  localizePath,
  type Locale,
  type PageMatch,
} from '@duet/contracts';
import { pickLocale } from '../../lib/accept-language.ts';
import { publicOrigin } from '../../lib/public-origin.ts';

/**
 * Sign-in return pages are addresses registered with the providers; Yandex's carries its token in
 * the hash. They stay where they are, as in the web app's root loader.
 */
const STAYS_PUT = new Set(['/vk_oauth/', '/yandex_oauth/']);

export type VisitorLanguage = {
  /** Where to send the visitor instead, or null to serve the page as asked. */
  location: string | null;
  /** A language the browser chose that the cookie should remember from now on. */
  remember: Locale | null;
};

function cookieLocale(request: FastifyRequest): Locale | null {
  const value = request.cookies[LOCALE_COOKIE];
  return LOCALES.find((locale) => locale === value) ?? null;
}

/**
 * Which language an unprefixed (Russian) page should open in (ADR 0032). The remembered choice
 * wins; without one, the browser's Accept-Language; without that header (crawlers), the page as
 * addressed, so search engines keep stable URLs. Prefixed pages are followed links and never move.
 * An address that is no page moves too, so its 404 speaks the visitor's language (the web app reads
 * the language from the address).
 */
export function visitorLanguage(
  request: FastifyRequest,
  page: { prefix: PageMatch['prefix']; routePath: string },
): VisitorLanguage {
  const stay = { location: null, remember: null };
  if (page.prefix !== '' || STAYS_PUT.has(page.routePath)) return stay;
  const chosen = cookieLocale(request);
  const header = request.headers['accept-language'];
  const locale = chosen ?? (header ? pickLocale(header) : DEFAULT_LOCALE);
  if (locale === DEFAULT_LOCALE) return stay;
  const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
  const path = localizePath(pathname, locale);
  return { location: query ? `${path}?${query}` : path, remember: chosen ? null : locale };
}

/** What an unprefixed page's answer depends on, for caches between the server and the browser. */
export function varyByVisitorLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = new Set(
    String(current ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  names.add('Accept-Language');
  names.add('Cookie');
  reply.header('vary', [...names].join(', '));
}

/** Remembers the language the browser chose, as the language switcher would (a script-readable cookie). */
export function rememberLocale(request: FastifyRequest, reply: FastifyReply, locale: Locale): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: publicOrigin(request).startsWith('https:'),
    httpOnly: false,
  });
}
