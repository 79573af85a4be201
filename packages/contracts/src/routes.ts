import { DEFAULT_LOCALE, INVITE_LINK_TOKEN_PATTERN, LOCALES, type Locale } from './constants.ts';

export type Layout = 'authorized-main' | 'authorized' | 'default';
export type Guard = 'check-username' | 'authenticated' | null;

export type PageRoute = {
  /** React Router pattern, always with the trailing slash. */
  path: string;
  layout: Layout;
  guard: Guard;
  /** Listed in /sitemap.xml; a path with a parameter, once for each value the server knows. */
  inSitemap?: boolean;
};

/** Every page of spec section 2. The server answers any other page path with a real 404. */
export const PAGE_ROUTES = [
  { path: '/', layout: 'authorized-main', guard: 'check-username', inSitemap: true },
  { path: '/18p/', layout: 'default', guard: null },
  { path: '/about/', layout: 'default', guard: null, inSitemap: true },
  // The accessibility statement, the privacy policy and the terms (issue 34): open to everyone, the
  // 18+ gate included, since a person should be able to read them before agreeing to anything.
  { path: '/accessibility/', layout: 'default', guard: null, inSitemap: true },
  { path: '/auth/login/', layout: 'default', guard: null, inSitemap: true },
  // Themed collections of the catalogue (ADR 0029): public like the feed. The sitemap lists each
  // collection by its slug; an unknown slug is a real 404, as for a fantasy.
  { path: '/collections/', layout: 'authorized-main', guard: 'check-username', inSitemap: true },
  { path: '/collections/:slug/', layout: 'authorized-main', guard: 'check-username', inSitemap: true },
  { path: '/events/', layout: 'authorized-main', guard: 'check-username' },
  { path: '/events/events/', layout: 'authorized-main', guard: 'check-username' },
  { path: '/events/experience/', layout: 'authorized-main', guard: 'check-username' },
  { path: '/events/invitations/', layout: 'authorized-main', guard: 'check-username' },
  { path: '/fantasies/:slug/', layout: 'authorized', guard: 'check-username' },
  { path: '/fantasies/:slug/feedback/', layout: 'authorized', guard: 'check-username' },
  { path: '/fantasies/:slug/preparation/', layout: 'authorized', guard: 'check-username' },
  { path: '/fantasies/:slug/:slug2/', layout: 'authorized', guard: 'check-username' },
  { path: '/gift/', layout: 'authorized', guard: 'authenticated' },
  // Redeeming is for adults with a finished account, as everywhere else (issue 12).
  { path: '/gift/:cert/', layout: 'authorized', guard: 'check-username' },
  // An invite link (ADR 0017): open to visitors, who sign in to accept.
  { path: '/join/:token/', layout: 'authorized', guard: 'check-username' },
  { path: '/matches/', layout: 'authorized-main', guard: 'check-username' },
  { path: '/matches/deepid/', layout: 'authorized-main', guard: 'check-username' },
  { path: '/matches/likes/', layout: 'authorized-main', guard: 'check-username' },
  { path: '/notifications/', layout: 'authorized-main', guard: 'check-username' },
  // The couple's own cards (ADR 0030): private to the two, so never in the sitemap; a visitor is
  // asked to sign in there, as on the other signed-in main pages.
  { path: '/own-cards/', layout: 'authorized-main', guard: 'check-username' },
  { path: '/privacy/', layout: 'default', guard: null, inSitemap: true },
  { path: '/profile/', layout: 'authorized', guard: 'authenticated' },
  { path: '/profile/payment-success/', layout: 'authorized', guard: null },
  { path: '/profile/plans/', layout: 'authorized', guard: 'authenticated' },
  { path: '/terms/', layout: 'default', guard: null, inSitemap: true },
  { path: '/test-tinkoff/', layout: 'default', guard: null },
  { path: '/vk_oauth/', layout: 'default', guard: null },
  { path: '/yandex_oauth/', layout: 'default', guard: null },
] as const satisfies readonly PageRoute[];

export type PagePath = (typeof PAGE_ROUTES)[number]['path'];

/** What a route parameter may look like; anything else is a 404 (spec: "a route may fail validation"). */
export const ROUTE_PARAM_PATTERNS: Record<string, RegExp> = {
  slug: /^[a-z0-9][a-z0-9-]*$/,
  slug2: /^[a-z0-9][a-z0-9-]*$/,
  cert: /^[A-Za-z0-9_-]{16,64}$/,
  token: INVITE_LINK_TOKEN_PATTERN,
};

export type PageMatch = {
  route: PageRoute;
  params: Record<string, string>;
  locale: Locale;
  /** The locale prefix as written in the URL: '' (default Russian), '/ru' or '/en'. */
  prefix: '' | `/${Locale}`;
};

/** Splits `/en/about/` into the locale prefix and the path inside it. */
export function splitLocalePrefix(pathname: string): {
  locale: Locale;
  prefix: PageMatch['prefix'];
  path: string;
} {
  for (const locale of LOCALES) {
    const prefix = `/${locale}` as const;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, prefix, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: DEFAULT_LOCALE, prefix: '', path: pathname };
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i]!;
    const value = pathParts[i]!;
    if (part.startsWith(':')) {
      const name = part.slice(1);
      const decoded = safeDecode(value);
      const rule = ROUTE_PARAM_PATTERNS[name];
      if (decoded === null || decoded === '' || (rule && !rule.test(decoded))) return null;
      params[name] = decoded;
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Finds the page a URL path shows, or null for a 404. Paths must carry their trailing slash. */
export function matchPage(pathname: string): PageMatch | null {
  const { locale, prefix, path } = splitLocalePrefix(pathname);
  if (prefix !== '' && pathname === prefix) return null;
  for (const route of PAGE_ROUTES) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params, locale, prefix };
  }
  return null;
}

/**
 * The slash form of a path that lacks its trailing slash, when that form is a page;
 * `/en/about` → `/en/about/`, `/en` → `/en/`. Null when no redirect applies.
 */
export function trailingSlashRedirect(pathname: string): string | null {
  if (pathname.endsWith('/')) return null;
  const withSlash = `${pathname}/`;
  if (LOCALES.some((locale) => withSlash === `/${locale}/`)) return withSlash;
  return matchPage(withSlash) ? withSlash : null;
}

/** The same page in another locale: Russian drops the prefix, English gets `/en`. */
export function localizePath(pathname: string, locale: Locale): string {
  const { path } = splitLocalePrefix(pathname);
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/**
 * The 404 page's heading and its line naming the path, in the page's language: the server writes
 * them into the HTML (for clients without JavaScript) and the web app shows the same words. English
 * keeps the spec's heading ('Page Not Found'); the line under it names the address alone, since
 * the spec's 'Page not found: {path}' repeated the heading word for word.
 */
export const NOT_FOUND_COPY: Record<Locale, { title: string; line: (path: string) => string }> = {
  en: { title: 'Page Not Found', line: (path) => `Address: ${path}` },
  ru: { title: 'Страница не найдена', line: (path) => `Адрес: ${path}` },
};
