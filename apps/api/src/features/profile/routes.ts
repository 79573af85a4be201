import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifySchema } from 'fastify';
import { errorBodySchema, interviewRegistrationSchema, meSchema, profileUpdateSchema } from '@duet/contracts';
import { signedInRoute } from '../../shared/session/signed-in-route.ts';
import {
  saveInterviewRegistration,
  signedInUserRow,
  toMe,
  updateProfile,
} from '../../shared/users-repository.ts';

const signedIn = <Schema extends FastifySchema>(summary: string, schema: Schema) =>
  signedInRoute('profile', summary, schema);

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/profile/',
    signedIn('The signed-in user', { response: { 200: meSchema, 401: errorBodySchema } }),
    async (request) => toMe(await signedInUserRow(app.db, request.user!.id)),
  );

  app.put(
    '/user/profile/',
    signedIn('Change the username, news subscription, 18+ acceptance or interview flag', {
      description:
        'Send only the fields to change. A taken username answers 400 with a `username` field error.',
      body: profileUpdateSchema,
      response: { 200: meSchema, 400: errorBodySchema, 401: errorBodySchema },
    }),
    async (request) => toMe(await updateProfile(app.db, request.user!.id, request.body)),
  );

  app.post(
    '/forms/reg_for_interview/',
    signedIn('Sign up for a user interview with a Telegram username', {
      body: interviewRegistrationSchema,
      response: { 201: interviewRegistrationSchema, 400: errorBodySchema, 401: errorBodySchema },
    }),
    async (request, reply) => {
      await saveInterviewRegistration(app.db, request.user!.id, request.body.tg_username);
      return reply.code(201).send({ tg_username: request.body.tg_username });
    },
  );
};
