import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateLocale, formatEventMoment, formatLongDate, formatMoment } from './format-date.ts';

afterEach(() => vi.unstubAllGlobals());

describe('dateLocale', () => {
  it('writes Russian dates the Russian way, English ones as the browser prefers', () => {
    expect(dateLocale('ru', ['en-GB'])).toBe('ru-RU');
    expect(dateLocale('en', ['ru-RU', 'en-GB', 'en-US'])).toBe('en-GB');
    expect(dateLocale('en', ['en-US'])).toBe('en-US');
    expect(dateLocale('en', ['en', 'ru'])).toBe('en-US');
    expect(dateLocale('en', [])).toBe('en-US');
  });
});

describe('formatLongDate', () => {
  it('writes the day in the interface language', () => {
    vi.stubGlobal('navigator', { languages: ['en-US'] });
    expect(formatLongDate('2027-03-08T12:00:00.000Z', 'ru')).toBe('8 марта 2027 г.');
    expect(formatLongDate('2027-03-08T12:00:00.000Z', 'en')).toBe('March 8, 2027');
    vi.stubGlobal('navigator', { languages: ['en-GB'] });
    expect(formatLongDate('2027-03-08T12:00:00.000Z', 'en')).toBe('8 March 2027');
  });
});

describe('formatMoment', () => {
  const now = new Date(2026, 10, 24, 18, 30);
  it('gives only the time for today, the day for this year, and the year before that', () => {
    vi.stubGlobal('navigator', { languages: ['en-GB'] });
    expect(formatMoment(new Date(2026, 10, 24, 9, 5).toISOString(), 'ru', now)).toBe('09:05');
    expect(formatMoment(new Date(2026, 10, 24, 9, 5, 7).toISOString(), 'en', now, { seconds: true })).toBe(
      '09:05:07',
    );
    expect(formatMoment(new Date(2026, 10, 23, 21, 40).toISOString(), 'ru', now)).toBe('23 нояб., 21:40');
    expect(formatMoment(new Date(2026, 10, 23, 21, 40).toISOString(), 'en', now)).toBe('23 Nov, 21:40');
    expect(formatMoment(new Date(2025, 11, 31, 23, 0).toISOString(), 'ru', now)).toBe(
      '31 дек. 2025 г., 23:00',
    );
  });
});

describe('formatEventMoment', () => {
  const now = new Date(2026, 10, 26, 18, 30);
  it('says today, tomorrow and yesterday in words, other days by weekday and date', () => {
    vi.stubGlobal('navigator', { languages: ['en-GB'] });
    const at = (day: number, hours: number, minutes = 0, year = 2026) =>
      new Date(year, 10, day, hours, minutes).toISOString();
    expect(formatEventMoment(at(26, 19), 'ru', now)).toBe('Сегодня в 19:00');
    expect(formatEventMoment(at(27, 9, 30), 'ru', now)).toBe('Завтра в 09:30');
    expect(formatEventMoment(at(25, 0), 'ru', now)).toBe('Вчера в 00:00');
    expect(formatEventMoment(at(28, 0), 'ru', now)).toBe('сб, 28 ноября в 00:00');
    expect(formatEventMoment(at(26, 19), 'en', now)).toBe('Today at 19:00');
    expect(formatEventMoment(at(27, 0, 5), 'en', now)).toBe('Tomorrow at 00:05');
    expect(formatEventMoment(at(28, 0), 'en', now)).toBe('Sat 28 November at 00:00');
    expect(formatEventMoment(at(28, 20, 0, 2027), 'ru', now)).toBe('вс, 28 ноября 2027 г. в 20:00');
  });
});
