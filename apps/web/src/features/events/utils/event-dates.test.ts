import { describe, expect, it } from 'vitest';
import {
  combineDayAndTime,
  defaultDate,
  isAfterMinimum,
  isPublicEventOpen,
  minimumDate,
  minuteOptions,
  publicEventDate,
  startOfDay,
} from './event-dates.ts';

// Local-time constructors keep these tests independent of the machine's time zone.
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe('event date rules', () => {
  it('uses now as the minimum for a fantasy and the start of today for a public event', () => {
    const now = at(2026, 3, 14, 18, 42, 10);
    expect(minimumDate(now, false)).toEqual(now);
    expect(minimumDate(now, true)).toEqual(at(2026, 3, 14));
  });

  it('defaults to now + 59 minutes rounded down to the hour', () => {
    expect(defaultDate(at(2026, 3, 14, 18, 0))).toEqual(at(2026, 3, 14, 18));
    expect(defaultDate(at(2026, 3, 14, 18, 1))).toEqual(at(2026, 3, 14, 19));
    expect(defaultDate(at(2026, 3, 14, 18, 42, 30))).toEqual(at(2026, 3, 14, 19));
    expect(defaultDate(at(2026, 3, 14, 18, 59, 59))).toEqual(at(2026, 3, 14, 19));
  });

  it('crosses midnight into the next day, month and year', () => {
    expect(defaultDate(at(2026, 3, 14, 23, 30))).toEqual(at(2026, 3, 15, 0));
    expect(defaultDate(at(2026, 3, 31, 23, 5))).toEqual(at(2026, 4, 1, 0));
    expect(defaultDate(at(2026, 12, 31, 23, 1))).toEqual(at(2027, 1, 1, 0));
    expect(defaultDate(at(2026, 3, 14, 23, 0))).toEqual(at(2026, 3, 14, 23));
  });

  it('accepts only moments strictly after the minimum', () => {
    const now = at(2026, 3, 14, 18, 42);
    expect(isAfterMinimum(at(2026, 3, 14, 18, 42), minimumDate(now, false))).toBe(false);
    expect(isAfterMinimum(at(2026, 3, 14, 18, 40), minimumDate(now, false))).toBe(false);
    expect(isAfterMinimum(at(2026, 3, 14, 18, 45), minimumDate(now, false))).toBe(true);
    expect(isAfterMinimum(defaultDate(now), minimumDate(now, false))).toBe(true);
    // A public event earlier today is still fine; one yesterday late in the evening is not.
    expect(isAfterMinimum(at(2026, 3, 14, 0, 30), minimumDate(now, true))).toBe(true);
    expect(isAfterMinimum(at(2026, 3, 13, 23, 59), minimumDate(now, true))).toBe(false);
    expect(isAfterMinimum(startOfDay(now), minimumDate(now, true))).toBe(false);
  });

  it('puts a calendar day and a time together locally', () => {
    expect(combineDayAndTime(at(2026, 3, 14, 9, 17), 21, 35)).toEqual(at(2026, 3, 14, 21, 35));
  });

  it('reads public event dates as UTC', () => {
    const date = publicEventDate({ date: '2026-03-14', time: '19:30:00' });
    expect(date.toISOString()).toBe('2026-03-14T19:30:00.000Z');
    expect(
      isPublicEventOpen({ date: '2026-03-14', time: '19:30:00' }, new Date('2026-03-14T22:00:00Z')),
    ).toBe(true);
    expect(
      isPublicEventOpen({ date: '2026-03-14', time: '19:30:00' }, new Date('2026-03-15T00:00:00Z')),
    ).toBe(false);
  });

  it('offers minutes in 5-minute steps and keeps an odd current minute', () => {
    expect(minuteOptions(0)).toHaveLength(12);
    expect(minuteOptions(17)).toContain(17);
    expect(minuteOptions(17)).toHaveLength(13);
  });
});
