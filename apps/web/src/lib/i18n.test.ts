import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';

describe('plurals', () => {
  it('uses the three Russian forms', () => {
    const t = i18n.getFixedT('ru', 'fantasies');
    expect(t('feed.count', { count: 1 })).toBe('1 фантазия');
    expect(t('feed.count', { count: 2 })).toBe('2 фантазии');
    expect(t('feed.count', { count: 5 })).toBe('5 фантазий');
    expect(t('feed.count', { count: 11 })).toBe('11 фантазий');
    expect(t('feed.count', { count: 21 })).toBe('21 фантазия');
    expect(t('feed.count', { count: 96 })).toBe('96 фантазий');
  });

  it('uses the two English forms', () => {
    const t = i18n.getFixedT('en', 'fantasies');
    expect(t('feed.count', { count: 1 })).toBe('1 fantasy');
    expect(t('feed.count', { count: 21 })).toBe('21 fantasies');
  });
});
