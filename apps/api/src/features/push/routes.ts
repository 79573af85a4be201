import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../shared/endpoint-route.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';
import { deleteSubscription, saveSubscription } from './push-repository.ts';

/** Web push (ADR 0024): the VAPID key and a device's subscription; `setupPush` sends. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  function requirePush() {
    if (!app.push) throw new AppError('push_disabled');
    return app.push;
  }

  route(app, 'getPushKey', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send({ public_key: app.push?.publicKey ?? null }),
  );

  route(app, 'savePushSubscription', async (request, reply) => {
    requirePush();
    const { endpoint, keys } = request.body;
    if (!isAllowedPushEndpoint(endpoint, app.config.NODE_ENV))
      throw new AppError('invalid', undefined, {
        endpoint: ['The push service must be reached over https, at a public host name.'],
      });
    const saved = await saveSubscription(app.db, request.user.tokenHash, {
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      locale: request.locale,
    });
    if (!saved) throw new AppError('authentication_failed');
    return reply.code(201).send(saved);
  });

  route(app, 'deletePushSubscription', async (request, reply) => {
    if (!(await deleteSubscription(app.db, request.user.id, request.body.endpoint)))
      throw new AppError('not_found');
    return reply.code(204).send();
  });
};
