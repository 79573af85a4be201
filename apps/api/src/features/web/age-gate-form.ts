import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCEPTED_18P_COOKIE,
  ACCEPTED_18P_MAX_AGE_SECONDS,
  ACCEPTED_18P_VALUE,
  LOCALES,
  safeNextPath,
  splitLocalePrefix,
} from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { publicOrigin } from '../../lib/public-origin.ts';

/** The gate's address in every locale: `/18p/`, `/ru/18p/`, `/en/18p/`. */
export const AGE_GATE_PATHS = ['/18p/', ...LOCALES.map((locale) => `/${locale}/18p/`)];

/**
 * A post from another site: the browser says so (`Sec-Fetch-Site`), or, from a browser too old
 * to say, its `Origin` is not Duet's. A post with neither header is no browser's cross-site form.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== new URL(publicOrigin(request)).origin;
}

function nextOf(request: FastifyRequest): string | null {
  const body = request.body as Record<string, string> | null | undefined;
  const query = request.query as Record<string, string | undefined>;
  return safeNextPath(body?.next ?? query.next);
}

/**
 * The 18+ gate's form post (ADR 0031): the server-rendered gate answers a tap before the page's
 * scripts have loaded. It remembers the visitor's answer in the same cookie the web app writes,
 * then sends the browser on to `next` (a path on this site, else the locale's home page).
 */
export async function ageGateFormRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  for (const path of AGE_GATE_PATHS) {
    app.post(path, { schema: { hide: true } }, async (request, reply) => {
      if (isCrossSite(request)) throw new AppError('permission_denied');
      const { prefix } = splitLocalePrefix(request.url.split('?')[0] ?? '/');
      const next = nextOf(request) ?? `${prefix}/`;
      return reply
        .setCookie(ACCEPTED_18P_COOKIE, ACCEPTED_18P_VALUE, {
          maxAge: ACCEPTED_18P_MAX_AGE_SECONDS,
          path: '/',
          sameSite: 'lax',
          secure: publicOrigin(request).startsWith('https:'),
        })
        .redirect(next, 303);
    });
  }
}
