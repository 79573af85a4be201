import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './unstorable-text.ts';

describe('findUnstorableText', () => {
  it('names the top-level field of a NUL or a lone surrogate at any depth, in keys too', () => {
    expect(findUnstorableText({ text: 'a\u0000' })).toBe('text');
    expect(findUnstorableText({ events: [{ platform: 'x\uD800' }] })).toBe('events');
    expect(findUnstorableText({ events: [{ props: { 'key\uDC00': 1 } }] })).toBe('events');
    expect(findUnstorableText({ 'bad\u0000key': 'fine' })).toBe('bad\u0000key');
    expect(findUnstorableText([1, 'a\u0000'])).toBe('1');
    expect(findUnstorableText('\uDFFF')).toBe('non_field_errors');
  });

  it('passes paired surrogates, other control characters and non-strings', () => {
    expect(findUnstorableText({ text: '🔥 👩‍❤️‍👨', tab: 'a\tb', n: 1, b: true, none: null })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('walks a body nested deeper than the call stack', () => {
    let deep: unknown = 'a\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(findUnstorableText({ deep })).toBe('deep');
  });
});
