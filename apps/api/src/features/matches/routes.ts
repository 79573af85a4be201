import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { oneStatementRoute, route } from '../../shared/endpoint-route.ts';
import { requirePremiumFor } from '../../shared/premium.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
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

export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'getFantasyStats', async () => fantasyCounts(app.db));

  oneStatementRoute(
    app,
    'listLiked',
    async (request, reply) => (await readAsSignedIn(request, reply, likedIdsRead))[0].result,
  );

  oneStatementRoute(
    app,
    'listMatches',
    async (request, reply) => (await readAsSignedIn(request, reply, matchedIdsRead))[0].result,
  );

  oneStatementRoute(app, 'likeFantasy', async (request, reply) => {
    const [me] = await readAsSignedIn(request, reply, signedInLike, likeValues(request.params.id)).catch(
      refuseMissingFantasy,
    );
    if (me.premiumRequired) throw new AppError('premium_required');
    if (!me.state) throw new AppError('server_error');
    return { fantasy: request.params.id, state: me.state };
  });

  route(app, 'dislikeFantasy', async (request) => ({
    fantasy: request.params.id,
    state: await dislikeFantasy(app.db, request.user.id, request.params.id),
  }));

  // "Maybe" (ADR 0025): additions beside the spec's like and dislike, which keep their meaning.
  oneStatementRoute(
    app,
    'listMaybes',
    async (request, reply) => (await readAsSignedIn(request, reply, maybeIdsRead))[0].result,
  );

  oneStatementRoute(
    app,
    'listMaybeMatches',
    async (request, reply) => (await readAsSignedIn(request, reply, maybeMatchedIdsRead))[0].result,
  );

  route(app, 'maybeFantasy', async (request) => {
    await requirePremiumFor(app.db, request.user.id, [request.params.id]);
    return {
      fantasy: request.params.id,
      state: await maybeFantasy(app.db, request.user.id, request.params.id),
    };
  });

  route(app, 'unmaybeFantasy', async (request, reply) => {
    await unmaybeFantasy(app.db, request.user.id, request.params.id);
    return reply.code(204).send();
  });
};
