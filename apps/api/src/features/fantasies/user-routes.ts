import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../shared/endpoint-route.ts';
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

  route(app, 'sendFeedback', async (request, reply) =>
    reply.code(201).send(await addFeedback(app.db, request.user.id, request.params.id, request.body)),
  );
};
