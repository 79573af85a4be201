import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Notification } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { notifications, users } from '../../db/schema.ts';

// The window function counts every notification of the user before offset and limit apply, so
// one statement answers both the page and the total.
const pageQuery = preparedOnce((db) =>
  db
    .select({
      notification: notifications,
      actor: { id: users.id, username: users.username },
      total: sql<number>`(count(*) over ())::int`,
    })
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
 * unread ones read (the reader sees what is new), and how many the user has in all. A window past
 * the end has no rows, and so no total: it answers 0, which makes any page after the first a 404.
 * A null limit is PostgreSQL's `LIMIT ALL`.
 */
export async function notificationPage(
  db: Db,
  userId: number,
  window: { offset: number; limit: number | null },
  markRead: boolean,
): Promise<{ total: number; results: Notification[] }> {
  const rows = await pageQuery(db).execute({ userId, ...window });
  const unread = rows.filter((row) => !row.notification.isRead).map((row) => row.notification.id);
  if (markRead && unread.length > 0) {
    await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, unread)));
  }
  const results = rows.map(({ notification, actor }) => ({
    id: notification.id,
    kind: notification.kind,
    is_read: notification.isRead,
    created_at: notification.createdAt.toISOString(),
    fantasy: notification.fantasyId,
    event: notification.eventId,
    actor: actor?.id != null ? actor : null,
  }));
  return { total: rows[0]?.total ?? 0, results };
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
