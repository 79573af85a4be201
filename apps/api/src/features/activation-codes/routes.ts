import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../shared/endpoint-route.ts';
import { subscriptionOf } from '../../shared/premium.ts';
import { applyCode } from './codes-repository.ts';

/** Activation codes made with `npm run codes` (ADR 0013). Rate limited: codes must not be guessed. */
export const activationCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'applyActivationCode',
    async (request) => {
      await applyCode(app.db, request.user.id, request.body.code);
      return subscriptionOf(app.db, request.user.id);
    },
    { config: { rateLimit: { max: app.config.CODE_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } },
  );
};
