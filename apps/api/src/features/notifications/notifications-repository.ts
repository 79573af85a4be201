import { desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Notification } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { notifications, users } from '../../db/schema.ts';
import { liveTokenSubquery, preparedSignedInRead, tokenUseOf } from '../../shared/session/signed-in-read.ts';

/** A timestamp as JavaScript's `toISOString` writes it: UTC, milliseconds (truncated), `Z`. */
const isoTimestamp = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The window of the user's notifications a page shows, newest first (`offset` and `limit` placeholders). */
const pageWindowOf = (db: Db, userId: SQL) =>
  db
    .select({
      id: notifications.id,
      createdAt: notifications.createdAt,
      isRead: sql<boolean>`${notifications.isRead}`.as('is_read'),
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

/**
 * A page of the user's notifications, newest first, as the contract's JSON and how many they have
 * in all: one JSON value, so the read answers one row of a few columns instead of a row per
 * notification that the driver and Drizzle would map field by field (ADR 0020). The window
 * function counts every notification of the user before offset and limit apply; a window past the
 * end has no notification, and so a total of 0, which makes any page after the first a 404.
 */
const notificationPageOf = (db: Db, userId: SQL) => {
  const page = pageWindowOf(db, userId);
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
 * `GET /notifications/?mark_read=true`: the same page, and `mark_notifications_read` marking read
 * the page's unread notifications, in the same statement (ADR 0033). The page is read in the
 * statement's snapshot, older than the function's update, so it answers them as they were before
 * (the reader sees what is new).
 */
export const signedInNotificationPageMarkingRead = preparedOnce((db) => {
  const me = liveTokenSubquery(db);
  const userId = sql`${me.userId}`;
  const page = pageWindowOf(db, userId);
  const unread = db
    .select({ ids: sql`coalesce(array_agg(${page.id}), '{}')` })
    .from(page)
    .where(sql`not ${page.isRead}`);
  return db
    .select({
      ...tokenUseOf(me),
      result: notificationPageOf(db, userId).as('result'),
      marked: sql<number>`mark_notifications_read(${me.userId}, (${unread}))`,
    })
    .from(me)
    .prepare('signed_in_notification_page_marking_read');
});
