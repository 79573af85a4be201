import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneStatementRoute, route } from '../../shared/endpoint-route.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
import { signedInUser } from '../../shared/session/authenticate.ts';
import { addFeedback } from './feedback.ts';
import {
  cardIntensityOf,
  filtersOf,
  filterValues,
  saveCardIntensity,
  savedFilters,
  signedInSaveFilters,
} from './user-filters.ts';

/** What a signed-in user keeps about the catalogue: feed filters, card intensity and feedback. */
export const fantasiesUserRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'getFilters', async (request) => filtersOf(app.db, request.user.id));

  oneStatementRoute(app, 'saveFilters', async (request, reply) => {
    const values = filterValues(request.body);
    const [me] = await readAsSignedIn(request, reply, signedInSaveFilters, values);
    return savedFilters(values, me.result);
  });

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
