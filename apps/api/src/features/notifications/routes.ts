import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, notificationSchema, notificationsQuerySchema, pageSchema } from '@duet/contracts';
import { askedWindow, toPage } from '../../lib/paginate.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
import { signedInReadRoute } from '../../shared/session/signed-in-route.ts';
import { markPageRead, signedInNotificationPage } from './notifications-repository.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/',
    signedInReadRoute(
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
    async (request, reply) => {
      const all = request.query.paginator === 'off';
      const window = all ? { offset: 0, limit: null } : askedWindow(request.query);
      const [{ userId, result }] = await readAsSignedIn(request, reply, signedInNotificationPage, window);
      const { total, results } = result;
      if (request.query.mark_read) await markPageRead(app.db, userId, results);
      return all ? results : toPage(request, request.query, total, results);
    },
  );
};
