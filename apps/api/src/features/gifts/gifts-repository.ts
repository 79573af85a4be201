import { eq } from 'drizzle-orm';
import type { Gift, Locale } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { giftCertificates, plans, purchases } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../notifications/notify.ts';
import { extendSubscription } from '../subscriptions/premium.ts';
import { toGift } from '../subscriptions/purchases-repository.ts';

function selectGift(db: Db, giftId: string) {
  return db
    .select({ gift: giftCertificates, plan: plans, buyerId: purchases.userId })
    .from(giftCertificates)
    .innerJoin(purchases, eq(purchases.id, giftCertificates.purchaseId))
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .where(eq(giftCertificates.id, giftId));
}

/** A certificate as its link shows it to anyone who has the link. */
export async function findGift(
  db: Db,
  giftId: string,
  callerId: number | null,
  locale: Locale,
): Promise<Gift> {
  const [row] = await selectGift(db, giftId);
  if (!row) throw new AppError('gift_not_found');
  return toGift(row.gift, row.plan, row.buyerId, callerId, locale);
}

/** Redeems a certificate once, for someone other than its buyer: their premium grows by its plan. */
export async function redeemGift(db: Db, userId: number, giftId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await selectGift(tx, giftId).for('update', { of: giftCertificates });
    if (!row) throw new AppError('gift_not_found');
    if (row.buyerId === userId) throw new AppError('gift_own');
    if (row.gift.redeemedAt) throw new AppError('gift_already_redeemed');
    await tx
      .update(giftCertificates)
      .set({ redeemedBy: userId, redeemedAt: new Date() })
      .where(eq(giftCertificates.id, giftId));
    await extendSubscription(tx, userId, row.plan.months);
    // Without the redeemer: a link may be passed on, and who ended up with it is theirs to tell.
    await notify(tx, [row.buyerId], 'gift_redeemed');
  });
}
