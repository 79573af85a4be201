import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fantasyIdParamsSchema, fantasyIdsSchema, passResultSchema } from '@duet/contracts';
import { errorResponses } from '../../lib/error-responses.ts';
import { signedInRoute } from '../../shared/session/signed-in-route.ts';
import { clearPasses, passedFantasyIds, passFantasy, unpassFantasy } from './passes-repository.ts';

const errors = errorResponses(400, 401, 404);

/** The deck's "not for me", kept apart from likes (ADR 0016): additions to the spec's API. */
export const passesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fantasies/passed/',
    signedInRoute('matches', 'Ids of the fantasies you passed in the feed, oldest first', {
      response: { 200: fantasyIdsSchema, ...errors },
    }),
    async (request) => passedFantasyIds(app.db, request.user!.id),
  );

  app.post(
    '/fantasies/:id/pass/',
    signedInRoute('matches', 'Pass a fantasy: it leaves your deck; your like, if any, stays', {
      params: fantasyIdParamsSchema,
      response: { 200: passResultSchema, ...errors },
    }),
    async (request) => {
      await passFantasy(app.db, request.user!.id, request.params.id);
      return { fantasy: request.params.id };
    },
  );

  app.delete(
    '/fantasies/:id/pass/',
    signedInRoute('matches', 'Take a pass back: the fantasy is in your deck again', {
      params: fantasyIdParamsSchema,
      response: { 204: z.undefined(), ...errors },
    }),
    async (request, reply) => {
      await unpassFantasy(app.db, request.user!.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/fantasies/passed/',
    signedInRoute('matches', 'Forget your passes: the deck shows those fantasies again', {
      response: { 204: z.undefined(), ...errors },
    }),
    async (request, reply) => {
      await clearPasses(app.db, request.user!.id);
      return reply.code(204).send();
    },
  );
};
