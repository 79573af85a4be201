/** Notifications and the devices they are pushed to (ADR 0024). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type Locale, type NotificationKindName } from '@duet/contracts';
import { users, authTokens } from './users.ts';
import { fantasies } from './fantasies.ts';

export type NotificationKind = NotificationKindName;
/** The notifications that are also pushed to the recipient's devices (ADR 0024). */
export const PUSHED_NOTIFICATION_KINDS = [
  'match',
  'event_received',
  'event_accepted',
  'event_rejected',
  'event_proposed',
] as const satisfies readonly NotificationKind[];
export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    fantasyId: integer('fantasy_id').references(() => fantasies.id, { onDelete: 'cascade' }),
    /** Who did what the notification tells about (the partner, the inviter…). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the event is deleted, so "event deleted" still says which one it was. */
    eventId: integer('event_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by `notify` for the kinds that are pushed (ADR 0024), cleared when a push is claimed. The
     * row is the outbox: it exists only once its transaction commits, and the claim clears this
     * once, whichever API node claims it.
     */
    pushPending: boolean('push_pending').notNull().default(false),
  },
  (table) => [
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('notifications_push_pending_idx')
      .on(table.id)
      .where(sql`${table.pushPending}`),
  ],
);

/**
 * A device's Web Push subscription (ADR 0024), tied to the session that stored it: pushes go only
 * while that session is live, and the row goes with the session's token.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenId: integer('token_id')
      .notNull()
      .references(() => authTokens.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device; a capability, unique to the browser profile. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The interface language when stored: what the pushes are written in. */
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.userId)],
);
