import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date.ts';

describe('formatLongDate', () => {
  it('writes the day in the interface language', () => {
    expect(formatLongDate('2027-03-08T12:00:00.000Z', 'ru')).toBe('8 марта 2027 г.');
    expect(formatLongDate('2027-03-08T12:00:00.000Z', 'en')).toBe('March 8, 2027');
  });
});
