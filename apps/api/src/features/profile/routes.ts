import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, meSchema } from '@duet/contracts';
import { requireUser } from '../auth/authenticate.ts';
import { toMe } from './users-repository.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/profile/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: meSchema, 401: errorBodySchema },
      },
    },
    async (request) => toMe(request.user!),
  );
};
