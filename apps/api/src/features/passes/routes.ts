import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../shared/endpoint-route.ts';
import { clearPasses, passedFantasyIds, passFantasy, unpassFantasy } from './passes-repository.ts';

/** The deck's "not for me", kept apart from likes (ADR 0016): additions to the spec's API. */
export const passesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'listPassed', async (request) => passedFantasyIds(app.db, request.user.id));

  route(app, 'passFantasy', async (request) => {
    await passFantasy(app.db, request.user.id, request.params.id);
    return { fantasy: request.params.id };
  });

  route(app, 'unpassFantasy', async (request, reply) => {
    await unpassFantasy(app.db, request.user.id, request.params.id);
    return reply.code(204).send();
  });

  route(app, 'forgetPasses', async (request, reply) => {
    await clearPasses(app.db, request.user.id);
    return reply.code(204).send();
  });
};
