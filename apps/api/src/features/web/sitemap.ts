import { LOCALES, PAGE_ROUTES, localizePath, type Locale } from '@duet/contracts';

/** Every public page in both languages, each with its hreflang alternates. */
export function renderSitemap(origin: string): string {
  const href = (path: string, locale: Locale) => `${origin}${localizePath(path, locale)}`;
  const urls = PAGE_ROUTES.filter((route) => 'inSitemap' in route && route.inSitemap).flatMap((route) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${href(route.path, alternate)}"/>`,
      );
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(route.path, 'ru')}"/>`,
      );
      return `  <url>\n    <loc>${href(route.path, locale)}</loc>\n${alternates.join('\n')}\n  </url>`;
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
