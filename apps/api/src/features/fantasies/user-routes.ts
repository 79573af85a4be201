import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../shared/endpoint-route.ts';
import { signedInUser } from '../../shared/session/authenticate.ts';
import { addFeedback } from './feedback.ts';
import { cardIntensityOf, filtersOf, saveCardIntensity, saveFilters } from './user-filters.ts';

/** What a signed-in user keeps about the catalogue: feed filters, card intensity and feedback. */
export const fantasiesUserRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'getFilters', async (request) => filtersOf(app.db, request.user.id));

  route(app, 'saveFilters', async (request) => saveFilters(app.db, request.user.id, request.body));

  route(app, 'getCardIntensity', async (request) => cardIntensityOf(app.db, request.user.id));

  route(app, 'saveCardIntensity', async (request) =>
    saveCardIntensity(app.db, request.user.id, request.body),
  );

  // Counted per person, after sign-in, on every node together: feedback is stored and read by people.
  route(
    app,
    'sendFeedback',
    async (request, reply) =>
      reply.code(201).send(await addFeedback(app.db, request.user.id, request.params.id, request.body)),
    {
      config: {
        rateLimit: {
          max: app.config.FEEDBACK_RATE_LIMIT_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `user:${signedInUser(request).id}`,
        },
      },
    },
  );
};
