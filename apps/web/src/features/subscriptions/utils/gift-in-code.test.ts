import { describe, expect, it } from 'vitest';
import { giftIdIn, isGiftLink } from './gift-in-code.ts';

describe('giftIdIn', () => {
  it('finds the gift in a pasted link, with or without a language, or a bare id', () => {
    const id = 'k3Jq9_xYz-12AbCdEf';
    expect(giftIdIn(`https://duet.example/gift/${id}/`)).toBe(id);
    expect(giftIdIn(` https://duet.example/en/gift/${id}/?utm=x `)).toBe(id);
    expect(giftIdIn(`/gift/${id}`)).toBe(id);
    expect(giftIdIn(id)).toBe(id);
  });

  it('leaves codes and other text alone', () => {
    expect(giftIdIn('SPRING25')).toBeNull();
    expect(giftIdIn('https://duet.example/gift/short/')).toBeNull();
    expect(giftIdIn('two words here, long enough')).toBeNull();
  });

  it('tells a gift link, even a broken one, from a code', () => {
    expect(isGiftLink('https://duet.example/en/gift/abc/')).toBe(true);
    expect(isGiftLink('https://duet.example/gift/')).toBe(true);
    expect(isGiftLink('SPRING25')).toBe(false);
    expect(isGiftLink('gift-SPRING')).toBe(false);
  });
});
