import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneStatementRoute, route } from '../../shared/endpoint-route.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
import { refuseMissingFantasy } from '../../shared/fantasy-visibility.ts';
import {
  fantasyCounts,
  likedIdsRead,
  likeValues,
  matchedIdsRead,
  premiumAnswerState,
  signedInDislike,
  signedInLike,
} from './likes-repository.ts';
import {
  maybeIdsRead,
  maybeMatchedIdsRead,
  maybeValues,
  signedInMaybe,
  signedInUnmaybe,
} from './maybes-repository.ts';

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

  // Every answer is one statement: the token check, the premium rule where it applies, and the
  // answer's database function (ADR 0033).
  oneStatementRoute(app, 'likeFantasy', async (request, reply) => {
    const [me] = await readAsSignedIn(request, reply, signedInLike, likeValues(request.params.id)).catch(
      refuseMissingFantasy,
    );
    return { fantasy: request.params.id, state: premiumAnswerState(me) };
  });

  oneStatementRoute(app, 'dislikeFantasy', async (request, reply) => {
    const values = { fantasyId: request.params.id };
    const [me] = await readAsSignedIn(request, reply, signedInDislike, values).catch(refuseMissingFantasy);
    return { fantasy: request.params.id, state: me.result };
  });

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

  oneStatementRoute(app, 'maybeFantasy', async (request, reply) => {
    const [me] = await readAsSignedIn(request, reply, signedInMaybe, maybeValues(request.params.id)).catch(
      refuseMissingFantasy,
    );
    return { fantasy: request.params.id, state: premiumAnswerState(me) };
  });

  oneStatementRoute(app, 'unmaybeFantasy', async (request, reply) => {
    const values = { fantasyId: request.params.id };
    await readAsSignedIn(request, reply, signedInUnmaybe, values).catch(refuseMissingFantasy);
    return reply.code(204).send();
  });
};
