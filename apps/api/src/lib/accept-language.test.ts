import { describe, expect, it } from 'vitest';
import { pickLocale } from './accept-language.ts';

describe('pickLocale', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8', 'ru'],
    ['de-DE,en;q=0.5,ru;q=0.7', 'ru'],
    ['de, fr', 'ru'],
    ['en;q=0, ru;q=0.1', 'ru'],
    ['EN-gb', 'en'],
    ['en;q=abc', 'ru'],
  ] as const)('%s → %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});
