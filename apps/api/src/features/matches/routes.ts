import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifySchema } from 'fastify';
import {
  fantasyIdParamsSchema,
  fantasyIdsSchema,
  fantasyStatsSchema,
  likeResultSchema,
} from '@duet/contracts';
import { readAsSignedIn } from '../auth/signed-in-read.ts';
import { signedInReadRoute, signedInRoute } from '../auth/signed-in-route.ts';
import { requirePremiumFor } from '../subscriptions/premium.ts';
import {
  dislikeFantasy,
  fantasyCounts,
  likedIdsRead,
  likeFantasy,
  matchedIdsRead,
} from './likes-repository.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404);

const signedIn = <Schema extends FastifySchema>(summary: string, schema: Schema) =>
  signedInRoute('matches', summary, schema);

export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fantasies/stats/',
    {
      schema: {
        tags: ['matches'],
        summary: 'Like (mutual only) and feedback (written before today, UTC) counts by fantasy id; ADR 0009',
        response: { 200: fantasyStatsSchema },
      },
    },
    async () => fantasyCounts(app.db),
  );

  app.get(
    '/fantasies/liked/',
    signedInReadRoute('matches', 'Ids of the fantasies you like', {
      response: { 200: fantasyIdsSchema, ...errors },
    }),
    async (request, reply) => (await readAsSignedIn(request, reply, likedIdsRead))[0].result,
  );

  app.get(
    '/fantasies/matches/',
    signedInReadRoute('matches', 'Ids you and your partner both like; empty without a partner', {
      response: { 200: fantasyIdsSchema, ...errors },
    }),
    async (request, reply) => (await readAsSignedIn(request, reply, matchedIdsRead))[0].result,
  );

  app.post(
    '/fantasies/:id/like/',
    signedIn('Like a fantasy (idempotent)', {
      params: fantasyIdParamsSchema,
      response: { 200: likeResultSchema, ...errors },
    }),
    async (request) => {
      await requirePremiumFor(app.db, request.user!.id, [request.params.id]);
      return {
        fantasy: request.params.id,
        state: await likeFantasy(app.db, request.user!.id, request.params.id),
      };
    },
  );

  app.post(
    '/fantasies/:id/dislike/',
    signedIn('Remove your like (idempotent)', {
      params: fantasyIdParamsSchema,
      response: { 200: likeResultSchema, ...errors },
    }),
    async (request) => ({
      fantasy: request.params.id,
      state: await dislikeFantasy(app.db, request.user!.id, request.params.id),
    }),
  );
};
