import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/paginate.ts';
import { route } from '../../shared/endpoint-route.ts';
import {
  createOwnCard,
  deleteOwnCard,
  listOwnCards,
  shareOwnCard,
  updateOwnCard,
} from './own-cards-repository.ts';

/**
 * A couple's own cards (ADR 0030): written by one partner, seen by the two of them only. They are
 * fantasies, so they are answered, matched and planned through the fantasy and event endpoints.
 */
export const ownCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'listOwnCards', async (request) => {
    const cards = await listOwnCards(app.db, request.user.id);
    return request.query.paginator === 'off' ? cards : paginate(request, request.query, cards);
  });

  route(app, 'createOwnCard', async (request, reply) =>
    reply.code(201).send(await createOwnCard(app.db, request.user.id, request.body, request.locale)),
  );

  route(app, 'updateOwnCard', async (request) =>
    updateOwnCard(app.db, request.user.id, request.params.id, request.body, request.locale),
  );

  route(app, 'deleteOwnCard', async (request, reply) => {
    await deleteOwnCard(app.db, request.user.id, request.params.id);
    return reply.code(204).send();
  });

  route(app, 'shareOwnCard', async (request) => shareOwnCard(app.db, request.user.id, request.params.id));
};
