import { LOCALES, PAGE_ROUTES, localizePath } from '@duet/contracts';
import { alternateAddresses } from './page-head.ts';

/** Every public page in both languages, each with its hreflang alternates. */
export function renderSitemap(origin: string): string {
  const urls = PAGE_ROUTES.filter((route) => 'inSitemap' in route && route.inSitemap).flatMap((route) =>
    LOCALES.map((locale) => {
      const alternates = alternateAddresses(origin, route.path).map(
        ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      );
      const loc = `${origin}${localizePath(route.path, locale)}`;
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
