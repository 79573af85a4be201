import { data, replace, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { localizePath, matchPage, trailingSlashRedirect } from '@duet/contracts/plain';
import { readLocaleCookie } from '#lib/locale.ts';

/**
 * Runs before every page renders: adds the trailing slash, turns paths the route table rejects
 * (bad parameters, wrong case) into a 404 and honours a remembered English choice on unprefixed paths.
 */
export function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slashed = trailingSlashRedirect(url.pathname);
  if (slashed) throw replace(`${slashed}${url.search}`);

  const page = matchPage(url.pathname);
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' });

  // Sign-in return pages are addresses registered with the providers; Yandex's carries its token in
  // the hash, which a redirect would lose.
  const isProviderReturn = page.route.path === '/vk_oauth/' || page.route.path === '/yandex_oauth/';
  if (page.prefix === '' && !isProviderReturn && readLocaleCookie() === 'en') {
    throw replace(`${localizePath(url.pathname, 'en')}${url.search}`);
  }
  return null;
}

/** The root stays matched on every navigation, so ask for the loader again whenever the path changes. */
export const shouldRevalidateRoot: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
