import { describe, expect, it } from 'vitest';
import { couplesOf, likeStateOf, withId, withoutId } from './like-state.ts';

describe('likeStateOf', () => {
  it('is none when the fantasy is neither liked nor matched, or nothing is loaded', () => {
    expect(likeStateOf(1, [2], [])).toBe('none');
    expect(likeStateOf(1, undefined, undefined)).toBe('none');
  });

  it('is like when only liked', () => {
    expect(likeStateOf(1, [1, 2], [2])).toBe('like');
  });

  it('is match when matched, which outranks the like', () => {
    expect(likeStateOf(2, [1, 2], [2])).toBe('match');
    // A match the liked list has not caught up with yet is still a match.
    expect(likeStateOf(3, [], [3])).toBe('match');
  });
});

describe('couplesOf', () => {
  it('counts couples: like_count has both partners of each couple', () => {
    expect(couplesOf(undefined)).toBe(0);
    expect(couplesOf(0)).toBe(0);
    expect(couplesOf(2)).toBe(1);
    expect(couplesOf(10)).toBe(5);
  });
});

describe('id list helpers', () => {
  it('adds once and removes every copy', () => {
    expect(withId([1], 1)).toEqual([1]);
    expect(withId(undefined, 4)).toEqual([4]);
    expect(withoutId([1, 2], 1)).toEqual([2]);
    expect(withoutId(undefined, 1)).toEqual([]);
  });
});
