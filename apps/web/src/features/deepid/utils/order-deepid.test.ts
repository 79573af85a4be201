import { describe, expect, it } from 'vitest';
import { deepidGrid, orderDeepid, toggleDeepid } from './order-deepid.ts';

const catalogue = Array.from({ length: 12 }, (_, index) => ({ id: index + 1 }));
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const stats = {
  '3': { like_count: 10, feedback_count: 0 },
  '5': { like_count: 6, feedback_count: 0 },
  '7': { like_count: 6, feedback_count: 0 },
  '9': { like_count: 2, feedback_count: 0 },
};

describe('deep id order (spec §4)', () => {
  it('puts the chosen first, in the chosen order, then the rest by descending like count', () => {
    expect(ids(orderDeepid(catalogue, [9, 1], stats)).slice(0, 6)).toEqual([9, 1, 3, 5, 7, 2]);
  });

  it('orders everything by like count when nothing is chosen; ties keep the catalogue order', () => {
    expect(ids(orderDeepid(catalogue, [], stats)).slice(0, 5)).toEqual([3, 5, 7, 9, 1]);
  });

  it('skips chosen ids missing from the catalogue', () => {
    expect(ids(orderDeepid(catalogue, [99, 4], stats))[0]).toBe(4);
  });

  it('shows the first nine in the grid', () => {
    expect(deepidGrid(catalogue, [], stats)).toHaveLength(9);
    expect(ids(deepidGrid(catalogue, [12], stats))[0]).toBe(12);
  });
});

describe('deep id selection', () => {
  it('adds at the end and removes wherever it is', () => {
    expect(toggleDeepid([3, 1], 2)).toEqual([3, 1, 2]);
    expect(toggleDeepid([3, 1, 2], 1)).toEqual([3, 2]);
  });

  it('adds nothing beyond nine, but still removes', () => {
    const full = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(toggleDeepid(full, 10)).toEqual(full);
    expect(toggleDeepid(full, 5)).toHaveLength(8);
  });
});
