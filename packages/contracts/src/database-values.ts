import { z } from 'zod';

/** The largest PostgreSQL `integer`, the type of every serial id. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** The instants an ISO 8601 date-time with a four-digit year can name, in UTC. */
export const EARLIEST_TIME_MS = Date.parse('0001-01-01T00:00:00.000Z');
export const LATEST_TIME_MS = Date.parse('9999-12-31T23:59:59.999Z');

/** The id of a stored row, as a JSON body carries it. */
export const databaseIdSchema = z.number().int().min(1).max(MAX_DATABASE_ID);

/** The id of a stored row, as a path or a query carries it. */
export const databaseIdParamSchema = z.coerce.number().int().min(1).max(MAX_DATABASE_ID);

const isStorableTime = (ms: number) => ms >= EARLIEST_TIME_MS && ms <= LATEST_TIME_MS;

/** An ISO 8601 date-time with its offset, in years 1 to 9999 once in UTC. */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isStorableTime(Date.parse(value)), 'Choose a date between the years 1 and 9999.');

/** Milliseconds since the Unix epoch, in years 1970 to 9999. */
export const epochMillisecondsSchema = z.number().int().positive().max(LATEST_TIME_MS);
