import type { Locale } from '@duet/contracts';

/** A day in the interface language: «22 ноября 2026 г.» / "November 22, 2026". */
export function formatLongDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}
