import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../shared/endpoint-route.ts';
import { subscriptionOf } from '../../shared/premium.ts';
import { listOwnGifts } from '../../shared/purchases-repository.ts';
import { signedInUserId } from '../../shared/session/authenticate.ts';
import { findGift, redeemGift } from './gifts-repository.ts';

/** Gift certificates: bought through a gift purchase, shared by link, redeemed once (ADR 0013). */
export const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'listGifts', async (request) => listOwnGifts(app.db, request.user.id, request.locale));

  route(app, 'getGift', async (request) =>
    findGift(app.db, request.params.giftId, await signedInUserId(request), request.locale),
  );

  route(app, 'acceptGift', async (request) => {
    await redeemGift(app.db, request.user.id, request.params.giftId);
    return subscriptionOf(app.db, request.user.id);
  });
};
