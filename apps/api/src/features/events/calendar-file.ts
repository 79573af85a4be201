import type { Locale } from '@duet/contracts';

/** `20261212T190000Z`: the UTC form iCalendar wants. */
const icsDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const DESCRIPTION: Record<Locale, string> = {
  ru: 'Ваше свидание в Duet. Подробности — в приложении.',
  en: 'Your date in Duet. The details are in the app.',
};

/**
 * An accepted plan as an .ics file. Discreet on purpose: a calendar is often shared or shown on a
 * lock screen, so the title says only "Duet ❤" and nothing about the fantasy.
 */
export function eventCalendarFile(
  event: { id: number; happensAt: Date },
  locale: Locale,
  now = new Date(),
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Duet//Duet//' + locale.toUpperCase(),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:duet-event-${event.id}@duet`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(event.happensAt)}`,
    'DURATION:PT2H',
    'SUMMARY:Duet ❤',
    `DESCRIPTION:${DESCRIPTION[locale]}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
