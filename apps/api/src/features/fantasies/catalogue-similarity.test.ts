import { describe, expect, it } from 'vitest';
import { LOCALES } from '@duet/contracts';
import { CATALOGUE_DIR } from '../../paths.ts';
import { readCatalogue } from './catalogue-file.ts';
import { similarPairs, stemSimilarity, wordStems } from './catalogue-similarity.ts';

/** ADR 0029: the thresholds above which two fantasies count as near-duplicates. */
const TITLE_THRESHOLD = 0.75;
const DESCRIPTION_THRESHOLD = 0.35;

describe('similarity', () => {
  it('meets across word endings in both languages and ignores short words', () => {
    expect(stemSimilarity(wordStems('Вечер при свечах'), wordStems('Вечером при свечами'))).toBe(1);
    expect(stemSimilarity(wordStems('Candlelit bath'), wordStems('A bath by candlelight'))).toBe(1);
    expect(stemSimilarity(wordStems('A slow dance'), wordStems('Breakfast in bed'))).toBe(0);
  });

  it('finds a pair above the threshold and none below', () => {
    const texts = new Map([
      ['a', 'Run a warm bath with candles and music'],
      ['b', 'Run a warm bath with candles and soft music'],
      ['c', 'Climb a hill at dawn and watch the sunrise'],
    ]);
    expect(similarPairs(texts, DESCRIPTION_THRESHOLD).map(({ a, b }) => [a, b])).toEqual([['a', 'b']]);
  });
});

describe('the catalogue', async () => {
  const { fantasies } = await readCatalogue(CATALOGUE_DIR);

  it.each(LOCALES)('has no two titles or descriptions alike in %s', (locale) => {
    const texts = (field: 'title' | 'description') =>
      new Map(fantasies.map((fantasy) => [fantasy.slug, fantasy[field][locale]]));
    // Titles of one or two words say little; only longer ones can be near-duplicates by wording.
    const titles = new Map([...texts('title')].filter(([, title]) => wordStems(title).size >= 2));
    expect(similarPairs(titles, TITLE_THRESHOLD)).toEqual([]);
    expect(similarPairs(texts('description'), DESCRIPTION_THRESHOLD)).toEqual([]);
    expect(new Set(fantasies.map((fantasy) => fantasy.title[locale].toLowerCase())).size).toBe(
      fantasies.length,
    );
  });
});
