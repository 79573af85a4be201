/** Each person's answers (likes, passes, maybes), match notices and the deep id. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { fantasies } from './fantasies.ts';

/** One row per (person, fantasy) they like. Only its owner, and matches, ever read it. */
export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fantasyId] })],
);

/**
 * Fantasies a user passed in the feed ("not for me"): they leave that user's deck of unseen cards.
 * A pass never touches likes and, like a one-sided like, is never shown to anyone else (ADR 0016).
 */
export const passes = pgTable(
  'passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fantasyId] })],
);

/**
 * "Maybe": curious, not sure (issue 15). A fantasy is liked or maybe'd by one person, never both.
 * Read only by its owner, and by the couple only where both answered like or maybe (ADR 0025).
 */
export const maybes = pgTable(
  'maybes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fantasyId] })],
);

/**
 * The match notification a couple got about a fantasy, and when the match was last undone: a
 * match that comes back is notified again only after staying undone for a while (ADR 0010).
 */
export const matchNotices = pgTable(
  'match_notices',
  {
    /** The couple, lower user id first. */
    firstUserId: integer('first_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secondUserId: integer('second_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while matched. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.firstUserId, table.secondUserId, table.fantasyId] }),
    check('match_notices_couple_order', sql`${table.firstUserId} < ${table.secondUserId}`),
    index('match_notices_second_user_id_idx').on(table.secondUserId),
  ],
);

export const deepidEntries = pgTable(
  'deepid_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.position] }),
    uniqueIndex('deepid_entries_user_fantasy_key').on(table.userId, table.fantasyId),
  ],
);
