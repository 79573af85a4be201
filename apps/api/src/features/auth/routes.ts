import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devLoginBodySchema, errorBodySchema, loginResponseSchema } from '@duet/contracts';
import { findOrCreateUserByUsername, toMe } from '../profile/users-repository.ts';
import { bearerToken, requireUser } from './authenticate.ts';
import { issueToken, revokeToken } from './tokens.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const signInRateLimit = { max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  // Development sign-in: lets two browsers be two partners without any provider. Never in production.
  if (app.config.NODE_ENV !== 'production') {
    app.post(
      '/user/dev_login/',
      {
        config: { rateLimit: signInRateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Development sign-in (absent in production)',
          body: devLoginBodySchema,
          response: { 200: loginResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => {
        const user = await findOrCreateUserByUsername(app.db, request.body.username);
        return { access: await issueToken(app.db, user.id), user: toMe(user) };
      },
    );
  }

  app.post(
    '/user/logout/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token of this request',
        security: [{ bearer: [] }],
        response: { 204: z.undefined(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await revokeToken(app.db, bearerToken(request)!);
      return reply.code(204).send();
    },
  );
};
