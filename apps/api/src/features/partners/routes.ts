import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  errorBodySchema,
  inviteCreateBodySchema,
  inviteIdParamsSchema,
  inviteLinkPreviewSchema,
  inviteLinkSchema,
  inviteLinkTokenParamsSchema,
  inviteSchema,
  invitesListSchema,
  currentPartnerQuerySchema,
  partnerSchema,
} from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { signedInRoute } from '../../shared/session/signed-in-route.ts';
import { acceptInvite, createInvite, rejectInvite, withdrawInvite } from './invite-rules.ts';
import { acceptInviteLink, createInviteLink, previewInviteLink, revokeInviteLink } from './invite-links.ts';
import { findPartner } from '../../shared/couple/partner.ts';
import { listPendingInvites, removePartner } from './partners-repository.ts';
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

  // Counted per person, after sign-in: usernames must not be probed in bulk (ADR 0007).
  const invitesRateLimit = {
    rateLimit: {
      max: app.config.INVITE_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `user:${request.user!.id}`,
    },
  };

  app.post(
    '/invites/link/',
    {
      ...signedIn('A new invite link (replaces your previous one; ADR 0017)', {
        response: { 201: inviteLinkSchema, ...errors, 429: errorBodySchema },
      }),
      config: invitesRateLimit,
    },
    async (request, reply) => reply.code(201).send(await createInviteLink(app.db, request.user!.id)),
  );

  app.delete(
    '/invites/link/',
    signedIn('End your invite link', { response: { 204: z.undefined(), ...errors } }),
    async (request, reply) => {
      await revokeInviteLink(app.db, request.user!.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/invites/link/:token/',
    {
      schema: {
        tags: ['partners'],
        summary: 'Who invites the holder of an invite link; 404 `invite_link_invalid` once it is not usable',
        params: inviteLinkTokenParamsSchema,
        response: { 200: inviteLinkPreviewSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => previewInviteLink(app.db, request.params.token),
  );

  app.post(
    '/invites/link/:token/accept/',
    signedIn('Accept an invite link: you and its owner become partners', {
      params: inviteLinkTokenParamsSchema,
      response: { 200: partnerSchema, ...errors },
    }),
    async (request) => acceptInviteLink(app.db, request.user!.id, request.params.token),
  );

  app.post(
    '/invites/create/',
    {
      ...signedIn('Invite a user, by username, to be your partner', {
        body: inviteCreateBodySchema,
        response: { 201: inviteSchema, ...errors, 429: errorBodySchema },
      }),
      config: invitesRateLimit,
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

  app.delete(
    '/invites/:id/',
    signedIn('Withdraw a pending invite you sent; the invitee’s notification of it goes too', {
      params: inviteIdParamsSchema,
      response: { 204: z.undefined(), ...errors },
    }),
    async (request, reply) => {
      await withdrawInvite(app.db, request.user!.id, request.params.id);
      return reply.code(204).send();
    },
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
