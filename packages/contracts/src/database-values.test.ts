import { describe, expect, it } from 'vitest';
import {
  databaseIdParamSchema,
  databaseIdSchema,
  epochMillisecondsSchema,
  isoDateTimeSchema,
} from './database-values.ts';

describe('database values', () => {
  it('bounds ids to a PostgreSQL integer', () => {
    expect(databaseIdSchema.safeParse(2_147_483_647).success).toBe(true);
    for (const id of [2_147_483_648, 2 ** 53, 0, -1, 1.5])
      expect(databaseIdSchema.safeParse(id).success).toBe(false);
    expect(databaseIdParamSchema.parse('2147483647')).toBe(2_147_483_647);
    expect(databaseIdParamSchema.safeParse('2147483648').success).toBe(false);
  });

  it('bounds date-times to the years 1 to 9999 in UTC', () => {
    expect(isoDateTimeSchema.safeParse('9999-12-31T23:59:59+14:00').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('0001-01-01T00:00:00Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('9999-12-31T23:59:59-14:00').success).toBe(false);
    expect(isoDateTimeSchema.safeParse('0000-12-31T23:00:00Z').success).toBe(false);
    expect(isoDateTimeSchema.safeParse('0001-01-01T00:00:00+01:00').success).toBe(false);
  });

  it('bounds epoch milliseconds to the year 9999', () => {
    expect(epochMillisecondsSchema.safeParse(253_402_300_799_999).success).toBe(true);
    expect(epochMillisecondsSchema.safeParse(253_402_300_800_000).success).toBe(false);
    expect(epochMillisecondsSchema.safeParse(8.64e15 + 1).success).toBe(false);
  });
});
