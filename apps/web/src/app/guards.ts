import { replace, type LoaderFunctionArgs } from 'react-router';
import { splitLocalePrefix, type Guard } from '@duet/contracts/plain';
import { getSession } from '#lib/session.ts';

function redirectWithNext(prefix: string, page: string, url: URL): never {
  const next = encodeURIComponent(`${url.pathname}${url.search}`);
  throw replace(`${prefix}${page}?next=${next}`);
}

/**
 * Route guards, named by `PAGE_ROUTES[].guard` and run as each page route's loader: they read the
 * session cookies synchronously before the page's lazy chunk is fetched, so a guarded page never
 * flashes, and every redirect replaces the entry so Back does not bounce into it again.
 *
 * - `authenticated` — a visitor (no token or no profile) goes to `/auth/login/?next=<path>`.
 * - `check-username` — pages visitors may browse (the feed is public):
 *   - signed in with a provisional username (`oauth2…`/`apple…`) → `/auth/login/?next=<path>`,
 *     where the sign-in panel shows the account-creation step;
 *   - signed in, finished, 18+ not accepted on the account → `/18p/?next=<path>`;
 *   - a visitor who has not confirmed 18+ on this device (`accepted18p` cookie) → `/18p/?next=<path>`.
 * - no guard — open to everyone.
 *
 * Redirects keep the locale prefix the user is browsing under. `next` is the full path with its
 * query; the pages that read it accept only same-site paths.
 */
export function guardLoader(guard: Guard) {
  return ({ request }: LoaderFunctionArgs) => {
    if (guard === null) return null;
    const url = new URL(request.url);
    const { prefix } = splitLocalePrefix(url.pathname);
    const session = getSession();

    if (guard === 'authenticated') {
      if (!session.isAuthorized) redirectWithNext(prefix, '/auth/login/', url);
      return null;
    }
    if (session.needCreateAccount) redirectWithNext(prefix, '/auth/login/', url);
    if (!session.accepted18p) redirectWithNext(prefix, '/18p/', url);
    return null;
  };
}
