import { LOCALES, localizePath, type Locale } from '@duet/contracts';

/** What entry-server.tsx tells about a rendered page's `<head>` (its `PageHead`). */
export type PageHead = { title: string; description: string; isPublic: boolean };

const OG_LOCALES: Record<Locale, string> = { ru: 'ru_RU', en: 'en_US' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  const href = (inLocale: Locale) => escapeHtml(`${origin}${localizePath(path, inLocale)}`);
  tags.push(`<link rel="canonical" href="${href(locale)}" />`);
  for (const alternate of LOCALES) {
    tags.push(`<link rel="alternate" hreflang="${alternate}" href="${href(alternate)}" />`);
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${href('ru')}" />`);
  tags.push(
    '<meta property="og:site_name" content="Duet" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${href(locale)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}/icons/icon-512.png`)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`,
    ),
  );
  return tags.join('\n    ');
}
