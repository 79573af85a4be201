import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Notification } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { notifications, users } from '../../db/schema.ts';
import { preparedSignedInRead } from '../../shared/session/signed-in-read.ts';

/** A timestamp as JavaScript's `toISOString` writes it: UTC, milliseconds (truncated), `Z`. */
const isoTimestamp = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A page of the user's notifications, newest first, as the contract's JSON and how many they have
 * in all: one JSON value, so the read answers one row of a few columns instead of a row per
 * notification that the driver and Drizzle would map field by field (ADR 0020). The window
 * function counts every notification of the user before offset and limit apply; a window past the
 * end has no notification, and so a total of 0, which makes any page after the first a 404.
 */
const notificationPageOf = (db: Db, userId: SQL) => {
  const page = db
    .select({
      id: notifications.id,
      createdAt: notifications.createdAt,
      notification: sql`json_build_object(
        'id', ${notifications.id},
        'kind', ${notifications.kind},
        'is_read', ${notifications.isRead},
        'created_at', ${isoTimestamp(notifications.createdAt)},
        'fantasy', ${notifications.fantasyId},
        'event', ${notifications.eventId},
        'actor', case when ${users.username} is null then null
          else json_build_object('id', ${users.id}, 'username', ${users.username}) end
      )`.as('notification'),
      total: sql`count(*) over ()`.as('total'),
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorUserId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .as('page');
  return sql<{ total: number; results: Notification[] }>`(${db
    .select({
      page: sql`json_build_object(
        'total', coalesce(max(${page.total}), 0),
        'results', coalesce(json_agg(${page.notification} order by ${page.createdAt} desc, ${page.id} desc), '[]')
      )`,
    })
    .from(page)})`;
};

/** `GET /notifications/`: the token's user and a page of their notifications in one statement. */
export const signedInNotificationPage = preparedSignedInRead(
  'signed_in_notification_page',
  notificationPageOf,
);

/**
 * Marks the page's unread notifications read; the page answers them as they were before (the
 * reader sees what is new).
 */
export async function markPageRead(db: Db, userId: number, page: readonly Notification[]) {
  const unread = page.filter((notification) => !notification.is_read).map((notification) => notification.id);
  if (unread.length === 0) return;
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, unread)));
}
