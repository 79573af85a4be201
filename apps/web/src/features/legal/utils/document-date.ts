import type { Locale } from '@duet/contracts/plain';
import { dateLocale } from '#lib/format-date.ts';

/**
 * A document's day («27 ноября 2026 г.» / "November 27, 2026"), the same on the server and in any
 * browser, so the hydrating render matches the server's: no browser preference, no time zone.
 */
export function formatDocumentDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocale(locale, []), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
