import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountExportSchema,
  ANALYTICS_DEVICE_COOKIE,
  consentBodySchema,
  consentsListSchema,
  DELETED_USERNAME_HOLD_DAYS,
  sessionIdParamsSchema,
  sessionsListSchema,
} from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { bearerToken } from '../../shared/session/authenticate.ts';
import { signedInRoute } from '../../shared/session/signed-in-route.ts';
import { publishSignOut } from '../../shared/sign-outs.ts';
import { exportAccount } from './account-export.ts';
import { listConsents, recordConsent } from '../../shared/consents-repository.ts';
import { deleteAccount } from './delete-account.ts';
import { listSessions, revokeSession } from './sessions-repository.ts';

const errors = errorResponses(400, 401, 404);

/** An export reads every table about the person: a few a minute is plenty for anyone. */
const EXPORTS_PER_MINUTE = 5;

const signedIn = <Schema extends FastifySchema>(summary: string, schema: Schema) =>
  signedInRoute('privacy', summary, schema);

/** The rights a person has over what Duet holds about them (ADR 0023). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/export/',
    {
      ...signedIn('Everything Duet holds about me, as one JSON file', {
        description:
          "Never the partner's one-sided likes. With the `duet_device` cookie, this device's analytics events too.",
        response: { 200: accountExportSchema, ...errorResponses(400, 401, 404, 429) },
      }),
      config: {
        rateLimit: {
          max: EXPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `user:${request.user!.id}`,
        },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(
        app.db,
        request.user!.id,
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
  );

  app.delete(
    '/user/profile/',
    signedIn('Delete my account and what is only mine', {
      description:
        'Unlinks the partner (told only that their partner left), ends every session, keeps orders anonymised (ADR 0023).',
      response: { 204: z.undefined(), ...errors },
    }),
    async (request, reply) => {
      const userId = request.user!.id;
      await deleteAccount(
        app.db,
        userId,
        DELETED_USERNAME_HOLD_DAYS,
        request.cookies[ANALYTICS_DEVICE_COOKIE],
      );
      request.log.info({ userId }, 'account deleted');
      return reply.code(204).send();
    },
  );

  app.get(
    '/user/sessions/',
    signedIn('My signed-in devices, most recently used first', {
      response: { 200: sessionsListSchema, ...errors },
    }),
    async (request) => ({
      results: await listSessions(app.db, request.user!.id, bearerToken(request)!, app.config),
    }),
  );

  app.delete(
    '/user/sessions/:id/',
    signedIn('Sign one device out', {
      params: sessionIdParamsSchema,
      response: { 204: z.undefined(), ...errors },
    }),
    async (request, reply) => {
      const userId = request.user!.id;
      if (!(await revokeSession(app.db, userId, request.params.id, app.config)))
        throw new AppError('not_found');
      await publishSignOut(app.db, userId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/user/consents/',
    signedIn('What I agreed to and when, newest first', { response: { 200: consentsListSchema, ...errors } }),
    async (request) => ({ results: await listConsents(app.db, request.user!.id) }),
  );

  app.post(
    '/user/consents/',
    signedIn("Record this device's analytics answer", {
      description: 'Recorded only when it differs from the latest answer: 201 when written, 200 when not.',
      body: consentBodySchema,
      response: { 200: consentsListSchema, 201: consentsListSchema, ...errors },
    }),
    async (request, reply) => {
      const userId = request.user!.id;
      const written = await recordConsent(app.db, userId, request.body.kind, request.body.granted);
      return reply.code(written ? 201 : 200).send({ results: await listConsents(app.db, userId) });
    },
  );
};
