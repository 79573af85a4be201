import { LOCALES, localizePath, type Locale, type PageHead } from '@duet/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';

const OG_LOCALES: Record<Locale, string> = { ru: 'ru_RU', en: 'en_US' };

export /** The same page in each language, and Russian as the default for any other (`x-default`). */
function alternateAddresses(origin: string, path: string): { hreflang: string; href: string }[] {
  const href = (locale: Locale) => `${origin}${localizePath(path, locale)}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: 'x-default', href: href('ru') },
  ];
}

/**
 * The title and description of every page; public pages add their canonical address, the same
 * page in each language (hreflang, Russian as x-default) and Open Graph tags for link previews.
 */
export function renderHeadTags(head: PageHead, path: string, locale: Locale, origin: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (!head.isPublic) return tags.join('\n    ');
  const canonical = escapeHtml(`${origin}${localizePath(path, locale)}`);
  tags.push(`<link rel="canonical" href="${canonical}" />`);
  for (const { hreflang, href } of alternateAddresses(origin, path)) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
  }
  tags.push(
    '<meta property="og:site_name" content="Duet" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}/icons/icon-512.png`)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`,
    ),
  );
  return tags.join('\n    ');
}
