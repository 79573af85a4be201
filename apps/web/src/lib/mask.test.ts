import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import { maskOptions, PHONE_MASK, toIMaskPattern } from './mask.ts';

/** What the input shows after `typed` is entered into a field with the spec mask `mask`. */
function resolve(mask: string, typed: string): string {
  const masked = IMask.createMask(maskOptions(mask));
  masked.resolve(typed);
  return masked.value;
}

describe('spec masks (§5) on IMask', () => {
  it('# takes digits only', () => {
    expect(resolve('###', '1a2b3')).toBe('123');
    expect(resolve('#', 'z')).toBe('');
  });

  it('X takes Latin and Cyrillic letters and digits', () => {
    expect(resolve('XXX', 'a1я')).toBe('a1я');
    expect(resolve('X', '-')).toBe('');
  });

  it('S takes letters, Latin or Cyrillic, but no digits', () => {
    expect(resolve('SS', '1bЖ')).toBe('bЖ');
  });

  it('A makes letters upper-case and refuses digits', () => {
    expect(resolve('AA', 'aб')).toBe('AБ');
    expect(resolve('A', '7')).toBe('');
  });

  it('a makes letters lower-case', () => {
    expect(resolve('aa', 'QЯ')).toBe('qя');
    expect(resolve('a', '7')).toBe('');
  });

  it('! makes the next character a literal, tokens included', () => {
    expect(toIMaskPattern('!#-#')).toBe('\\#\\-#');
    expect(resolve('!##', '5')).toBe('#5');
    expect(resolve('!A!a#', '1')).toBe('Aa1');
  });

  it("keeps IMask's own definition and syntax characters literal", () => {
    expect(resolve('0#', '5')).toBe('05');
    expect(resolve('*#', '5')).toBe('*5');
    expect(resolve('[#]#', '56')).toBe('[5]6');
  });

  it('formats a Russian phone, typed or pasted with its country code', () => {
    expect(resolve(PHONE_MASK, '9991234567')).toBe('+7 (999) 123-45-67');
    expect(resolve(PHONE_MASK, '+79991234567')).toBe('+7 (999) 123-45-67');
  });
});
