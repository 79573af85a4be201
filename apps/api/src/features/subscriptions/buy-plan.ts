import type { FastifyRequest } from 'fastify';
import type { BuyBody, BuyResult } from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { acquirerApiUrl, notificationUrl, terminalOf } from '../../shared/payments/acquirer.ts';
import { tinkoffInit } from '../../shared/payments/tinkoff-client.ts';
import { findPlanOnSale } from '../../shared/plans-repository.ts';
import {
  createPurchase,
  hasUsedPromo,
  markInitFailed,
  recordInit,
} from '../../shared/purchases-repository.ts';

/**
 * Creates the purchase, registers it with the acquirer (Init, with the 54-FZ receipt) and answers
 * where to pay. The acquirer's notification, not the buyer's return, is what marks it paid.
 */
export async function buyPlan(
  request: FastifyRequest,
  userId: number,
  planId: number,
  buyer: BuyBody,
): Promise<BuyResult> {
  const { config, db } = request.server;
  const terminal = terminalOf(config);
  if (!terminal) throw new AppError('payments_unavailable');
  const plan = await findPlanOnSale(db, planId);
  if (!plan) throw new AppError('not_found', 'There is no such plan on sale.');

  const purchase = await createPurchase(db, userId, plan, buyer);
  const origin = publicOrigin(request);
  const returnUrl = `${origin}/profile/payment-success/?purchase=${purchase.id}`;
  const name = `Duet Premium — ${plan.titleRu}${buyer.kind === 'gift' ? ' (подарок)' : ''}`;
  try {
    const init = await tinkoffInit(
      acquirerApiUrl(request, terminal),
      terminal,
      {
        Amount: plan.amount,
        OrderId: purchase.id,
        Description: name,
        Language: request.locale,
        SuccessURL: returnUrl,
        FailURL: returnUrl,
        NotificationURL: notificationUrl(request),
        Receipt: {
          ...(purchase.buyerEmail ? { Email: purchase.buyerEmail } : {}),
          ...(purchase.buyerPhone ? { Phone: purchase.buyerPhone } : {}),
          Taxation: config.TINKOFF_TAXATION,
          Items: [
            {
              Name: name,
              Price: plan.amount,
              Quantity: 1,
              Amount: plan.amount,
              Tax: config.TINKOFF_VAT,
              PaymentMethod: 'full_prepayment',
              PaymentObject: 'service',
            },
          ],
        },
      },
      config.PAYMENT_TIMEOUT_MS,
    );
    await recordInit(db, purchase.id, init.paymentId, init.paymentUrl);
    const promo = config.PROMO_FREE_MEMBERSHIP && buyer.kind === 'own' && !(await hasUsedPromo(db, userId));
    return { id: purchase.id, payment_url: init.paymentUrl, promo_free_membership: promo };
  } catch (error) {
    await markInitFailed(db, purchase.id);
    throw error;
  }
}
