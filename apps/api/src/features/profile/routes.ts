import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, interviewRegistrationSchema, meSchema, profileUpdateSchema } from '@duet/contracts';
import { requireUser } from '../auth/authenticate.ts';
import { saveInterviewRegistration, toMe, updateProfile } from './users-repository.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: requireUser };

  app.get(
    '/user/profile/',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: meSchema, 401: errorBodySchema },
      },
    },
    async (request) => toMe(request.user!),
  );

  app.put(
    '/user/profile/',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Change the username, news subscription, 18+ acceptance or interview flag',
        description:
          'Send only the fields to change. A taken username answers 400 with a `username` field error.',
        security: [{ bearer: [] }],
        body: profileUpdateSchema,
        response: { 200: meSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => toMe(await updateProfile(app.db, request.user!.id, request.body)),
  );

  app.post(
    '/forms/reg_for_interview/',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Sign up for a user interview with a Telegram username',
        security: [{ bearer: [] }],
        body: interviewRegistrationSchema,
        response: { 201: interviewRegistrationSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await saveInterviewRegistration(app.db, request.user!.id, request.body.tg_username);
      return reply.code(201).send({ tg_username: request.body.tg_username });
    },
  );
};
