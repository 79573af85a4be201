import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_DEVICE_COOKIE, DELETED_USERNAME_HOLD_DAYS } from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../shared/endpoint-route.ts';
import { signedInUser } from '../../shared/session/authenticate.ts';
import { publishSignOut } from '../../shared/sign-outs.ts';
import { exportAccount } from './account-export.ts';
import { listConsents, recordConsent } from '../../shared/consents-repository.ts';
import { toMe } from '../../shared/users-repository.ts';
import { deleteAccount } from './delete-account.ts';
import { giveIntimateConsent, withdrawIntimateConsent } from './intimate-consent.ts';
import { listSessions, revokeSession } from './sessions-repository.ts';

/** An export reads every table about the person: a few a minute is plenty for anyone. */
const EXPORTS_PER_MINUTE = 5;

/** The rights a person has over what Duet holds about them (ADR 0023). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'exportAccount',
    async (request, reply) => {
      const data = await exportAccount(
        app.db,
        request.user.id,
        request.locale,
        app.config,
        request.cookies[ANALYTICS_DEVICE_COOKIE],
      );
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="duet-${data.profile.username}-${day}.json"`)
        .send(data);
    },
    {
      config: {
        rateLimit: {
          max: EXPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `user:${signedInUser(request).id}`,
        },
      },
    },
  );

  route(app, 'deleteAccount', async (request, reply) => {
    const userId = request.user.id;
    await deleteAccount(app.db, userId, DELETED_USERNAME_HOLD_DAYS, request.cookies[ANALYTICS_DEVICE_COOKIE]);
    request.log.info({ userId }, 'account deleted');
    return reply.code(204).send();
  });

  route(app, 'listSessions', async (request) => ({
    results: await listSessions(app.db, request.user.id, request.user.tokenId, app.config),
  }));

  route(app, 'endSession', async (request, reply) => {
    const userId = request.user.id;
    if (!(await revokeSession(app.db, userId, request.params.id, app.config)))
      throw new AppError('not_found');
    await publishSignOut(app.db, userId);
    return reply.code(204).send();
  });

  route(app, 'listConsents', async (request) => ({ results: await listConsents(app.db, request.user.id) }));

  route(app, 'giveIntimateConsent', async (request) =>
    toMe(await giveIntimateConsent(app.db, request.user.id, request.body.version)),
  );

  route(app, 'withdrawIntimateConsent', async (request) =>
    toMe(await withdrawIntimateConsent(app.db, request.user.id)),
  );

  route(app, 'recordConsent', async (request, reply) => {
    const userId = request.user.id;
    const written = await recordConsent(app.db, userId, request.body.kind, request.body.granted);
    return reply.code(written ? 201 : 200).send({ results: await listConsents(app.db, userId) });
  });
};
