import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import {
  deliverPurchase,
  hasUsedPromo,
  lockOwnPurchase,
  setPurchaseState,
} from '../../shared/purchases-repository.ts';

/**
 * The deal of the day (ADR 0013): while PROMO_FREE_MEMBERSHIP is on, a person may take one of
 * their own pending purchases for themselves for free, once in their life.
 */
export async function payWithPromo(db: Db, promoOn: boolean, userId: number, purchaseId: string) {
  if (!promoOn) throw new AppError('promo_unavailable');
  try {
    await db.transaction(async (tx) => {
      const purchase = await lockOwnPurchase(tx, userId, purchaseId);
      if (!purchase) throw new AppError('not_found');
      if (purchase.kind !== 'own')
        throw new AppError('promo_unavailable', 'The deal of the day is not for gifts.');
      if (purchase.status !== 'pending' || purchase.confirmedAt || purchase.promoAppliedAt) {
        throw new AppError('purchase_not_pending');
      }
      if (await hasUsedPromo(tx, userId)) throw new AppError('promo_already_used');
      await setPurchaseState(tx, purchase.id, { status: 'paid', promoAppliedAt: new Date() });
      await deliverPurchase(tx, purchase);
    });
  } catch (error) {
    // Two tabs at once: the unique index lets only one of them through.
    if (isUniqueViolation(error)) throw new AppError('promo_already_used');
    throw error;
  }
}
