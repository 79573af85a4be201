import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, giftIdParamsSchema, giftSchema, subscriptionSchema } from '@duet/contracts';
import { signedInUserId } from '../../shared/session/authenticate.ts';
import { signedInRoute } from '../../shared/session/signed-in-route.ts';
import { listOwnGifts } from '../../shared/purchases-repository.ts';
import { subscriptionOf } from '../../shared/premium.ts';
import { findGift, redeemGift } from './gifts-repository.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 404, 409, 410);

/** Gift certificates: bought through a gift purchase, shared by link, redeemed once (ADR 0013). */
export const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gifts/',
    signedInRoute('gifts', 'The certificates you bought, newest first', {
      response: { 200: z.array(giftSchema), ...errors },
    }),
    async (request) => listOwnGifts(app.db, request.user!.id, request.locale),
  );

  app.get(
    '/gifts/:giftId/',
    {
      schema: {
        tags: ['gifts'],
        summary: 'A certificate, for anyone holding its link; 410 `gift_not_paid` once it is void',
        params: giftIdParamsSchema,
        response: { 200: giftSchema, 400: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema },
      },
    },
    async (request) => findGift(app.db, request.params.giftId, await signedInUserId(request), request.locale),
  );

  app.post(
    '/gifts/:giftId/accept/',
    signedInRoute('gifts', 'Redeem a certificate someone else bought: answers your premium', {
      params: giftIdParamsSchema,
      response: { 200: subscriptionSchema, ...errors },
    }),
    async (request) => {
      await redeemGift(app.db, request.user!.id, request.params.giftId);
      return subscriptionOf(app.db, request.user!.id);
    },
  );
};
