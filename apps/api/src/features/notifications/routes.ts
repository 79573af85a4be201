import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema, notificationSchema, notificationsQuerySchema, pageSchema } from '@duet/contracts';
import { notifications, users } from '../../db/schema.ts';
import { pageWindow, toPage } from '../../lib/paginate.ts';
import { signedInRoute } from '../auth/signed-in-route.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/',
    signedInRoute(
      'notifications',
      'Your notifications, newest first; `mark_read=true` marks the returned page as read',
      {
        querystring: notificationsQuerySchema,
        response: {
          200: z.union([pageSchema(notificationSchema), z.array(notificationSchema)]),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    ),
    async (request) => {
      const userId = request.user!.id;
      const mine = eq(notifications.userId, userId);
      const [{ total } = { total: 0 }] = await app.db
        .select({ total: count() })
        .from(notifications)
        .where(mine);
      const all = request.query.paginator === 'off';
      const window = all ? { offset: 0, limit: total } : pageWindow(request.query, total);
      const rows = await app.db
        .select({ notification: notifications, actor: { id: users.id, username: users.username } })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorUserId))
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .offset(window.offset)
        .limit(window.limit);
      const unread = rows.filter((row) => !row.notification.isRead).map((row) => row.notification.id);
      if (request.query.mark_read && unread.length > 0) {
        await app.db
          .update(notifications)
          .set({ isRead: true })
          .where(and(mine, inArray(notifications.id, unread)));
      }
      // The page shows what was unread when it was fetched, so the reader sees what is new.
      const results = rows.map(({ notification, actor }) => ({
        id: notification.id,
        kind: notification.kind,
        is_read: notification.isRead,
        created_at: notification.createdAt.toISOString(),
        fantasy: notification.fantasyId,
        event: notification.eventId,
        actor: actor?.id != null ? actor : null,
      }));
      return all ? results : toPage(request, request.query, total, results);
    },
  );
};
