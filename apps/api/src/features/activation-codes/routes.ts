import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activationCodeBodySchema, errorBodySchema, subscriptionSchema } from '@duet/contracts';
import { signedInRoute } from '../../shared/session/signed-in-route.ts';
import { subscriptionOf } from '../../shared/premium.ts';
import { applyCode } from './codes-repository.ts';

/** Activation codes made with `npm run codes` (ADR 0013). Rate limited: codes must not be guessed. */
export const activationCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/activation_code/apply/',
    {
      ...signedInRoute('subscriptions', 'Apply an activation code: answers your premium', {
        body: activationCodeBodySchema,
        response: {
          200: subscriptionSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      }),
      config: { rateLimit: { max: app.config.CODE_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      await applyCode(app.db, request.user!.id, request.body.code);
      return subscriptionOf(app.db, request.user!.id);
    },
  );
};
