import { LOCALES, PAGE_ROUTES, localizePath, type PageRoute } from '@duet/contracts';
import { alternateAddresses } from './page-head.ts';

/** What the sitemap needs to know beyond the route table: the values of the listed routes' parameters. */
export type SitemapValues = { collectionSlugs: readonly string[] };

/**
 * The addresses of one listed route: itself, or for `/collections/:slug/` one per collection. A
 * route with any other parameter would have no values to list, and the test of the sitemap says so.
 */
function pathsOf(route: PageRoute, values: SitemapValues): string[] {
  if (!route.path.includes(':')) return [route.path];
  if (route.path === '/collections/:slug/') {
    return values.collectionSlugs.map((slug) => `/collections/${encodeURIComponent(slug)}/`);
  }
  return [];
}

/** Every public page in both languages, each with its hreflang alternates. */
export function renderSitemap(origin: string, values: SitemapValues): string {
  const listed: readonly PageRoute[] = PAGE_ROUTES.filter((route) => 'inSitemap' in route && route.inSitemap);
  const urls = listed
    .flatMap((route) => pathsOf(route, values))
    .flatMap((path) =>
      LOCALES.map((locale) => {
        const alternates = alternateAddresses(origin, path).map(
          ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        );
        const loc = `${origin}${localizePath(path, locale)}`;
        return `  <url>\n    <loc>${loc}</loc>\n${alternates.join('\n')}\n  </url>`;
      }),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
