import { describe, expect, it } from 'vitest';
import { formatMonthlyRubles, formatRubles } from './format.ts';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('premium formatting', () => {
  it('shows kopecks as roubles, without zero kopecks', () => {
    expect(spaces(formatRubles(119000))).toBe('1 190 ₽');
    expect(spaces(formatRubles(49050))).toBe('490,50 ₽');
  });

  it('rounds the monthly price to whole roubles', () => {
    expect(spaces(formatMonthlyRubles(119000, 3))).toBe('397 ₽');
    expect(spaces(formatMonthlyRubles(299000, 12))).toBe('249 ₽');
  });
});
