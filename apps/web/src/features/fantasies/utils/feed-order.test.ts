import { describe, expect, it } from 'vitest';
import type { Fantasy, FantasyFilters } from '@duet/contracts';
import {
  DEFAULT_FILTERS,
  filterFantasies,
  isFiltersActive,
  orderFeed,
  resetFilters,
  shuffleStable,
  unseenFirst,
  withinBolderCards,
} from './feed-order.ts';

const fantasy = (id: number, tags: number[], difficulty: Fantasy['difficulty'] = 'light'): Fantasy => ({
  id,
  slug: `f${id}`,
  teaser: '',
  title: `F${id}`,
  tags,
  // Collections 7 and 8 stand beside the tags: every odd id is in 7, ids above 3 in 8.
  collections: [...(id % 2 === 1 ? [7] : []), ...(id > 3 ? [8] : [])],
  difficulty,
});

const CATALOGUE = [
  fantasy(1, [1, 2], 'light'),
  fantasy(2, [3], 'medium'),
  fantasy(3, [], 'hard'),
  fantasy(4, [2], 'medium'),
  fantasy(5, [1], 'hard'),
];
const ids = (items: Fantasy[]) => items.map((item) => item.id);
const filters = (overrides: Partial<FantasyFilters>): FantasyFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});

describe('filters active rule (spec §5)', () => {
  it('is off for the defaults', () => {
    expect(isFiltersActive(DEFAULT_FILTERS)).toBe(false);
  });

  it('is on with tags, a difficulty or a non-random order', () => {
    expect(isFiltersActive(filters({ tags: [1] }))).toBe(true);
    expect(isFiltersActive(filters({ difficulty: 'hard' }))).toBe(true);
    expect(isFiltersActive(filters({ sorting: 'likes' }))).toBe(true);
    expect(isFiltersActive(filters({ sorting: 'comments' }))).toBe(true);
    expect(isFiltersActive(filters({ collection: 7 }))).toBe(true);
  });

  it('reset gives no difficulty, random order and no tags', () => {
    expect(resetFilters()).toEqual({ difficulty: null, sorting: 'random', tags: [], collection: null });
    expect(isFiltersActive(resetFilters())).toBe(false);
  });
});

describe('filtering', () => {
  it('keeps a fantasy with ANY of the chosen tags', () => {
    expect(ids(filterFantasies(CATALOGUE, filters({ tags: [2, 3] })))).toEqual([1, 2, 4]);
  });

  it('keeps only the chosen collection, together with the other filters', () => {
    expect(ids(filterFantasies(CATALOGUE, filters({ collection: 7 })))).toEqual([1, 3, 5]);
    expect(ids(filterFantasies(CATALOGUE, filters({ collection: 8, difficulty: 'hard' })))).toEqual([5]);
  });

  it('keeps only the chosen difficulty', () => {
    expect(ids(filterFantasies(CATALOGUE, filters({ difficulty: 'medium' })))).toEqual([2, 4]);
  });

  it('combines difficulty and tags', () => {
    expect(ids(filterFantasies(CATALOGUE, filters({ difficulty: 'hard', tags: [1] })))).toEqual([5]);
  });
});

describe('random order', () => {
  it('is a permutation that depends only on the seed', () => {
    const first = ids(shuffleStable(CATALOGUE, 42));
    expect([...first].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(ids(shuffleStable([...CATALOGUE].reverse(), 42))).toEqual(first);
    expect(ids(orderFeed(CATALOGUE, DEFAULT_FILTERS, undefined, 42))).toEqual(first);
  });

  it('keeps the remaining fantasies in the same relative order when filtering', () => {
    const all = ids(orderFeed(CATALOGUE, DEFAULT_FILTERS, undefined, 7));
    const filtered = ids(orderFeed(CATALOGUE, filters({ tags: [1, 2] }), undefined, 7));
    expect(filtered).toEqual(all.filter((id) => [1, 4, 5].includes(id)));
  });

  it('differs between seeds (a new shuffle each load)', () => {
    const many = Array.from({ length: 30 }, (_, index) => fantasy(index + 1, []));
    expect(ids(shuffleStable(many, 1))).not.toEqual(ids(shuffleStable(many, 2)));
  });
});

describe('count orders', () => {
  const stats = {
    '1': { like_count: 2, feedback_count: 9 },
    '2': { like_count: 8, feedback_count: 0 },
    '4': { like_count: 4, feedback_count: 3 },
  };

  it('"likes" puts the most matched first; absent ids count zero', () => {
    const order = ids(orderFeed(CATALOGUE, filters({ sorting: 'likes' }), stats, 3));
    expect(order.slice(0, 3)).toEqual([2, 4, 1]);
    expect([...order.slice(3)].sort()).toEqual([3, 5]);
  });

  it('"comments" puts the most feedback first', () => {
    const order = ids(orderFeed(CATALOGUE, filters({ sorting: 'comments' }), stats, 3));
    expect(order.slice(0, 2)).toEqual([1, 4]);
  });

  it('works without stats', () => {
    expect(orderFeed(CATALOGUE, filters({ sorting: 'likes' }), undefined, 3)).toHaveLength(5);
  });
});

describe('unseenFirst', () => {
  it('puts the cards not yet answered first, keeping the order within each group', () => {
    const items = [1, 2, 3, 4, 5].map((id) => ({ id }));
    expect(unseenFirst(items, new Set([1, 4])).map((item) => item.id)).toEqual([2, 3, 5, 1, 4]);
    expect(unseenFirst(items, new Set()).map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('show bolder cards (ADR 0029)', () => {
  it('keeps light cards only when off, adds medium ones for some, keeps everything for all', () => {
    expect(ids(withinBolderCards(CATALOGUE, 'off'))).toEqual([1]);
    expect(ids(withinBolderCards(CATALOGUE, 'some'))).toEqual([1, 2, 4]);
    expect(ids(withinBolderCards(CATALOGUE, 'all'))).toEqual([1, 2, 3, 4, 5]);
  });
});
