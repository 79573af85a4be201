import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  fantasyIdParamsSchema,
  fantasyIdsSchema,
  fantasyStatsSchema,
  likeResultSchema,
} from '@duet/contracts';
import { requireUser } from '../auth/authenticate.ts';
import {
  dislikeFantasy,
  fantasyCounts,
  likedFantasyIds,
  likeFantasy,
  matchedFantasyIds,
} from './likes-repository.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: requireUser };
  const schema = (summary: string) => ({ tags: ['matches'], summary, security: [{ bearer: [] }] });

  app.get(
    '/fantasies/stats/',
    {
      schema: {
        tags: ['matches'],
        summary: 'Like (mutual only, ADR 0009) and feedback counts by fantasy id',
        response: { 200: fantasyStatsSchema },
      },
    },
    async () => fantasyCounts(app.db),
  );

  app.get(
    '/fantasies/liked/',
    {
      ...signedIn,
      schema: { ...schema('Ids of the fantasies you like'), response: { 200: fantasyIdsSchema, ...errors } },
    },
    async (request) => likedFantasyIds(app.db, request.user!.id),
  );

  app.get(
    '/fantasies/matches/',
    {
      ...signedIn,
      schema: {
        ...schema('Ids you and your partner both like; empty without a partner'),
        response: { 200: fantasyIdsSchema, ...errors },
      },
    },
    async (request) => matchedFantasyIds(app.db, request.user!.id),
  );

  app.post(
    '/fantasies/:id/like/',
    {
      ...signedIn,
      schema: {
        ...schema('Like a fantasy (idempotent)'),
        params: fantasyIdParamsSchema,
        response: { 200: likeResultSchema, ...errors },
      },
    },
    async (request) => ({
      fantasy: request.params.id,
      state: await likeFantasy(app.db, request.user!.id, request.params.id),
    }),
  );

  app.post(
    '/fantasies/:id/dislike/',
    {
      ...signedIn,
      schema: {
        ...schema('Remove your like (idempotent)'),
        params: fantasyIdParamsSchema,
        response: { 200: likeResultSchema, ...errors },
      },
    },
    async (request) => ({
      fantasy: request.params.id,
      state: await dislikeFantasy(app.db, request.user!.id, request.params.id),
    }),
  );
};
