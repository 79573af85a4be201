import type { Locale } from '@duet/contracts';

/**
 * The locale dates are written in: Russian as in Russia; English as the browser prefers it
 * (en-GB writes «24 November», en-US "November 24"), American when the browser names no English.
 */
export function dateLocale(locale: Locale, preferred: readonly string[] = browserLanguages()): string {
  if (locale === 'ru') return 'ru-RU';
  return preferred.find((tag) => /^en(-|$)/i.test(tag) && tag.length > 2) ?? 'en-US';
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  // Older and embedded browsers may have only `language`.
  return navigator.languages ?? (navigator.language ? [navigator.language] : []);
}

/** A day in the interface language: «22 ноября 2026 г.» / "November 22, 2026". */
export function formatLongDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

const isSameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * When something happened, as short as is clear: only the time today, the day and time this year,
 * the full date before that (24-hour clock, spec §2).
 */
export function formatMoment(iso: string, locale: Locale, now = new Date()): string {
  const moment = new Date(iso);
  const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  const options: Intl.DateTimeFormatOptions = isSameDay(moment, now)
    ? time
    : moment.getFullYear() === now.getFullYear()
      ? { day: 'numeric', month: 'short', ...time }
      : { day: 'numeric', month: 'short', year: 'numeric', ...time };
  return new Intl.DateTimeFormat(dateLocale(locale), options).format(moment);
}
