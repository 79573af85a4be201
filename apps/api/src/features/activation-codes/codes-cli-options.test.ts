import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codesCliOptionsSchema } from './codes-cli-options.ts';

describe('npm run codes options', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads numbers and ends an expiry date at the end of its UTC day', () => {
    expect(codesCliOptionsSchema.parse({ months: '3', expires: '2026-11-23' })).toEqual({
      months: 3,
      uses: 1,
      count: 1,
      expires: new Date('2026-11-23T23:59:59.999Z'),
    });
  });

  it.each(['2026-11-22', '0000-01-01', '2026-02-30', '10000-01-01', '23.11.2026'])(
    'refuses the expiry %s',
    (expires) => {
      expect(codesCliOptionsSchema.safeParse({ months: '1', expires }).success).toBe(false);
    },
  );

  it.each([{ months: '0' }, { months: '121' }, { months: '1', uses: '0' }, { months: '1', count: '10001' }])(
    'refuses %o',
    (options) => {
      expect(codesCliOptionsSchema.safeParse(options).success).toBe(false);
    },
  );
});
