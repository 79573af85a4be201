import { describe, expect, it } from 'vitest';
import { eventCalendarFile } from './calendar-file.ts';

describe('eventCalendarFile', () => {
  it('is a discreet VEVENT in UTC with CRLF lines, worded in the reader’s language', () => {
    const file = eventCalendarFile(
      { id: 7, happensAt: new Date('2026-12-12T19:00:00Z') },
      'ru',
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Duet//Duet//RU',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:duet-event-7@duet',
      'DTSTAMP:20261121T100000Z',
      'DTSTART:20261212T190000Z',
      'DURATION:PT2H',
      'SUMMARY:Duet ❤',
      'DESCRIPTION:Ваше свидание в Duet. Подробности — в приложении.',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(eventCalendarFile({ id: 7, happensAt: new Date() }, 'en')).toContain(
      'DESCRIPTION:Your date in Duet.',
    );
  });
});
