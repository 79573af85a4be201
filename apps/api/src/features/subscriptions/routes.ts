import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifySchema } from 'fastify';
import {
  buyBodySchema,
  buyResultSchema,
  errorBodySchema,
  listQuerySchema,
  listResponseSchema,
  planIdParamsSchema,
  planSchema,
  purchaseIdParamsSchema,
  purchaseSchema,
  subscriptionSchema,
} from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { paginate } from '../../lib/paginate.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
import { signedInReadRoute, signedInRoute } from '../../shared/session/signed-in-route.ts';
import { buyPlan } from './buy-plan.ts';
import { payWithPromo } from './fake-pay.ts';
import { listPlansOnSale } from '../../shared/plans-repository.ts';
import { premiumOf, signedInSubscriptionsRead } from '../../shared/premium.ts';
import { findOwnPurchase } from '../../shared/purchases-repository.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 502, 503);

const signedIn = <Schema extends FastifySchema>(summary: string, schema: Schema) =>
  signedInRoute('subscriptions', summary, schema);

/** Plans, the couple's premium, and buying it (ADR 0013). */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscriptions/plans/',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Plans on sale, priced in kopecks',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(planSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const plans = await listPlansOnSale(app.db, request.locale);
      return request.query.paginator === 'off' ? plans : paginate(request, request.query, plans);
    },
  );

  app.get(
    '/subscriptions/',
    signedInReadRoute('subscriptions', 'Your premium: yours or your partner’s, whichever lasts longer', {
      response: { 200: subscriptionSchema, ...errors },
    }),
    async (request, reply) => {
      const rows = await readAsSignedIn(request, reply, signedInSubscriptionsRead);
      return premiumOf(rows[0].userId, rows);
    },
  );

  app.post(
    '/subscriptions/plans/:planId/buy/',
    signedIn('Buy a plan for yourself or as a gift: answers where to pay', {
      params: planIdParamsSchema,
      body: buyBodySchema,
      response: { 200: buyResultSchema, ...errors },
    }),
    async (request) => buyPlan(request, request.user!.id, request.params.planId, request.body),
  );

  app.get(
    '/subscriptions/purchases/:purchaseId/',
    signedIn('One of your purchases and its status', {
      params: purchaseIdParamsSchema,
      response: { 200: purchaseSchema, ...errors },
    }),
    async (request) => {
      const purchase = await findOwnPurchase(
        app.db,
        request.user!.id,
        request.params.purchaseId,
        request.locale,
      );
      if (!purchase) throw new AppError('not_found');
      return purchase;
    },
  );

  app.post(
    '/subscriptions/purchases/:purchaseId/fake_pay/',
    signedIn('The deal of the day: your own pending purchase for free, once (PROMO_FREE_MEMBERSHIP)', {
      params: purchaseIdParamsSchema,
      response: { 200: purchaseSchema, ...errors },
    }),
    async (request) => {
      const userId = request.user!.id;
      await payWithPromo(app.db, app.config.PROMO_FREE_MEMBERSHIP, userId, request.params.purchaseId);
      return (await findOwnPurchase(app.db, userId, request.params.purchaseId, request.locale))!;
    },
  );
};
