import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../shared/endpoint-route.ts';
import { signedInUserRow, toMe } from '../../shared/users-repository.ts';
import { saveInterviewRegistration, updateProfile } from './profile-repository.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'getProfile', async (request) => toMe(await signedInUserRow(app.db, request.user.id)));

  route(app, 'updateProfile', async (request) =>
    toMe(await updateProfile(app.db, request.user.id, request.body)),
  );

  route(app, 'registerForInterview', async (request, reply) => {
    await saveInterviewRegistration(app.db, request.user.id, request.body.tg_username);
    return reply.code(201).send({ tg_username: request.body.tg_username });
  });
};
