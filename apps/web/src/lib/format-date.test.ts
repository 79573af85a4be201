import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateLocale, formatLongDate, formatMoment } from './format-date.ts';

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
    expect(formatMoment(new Date(2026, 10, 23, 21, 40).toISOString(), 'ru', now)).toBe('23 нояб., 21:40');
    expect(formatMoment(new Date(2026, 10, 23, 21, 40).toISOString(), 'en', now)).toBe('23 Nov, 21:40');
    expect(formatMoment(new Date(2025, 11, 31, 23, 0).toISOString(), 'ru', now)).toBe(
      '31 дек. 2025 г., 23:00',
    );
  });
});
