import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Notification } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { notifications, users } from '../../db/schema.ts';
import { liveTokenSubquery, tokenUseOf } from '../auth/signed-in-read.ts';

/**
 * A page of the token's user's notifications in one statement with the token check (ADR 0020): the
 * page is a lateral subquery of `me`, so a live token answers at least one row (without a
 * notification past the end) and a dead one none. Its window function counts every notification
 * of the user before offset and limit apply, so the same statement answers the total.
 */
export const signedInNotificationPage = preparedOnce((db) => {
  const me = liveTokenSubquery(db);
  const page = db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      fantasyId: notifications.fantasyId,
      eventId: notifications.eventId,
      actorId: sql<number | null>`${users.id}`.as('actor_id'),
      actorUsername: sql<string | null>`${users.username}`.as('actor_username'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorUserId))
    .where(eq(notifications.userId, me.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .as('page');
  return db
    .select({
      ...tokenUseOf(me),
      notification: {
        id: page.id,
        kind: page.kind,
        isRead: page.isRead,
        createdAt: page.createdAt,
        fantasyId: page.fantasyId,
        eventId: page.eventId,
        actorId: page.actorId,
        actorUsername: page.actorUsername,
        total: page.total,
      },
    })
    .from(me)
    .leftJoinLateral(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare('signed_in_notification_page');
});

type PageRow = Awaited<ReturnType<ReturnType<typeof signedInNotificationPage>['execute']>>[number];

/**
 * The page's notifications as they were before `markRead` marked the unread ones read (the reader
 * sees what is new), and how many the user has in all. A window past the end has no notification,
 * and so no total: it answers 0, which makes any page after the first a 404.
 */
export async function notificationsOfPage(
  db: Db,
  rows: [PageRow, ...PageRow[]],
  markRead: boolean,
): Promise<{ total: number; results: Notification[] }> {
  const userId = rows[0].userId;
  const page = rows.flatMap(({ notification }) => (notification ? [notification] : []));
  const unread = page.filter((notification) => !notification.isRead).map((notification) => notification.id);
  if (markRead && unread.length > 0) {
    await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, unread)));
  }
  const results = page.map((notification) => ({
    id: notification.id,
    kind: notification.kind,
    is_read: notification.isRead,
    created_at: notification.createdAt.toISOString(),
    fantasy: notification.fantasyId,
    event: notification.eventId,
    actor:
      notification.actorId === null || notification.actorUsername === null
        ? null
        : { id: notification.actorId, username: notification.actorUsername },
  }));
  return { total: page[0]?.total ?? 0, results };
}

/** Deletes the match notifications each of the two got naming the other: what a couple matched on. */
export async function deleteCoupleMatchNotifications(db: Db, first: number, second: number) {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.kind, 'match'),
        sql`(${notifications.userId}, ${notifications.actorUserId}) in ((${first}, ${second}), (${second}, ${first}))`,
      ),
    );
}
