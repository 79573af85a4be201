/** What running Duet keeps: its own analytics store and the rate-limit counters. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Duet's own analytics store (ADR 0014): typed events only, never what one partner likes. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').notNull(),
    deviceId: text('device_id'),
    userId: text('user_id'),
    sessionId: bigint('session_id', { mode: 'number' }),
    /** When the event happened, as the device says. */
    eventTime: timestamp('event_time', { withTimezone: true }),
    insertId: text('insert_id'),
    /** The event as accepted (without the IP), which is also what is forwarded. */
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('analytics_events_insert_id_key').on(table.insertId),
    index('analytics_events_unforwarded_idx')
      .on(table.id)
      .where(sql`${table.forwardedAt} is null`),
  ],
);

/** Rate-limit hits per route and client, shared by every API node; rows past `resets_at` are purged. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);
