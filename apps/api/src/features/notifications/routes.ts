import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askedWindow, toPage } from '../../lib/paginate.ts';
import { oneStatementRoute } from '../../shared/endpoint-route.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
import { signedInNotificationPage, signedInNotificationPageMarkingRead } from './notifications-repository.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  oneStatementRoute(app, 'listNotifications', async (request, reply) => {
    const all = request.query.paginator === 'off';
    const window = all ? { offset: 0, limit: null } : askedWindow(request.query);
    const read = request.query.mark_read ? signedInNotificationPageMarkingRead : signedInNotificationPage;
    const [{ result }] = await readAsSignedIn(request, reply, read, window);
    const { total, results } = result;
    return all ? results : toPage(request, request.query, total, results);
  });
};
