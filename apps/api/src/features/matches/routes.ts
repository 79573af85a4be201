import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifySchema } from 'fastify';
import {
  fantasyIdParamsSchema,
  fantasyIdsSchema,
  fantasyStatsSchema,
  likeResultSchema,
  maybeResultSchema,
} from '@duet/contracts';
import { z } from 'zod';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
import { signedInReadRoute, signedInRoute } from '../../shared/session/signed-in-route.ts';
import { requirePremiumFor } from '../../shared/premium.ts';
import {
  dislikeFantasy,
  fantasyCounts,
  likedIdsRead,
  likeValues,
  matchedIdsRead,
  refuseMissingFantasy,
  signedInLike,
} from './likes-repository.ts';
import { maybeFantasy, maybeIdsRead, maybeMatchedIdsRead, unmaybeFantasy } from './maybes-repository.ts';
import { AppError } from '../../lib/app-error.ts';
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
    signedInReadRoute('matches', 'Like a fantasy (idempotent)', {
      params: fantasyIdParamsSchema,
      response: { 200: likeResultSchema, ...errors },
    }),
    async (request, reply) => {
      const [me] = await readAsSignedIn(request, reply, signedInLike, likeValues(request.params.id)).catch(
        refuseMissingFantasy,
      );
      if (me.premiumRequired) throw new AppError('premium_required');
      return { fantasy: request.params.id, state: me.state! };
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

  // "Maybe" (ADR 0025): additions beside the spec's like and dislike, which keep their meaning.
  app.get(
    '/fantasies/maybe/',
    signedInReadRoute('matches', 'Ids of the fantasies you answered "maybe", oldest first', {
      response: { 200: fantasyIdsSchema, ...errors },
    }),
    async (request, reply) => (await readAsSignedIn(request, reply, maybeIdsRead))[0].result,
  );

  app.get(
    '/fantasies/maybe_matches/',
    signedInReadRoute(
      'matches',
      'Ids you and your partner both answered like or maybe, at least one of you maybe; empty without a partner',
      { response: { 200: fantasyIdsSchema, ...errors } },
    ),
    async (request, reply) => (await readAsSignedIn(request, reply, maybeMatchedIdsRead))[0].result,
  );

  app.post(
    '/fantasies/:id/maybe/',
    signedIn('Answer "maybe" (idempotent): replaces your like of it, if any', {
      params: fantasyIdParamsSchema,
      response: { 200: maybeResultSchema, ...errors },
    }),
    async (request) => {
      await requirePremiumFor(app.db, request.user!.id, [request.params.id]);
      return {
        fantasy: request.params.id,
        state: await maybeFantasy(app.db, request.user!.id, request.params.id),
      };
    },
  );

  app.delete(
    '/fantasies/:id/maybe/',
    signedIn('Take your "maybe" back (idempotent)', {
      params: fantasyIdParamsSchema,
      response: { 204: z.undefined(), ...errors },
    }),
    async (request, reply) => {
      await unmaybeFantasy(app.db, request.user!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
