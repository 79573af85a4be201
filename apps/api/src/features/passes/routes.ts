import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTIMATE_CONSENT_VERSION } from '@duet/contracts';
import { refuseMissingFantasy } from '../../shared/fantasy-visibility.ts';
import { oneStatementRoute, route } from '../../shared/endpoint-route.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
import { passedFantasyIds, signedInPass, signedInUnpass } from './passes-repository.ts';

/** The deck's "not for me", kept apart from likes (ADR 0016): additions to the spec's API. */
export const passesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'listPassed', async (request) => passedFantasyIds(app.db, request.user.id));

  oneStatementRoute(app, 'passFantasy', async (request, reply) => {
    const values = { fantasyId: request.params.id, consentVersion: INTIMATE_CONSENT_VERSION };
    await readAsSignedIn(request, reply, signedInPass, values).catch(refuseMissingFantasy);
    return { fantasy: request.params.id };
  });

  oneStatementRoute(app, 'unpassFantasy', async (request, reply) => {
    await readAsSignedIn(request, reply, signedInUnpass, { fantasyId: request.params.id });
    return reply.code(204).send();
  });

  oneStatementRoute(app, 'forgetPasses', async (request, reply) => {
    await readAsSignedIn(request, reply, signedInUnpass, { fantasyId: null });
    return reply.code(204).send();
  });
};
