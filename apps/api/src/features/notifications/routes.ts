import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askedWindow, toPage } from '../../lib/paginate.ts';
import { oneStatementRoute } from '../../shared/endpoint-route.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
import { markPageRead, signedInNotificationPage } from './notifications-repository.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  oneStatementRoute(app, 'listNotifications', async (request, reply) => {
    const all = request.query.paginator === 'off';
    const window = all ? { offset: 0, limit: null } : askedWindow(request.query);
    const [{ userId, result }] = await readAsSignedIn(request, reply, signedInNotificationPage, window);
    const { total, results } = result;
    if (request.query.mark_read) await markPageRead(app.db, userId, results);
    return all ? results : toPage(request, request.query, total, results);
  });
};
