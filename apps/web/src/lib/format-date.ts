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

const isSameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * When something happened, as short as is clear: only the time today, the day and time this year,
 * the full date before that (24-hour clock, spec §2); to the second where minutes are not enough.
 */
export function formatMoment(
  iso: string,
  locale: Locale,
  now = new Date(),
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const moment = new Date(iso);
  const time: Intl.DateTimeFormatOptions = {
    hour: '2-digit',
    minute: '2-digit',
    second: seconds ? '2-digit' : undefined,
    hourCycle: 'h23',
  };
  const options: Intl.DateTimeFormatOptions = isSameDay(moment, now)
    ? time
    : moment.getFullYear() === now.getFullYear()
      ? { day: 'numeric', month: 'short', ...time }
      : { day: 'numeric', month: 'short', year: 'numeric', ...time };
  return new Intl.DateTimeFormat(dateLocale(locale), options).format(moment);
}

const MS_PER_DAY = 86_400_000;

/**
 * When a date happens, as people say it: «Сегодня в 19:00» / "Today at 19:00", yesterday and
 * tomorrow the same way, otherwise the weekday and the day («сб, 28 ноября в 00:00»), with the year
 * when it is not this one. The word between the day and the time is the locale's own.
 */
export function formatEventMoment(iso: string, locale: Locale, now = new Date()): string {
  const moment = new Date(iso);
  const tag = dateLocale(locale);
  const full = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    ...(moment.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const days = Math.round(
    (new Date(moment.toDateString()).getTime() - new Date(now.toDateString()).getTime()) / MS_PER_DAY,
  );
  if (Math.abs(days) > 1) return full.format(moment);
  const parts = full.formatToParts(moment);
  const hour = parts.findIndex((part) => part.type === 'hour');
  const joiner = parts[hour - 1]?.type === 'literal' ? parts[hour - 1]!.value : ' ';
  const time = parts
    .slice(hour)
    .map((part) => part.value)
    .join('');
  const day = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(days, 'day');
  return `${day.charAt(0).toLocaleUpperCase(tag)}${day.slice(1)}${joiner}${time}`;
}
