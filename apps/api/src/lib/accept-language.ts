import { DEFAULT_LOCALE, LOCALES, type Locale } from '@duet/contracts';

/** Picks ru or en from an Accept-Language header by quality, falling back to Russian. */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; quality: number } | null = null;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const language = range.trim().toLowerCase().split('-')[0] as Locale;
    if (!LOCALES.includes(language)) continue;
    const qualityParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qualityParam ? Number(qualityParam.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { locale: language, quality };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
