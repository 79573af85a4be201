/** Public events and the dated plans around them (ADR 0012). */
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MOODS } from '@duet/contracts';
import { users } from './users.ts';
import { fantasies } from './fantasies.ts';

export const publicEvents = pgTable('public_events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  /** Where it happens; null for what can be shared anywhere (a meteor shower). */
  cityRu: text('city_ru'),
  cityEn: text('city_en'),
  /** The interface languages it is listed in; null for all (ADR 0012). */
  locales: text('locales').array(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
});

export const moodEnum = pgEnum('mood', MOODS);
export const EVENT_STATUSES = ['pending', 'accepted', 'rejected', 'completed'] as const;
export const eventStatus = pgEnum('event_status', EVENT_STATUSES);

/** A dated plan around a fantasy or a public event, alone or with the partner (ADR 0012). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    sourceUserId: integer('source_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    fantasyId: integer('fantasy_id').references(() => fantasies.id, { onDelete: 'cascade' }),
    publicEventId: integer('public_event_id').references(() => publicEvents.id, { onDelete: 'cascade' }),
    mood: moodEnum('mood').notNull().default('fire'),
    happensAt: timestamp('happens_at', { withTimezone: true }).notNull(),
    status: eventStatus('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the reminder push before the date was claimed; a new time clears it (ADR 0024). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * Who proposed the time a pending pair plan waits on; null for the creator. The other partner
     * answers (ADR 0012, "suggest another time").
     */
    proposedByUserId: integer('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the couple who completed this date together split, or one of them deleted their
     * account: from then on it is read-only history with a former partner (ADR 0012, "after a split").
     */
    coupleEndedAt: timestamp('couple_ended_at', { withTimezone: true }),
  },
  (table) => [
    index('events_source_user_id_idx').on(table.sourceUserId, table.happensAt),
    index('events_target_user_id_idx').on(table.targetUserId, table.happensAt),
    index('events_reminder_due_idx')
      .on(table.happensAt)
      .where(
        sql`${table.status} = 'accepted' and ${table.targetUserId} is not null and ${table.remindedAt} is null`,
      ),
  ],
);

/** How a completed event went, one per participant (ADR 0012). */
export const eventMemories = pgTable(
  'event_memories',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: moodEnum('mood').notNull(),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);
