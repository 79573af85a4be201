import { eq } from 'drizzle-orm';
import type { Gift, Locale } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { giftCertificates, plans, purchases } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../../shared/notify.ts';
import { extendSubscription } from '../../shared/premium.ts';
import { toGift } from '../../shared/purchases-repository.ts';

function selectGift(db: Db, giftId: string) {
  return db
    .select({
      gift: giftCertificates,
      plan: plans,
      purchase: { userId: purchases.userId, status: purchases.status },
    })
    .from(giftCertificates)
    .innerJoin(purchases, eq(purchases.id, giftCertificates.purchaseId))
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .where(eq(giftCertificates.id, giftId));
}

type GiftRow = Awaited<ReturnType<typeof selectGift>>[number];

/** A certificate stands only while its purchase is paid: a refund or a failed payment voids it. */
function existingValidGift(row: GiftRow | undefined): GiftRow {
  if (!row) throw new AppError('gift_not_found');
  if (row.purchase.status !== 'paid') throw new AppError('gift_not_paid');
  return row;
}

/** A certificate as its link shows it to anyone who has the link. */
export async function findGift(
  db: Db,
  giftId: string,
  callerId: number | null,
  locale: Locale,
): Promise<Gift> {
  const [found] = await selectGift(db, giftId);
  const row = existingValidGift(found);
  return toGift(row.gift, row.plan, row.purchase, callerId, locale);
}

/** Redeems a certificate once, for someone other than its buyer: their premium grows by its plan. */
export async function redeemGift(db: Db, userId: number, giftId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The purchase too: a refund arriving meanwhile waits, and this redeem sees a settled status.
    const [found] = await selectGift(tx, giftId).for('update', { of: [giftCertificates, purchases] });
    const row = existingValidGift(found);
    if (row.purchase.userId === userId) throw new AppError('gift_own');
    if (row.gift.redeemedAt) throw new AppError('gift_already_redeemed');
    await tx
      .update(giftCertificates)
      .set({ redeemedBy: userId, redeemedAt: new Date() })
      .where(eq(giftCertificates.id, giftId));
    await extendSubscription(tx, userId, row.plan.months);
    // Without the redeemer: a link may be passed on, and who ended up with it is theirs to tell.
    if (row.purchase.userId !== null) await notify(tx, [row.purchase.userId], 'gift_redeemed');
  });
}
