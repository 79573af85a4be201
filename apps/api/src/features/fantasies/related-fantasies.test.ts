import { describe, expect, it } from 'vitest';
import type { Fantasy } from '@duet/contracts';
import { relatedFantasies } from './related-fantasies.ts';

const fantasy = (id: number, tags: number[], difficulty: Fantasy['difficulty'] = 'light'): Fantasy => ({
  id,
  slug: `f-${id}`,
  title: `F${id}`,
  teaser: `Teaser ${id}.`,
  tags,
  collections: [],
  difficulty,
});

describe('relatedFantasies', () => {
  it('orders by shared tags, then closer difficulty, then id, and leaves out the fantasy itself', () => {
    const base = fantasy(1, [1, 2, 3]);
    const catalogue = [
      base,
      fantasy(2, [1], 'hard'),
      fantasy(3, [1, 2]),
      fantasy(4, [9]),
      fantasy(5, [2], 'light'),
      fantasy(6, [1, 2, 3], 'medium'),
    ];
    expect(relatedFantasies(base, catalogue).map((item) => item.id)).toEqual([6, 3, 5, 2]);
  });

  it('returns nothing when no tag is shared', () => {
    expect(relatedFantasies(fantasy(1, [1]), [fantasy(2, [2])])).toEqual([]);
  });
});
