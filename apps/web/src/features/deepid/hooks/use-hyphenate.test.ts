import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHyphenate } from './use-hyphenate.ts';

const SOFT_HYPHEN = '\u00AD';

/** Hyphenates `title` once the language's patterns have loaded. */
async function hyphenated(locale: 'ru' | 'en', title: string) {
  const { result } = renderHook(() => useHyphenate(locale));
  await waitFor(() => expect(result.current(title)).toContain(SOFT_HYPHEN));
  return result.current(title);
}

describe('useHyphenate', () => {
  it('shows titles as written until the patterns load', () => {
    const { result } = renderHook(() => useHyphenate('ru'));
    expect(result.current('Свидание в ботаническом саду')).toBe('Свидание в ботаническом саду');
  });

  it('marks where long Russian and English words may break, and changes nothing else', async () => {
    const russian = await hyphenated('ru', 'Свидание в ботаническом саду');
    expect(russian.replaceAll(SOFT_HYPHEN, '')).toBe('Свидание в ботаническом саду');
    expect(russian.split(' ')[2]!.split(SOFT_HYPHEN).length).toBeGreaterThan(2);
    expect(russian.split(' ')[3]).toBe('саду');
    const english = await hyphenated('en', 'Ten compliments in a row');
    expect(english.replaceAll(SOFT_HYPHEN, '')).toBe('Ten compliments in a row');
  });
});
