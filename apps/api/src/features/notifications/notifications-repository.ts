import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Notification } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { notifications, users } from '../../db/schema.ts';

const countQuery = preparedOnce((db) =>
  db
    .select({ total: count() })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .prepare('notification_count'),
);

export async function countNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await countQuery(db).execute({ userId });
  return row?.total ?? 0;
}

const pageQuery = preparedOnce((db) =>
  db
    .select({ notification: notifications, actor: { id: users.id, username: users.username } })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorUserId))
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('notification_page'),
);

/**
 * A page of the user's notifications, newest first, as they were before `markRead` marked the
 * unread ones read: the reader sees what is new.
 */
export async function notificationPage(
  db: Db,
  userId: number,
  window: { offset: number; limit: number },
  markRead: boolean,
): Promise<Notification[]> {
  const rows = await pageQuery(db).execute({ userId, ...window });
  const unread = rows.filter((row) => !row.notification.isRead).map((row) => row.notification.id);
  if (markRead && unread.length > 0) {
    await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, unread)));
  }
  return rows.map(({ notification, actor }) => ({
    id: notification.id,
    kind: notification.kind,
    is_read: notification.isRead,
    created_at: notification.createdAt.toISOString(),
    fantasy: notification.fantasyId,
    event: notification.eventId,
    actor: actor?.id != null ? actor : null,
  }));
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
