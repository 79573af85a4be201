import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  errorBodySchema,
  inviteCreateBodySchema,
  inviteIdParamsSchema,
  inviteSchema,
  invitesListSchema,
  currentPartnerQuerySchema,
  partnerSchema,
} from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { signedInRoute } from '../auth/signed-in-route.ts';
import { acceptInvite, createInvite, rejectInvite } from './invite-rules.ts';
import { findPartner, listPendingInvites, removePartner } from './partners-repository.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404);

const signedIn = <Schema extends FastifySchema>(summary: string, schema: Schema) =>
  signedInRoute('partners', summary, schema);

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partner/current/',
    signedIn('The current partner; 404 `no_partner` when there is none, or `null` with `?absent=null`', {
      querystring: currentPartnerQuerySchema,
      response: { 200: partnerSchema.nullable(), ...errors },
    }),
    async (request) => {
      const partner = await findPartner(app.db, request.user!.id);
      if (partner) return partner;
      if (request.query.absent === 'null') return null;
      throw new AppError('no_partner');
    },
  );

  app.delete(
    '/partner/current/remove/',
    signedIn('Unlink the current partner, on both sides', { response: { 204: z.undefined(), ...errors } }),
    async (request, reply) => {
      if (!(await removePartner(app.db, request.user!.id))) throw new AppError('no_partner');
      return reply.code(204).send();
    },
  );

  app.get(
    '/invites/list/',
    signedIn('Pending partner invites: sent (outgoing) and received (incoming)', {
      response: { 200: invitesListSchema, ...errors },
    }),
    async (request) => listPendingInvites(app.db, request.user!.id),
  );

  app.post(
    '/invites/create/',
    {
      ...signedIn('Invite a user, by username, to be your partner', {
        body: inviteCreateBodySchema,
        response: { 201: inviteSchema, ...errors, 429: errorBodySchema },
      }),
      // Counted per person, after sign-in: usernames must not be probed in bulk (ADR 0007).
      config: {
        rateLimit: {
          max: app.config.INVITE_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `user:${request.user!.id}`,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createInvite(app.db, request.user!.id, request.body.username)),
  );

  app.post(
    '/invites/:id/accept/',
    signedIn('Accept an invite you received: you become partners', {
      params: inviteIdParamsSchema,
      response: { 200: partnerSchema, ...errors },
    }),
    async (request) => acceptInvite(app.db, request.user!.id, request.params.id),
  );

  app.post(
    '/invites/:id/reject/',
    signedIn('Reject an invite you received', {
      params: inviteIdParamsSchema,
      response: { 204: z.undefined(), ...errors },
    }),
    async (request, reply) => {
      await rejectInvite(app.db, request.user!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
