import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { findPartner } from '../../shared/couple/partner.ts';
import { route } from '../../shared/endpoint-route.ts';
import { signedInUser } from '../../shared/session/authenticate.ts';
import { acceptInvite, createInvite, rejectInvite, withdrawInvite } from './invite-rules.ts';
import { acceptInviteLink, createInviteLink, previewInviteLink, revokeInviteLink } from './invite-links.ts';
import { listPendingInvites, removePartner } from './partners-repository.ts';

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'getPartner', async (request) => {
    const partner = await findPartner(app.db, request.user.id);
    if (partner) return partner;
    if (request.query.absent === 'null') return null;
    throw new AppError('no_partner');
  });

  route(app, 'removePartner', async (request, reply) => {
    if (!(await removePartner(app.db, request.user.id))) throw new AppError('no_partner');
    return reply.code(204).send();
  });

  route(app, 'listInvites', async (request) => listPendingInvites(app.db, request.user.id));

  // Counted per person, after sign-in: usernames must not be probed in bulk (ADR 0007).
  const invitesRateLimit = {
    config: {
      rateLimit: {
        max: app.config.INVITE_RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request: Parameters<typeof signedInUser>[0]) => `user:${signedInUser(request).id}`,
      },
    },
  };

  route(
    app,
    'createInviteLink',
    async (request, reply) => reply.code(201).send(await createInviteLink(app.db, request.user.id)),
    invitesRateLimit,
  );

  route(app, 'revokeInviteLink', async (request, reply) => {
    await revokeInviteLink(app.db, request.user.id);
    return reply.code(204).send();
  });

  route(app, 'previewInviteLink', async (request) => previewInviteLink(app.db, request.params.token));

  route(app, 'acceptInviteLink', async (request) =>
    acceptInviteLink(app.db, request.user.id, request.params.token),
  );

  route(
    app,
    'createInvite',
    async (request, reply) =>
      reply.code(201).send(await createInvite(app.db, request.user.id, request.body.username)),
    invitesRateLimit,
  );

  route(app, 'acceptInvite', async (request) => acceptInvite(app.db, request.user.id, request.params.id));

  route(app, 'withdrawInvite', async (request, reply) => {
    await withdrawInvite(app.db, request.user.id, request.params.id);
    return reply.code(204).send();
  });

  route(app, 'rejectInvite', async (request, reply) => {
    await rejectInvite(app.db, request.user.id, request.params.id);
    return reply.code(204).send();
  });
};
