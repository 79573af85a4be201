import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionSchema,
  pushUnsubscribeBodySchema,
} from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { bearerToken } from '../../shared/session/authenticate.ts';
import { signedInRoute } from '../../shared/session/signed-in-route.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';
import { deleteSubscription, saveSubscription } from './push-repository.ts';

/** Web push (ADR 0024): the VAPID key and a device's subscription; `setupPush` sends. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  function requirePush() {
    if (!app.push) throw new AppError('push_disabled');
    return app.push;
  }

  app.get(
    '/push/key/',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key for `PushManager.subscribe`; null when push is off",
        response: { 200: pushKeySchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send({ public_key: app.push?.publicKey ?? null }),
  );

  app.post(
    '/push/subscriptions/',
    signedInRoute('push', "Store this device's push subscription (upsert by endpoint)", {
      description:
        'Pushes are written in the language of this request and go while this session is live. The endpoint must be https (http on 127.0.0.1 outside production).',
      body: pushSubscriptionBodySchema,
      response: { 201: pushSubscriptionSchema, ...errorResponses(400, 401, 404) },
    }),
    async (request, reply) => {
      requirePush();
      const { endpoint, keys } = request.body;
      if (!isAllowedPushEndpoint(endpoint, app.config.NODE_ENV))
        throw new AppError('invalid', undefined, {
          endpoint: ['The push service must be reached over https.'],
        });
      const saved = await saveSubscription(app.db, bearerToken(request)!, {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        locale: request.locale,
      });
      if (!saved) throw new AppError('authentication_failed');
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    '/push/subscriptions/',
    signedInRoute('push', "Forget one of my devices' push subscriptions, by endpoint", {
      body: pushUnsubscribeBodySchema,
      response: { 204: z.undefined(), ...errorResponses(400, 401, 404) },
    }),
    async (request, reply) => {
      if (!(await deleteSubscription(app.db, request.user!.id, request.body.endpoint)))
        throw new AppError('not_found');
      return reply.code(204).send();
    },
  );
};
