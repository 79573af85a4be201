import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, notificationSchema, notificationsQuerySchema, pageSchema } from '@duet/contracts';
import { askedWindow, toPage } from '../../lib/paginate.ts';
import { signedInRoute } from '../auth/signed-in-route.ts';
import { notificationPage } from './notifications-repository.ts';

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
      const all = request.query.paginator === 'off';
      const window = all ? { offset: 0, limit: null } : askedWindow(request.query);
      const markRead = !!request.query.mark_read;
      const { total, results } = await notificationPage(app.db, request.user!.id, window, markRead);
      return all ? results : toPage(request, request.query, total, results);
    },
  );
};
