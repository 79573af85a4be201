import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { paginate } from '../../lib/paginate.ts';
import { oneStatementRoute, route } from '../../shared/endpoint-route.ts';
import { listPlansOnSale } from '../../shared/plans-repository.ts';
import { premiumOf, signedInSubscriptionsRead } from '../../shared/premium.ts';
import { findLastBuyer, findOwnPurchase } from '../../shared/purchases-repository.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
import { buyPlan } from './buy-plan.ts';
import { payWithPromo } from './fake-pay.ts';

/** Plans, the couple's premium, and buying it (ADR 0013). */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'listPlans', async (request) => {
    const plans = await listPlansOnSale(app.db, request.locale);
    return request.query.paginator === 'off' ? plans : paginate(request, request.query, plans);
  });

  oneStatementRoute(app, 'getSubscription', async (request, reply) => {
    const rows = await readAsSignedIn(request, reply, signedInSubscriptionsRead);
    return premiumOf(rows[0].userId, rows);
  });

  route(app, 'buyPlan', async (request) =>
    buyPlan(request, request.user.id, request.params.planId, request.body),
  );

  /** One of the user's purchases, or a 404. */
  async function ownPurchase(userId: number, purchaseId: string, locale: Locale) {
    const purchase = await findOwnPurchase(app.db, userId, purchaseId, locale);
    if (!purchase) throw new AppError('not_found');
    return purchase;
  }

  route(app, 'getPurchase', async (request) =>
    ownPurchase(request.user.id, request.params.purchaseId, request.locale),
  );

  route(app, 'getLastBuyer', async (request) => findLastBuyer(app.db, request.user.id));

  route(app, 'fakePay', async (request) => {
    const userId = request.user.id;
    await payWithPromo(app.db, app.config.PROMO_FREE_MEMBERSHIP, userId, request.params.purchaseId);
    return ownPurchase(userId, request.params.purchaseId, request.locale);
  });
};
