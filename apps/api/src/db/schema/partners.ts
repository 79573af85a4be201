/** Partner invites, by username and by link (ADR 0007, 0017). */
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export const inviteStatus = pgEnum('invite_status', INVITE_STATUSES);

export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: inviteStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invites_pending_pair_key')
      .on(table.fromUserId, table.toUserId)
      .where(sql`${table.status} = 'pending'`),
    index('invites_pending_to_user_idx')
      .on(table.toUserId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** One live invite link per person (ADR 0017): only the token's SHA-256 is kept. */
export const inviteLinks = pgTable('invite_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
