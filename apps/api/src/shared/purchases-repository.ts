import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { BuyBody, Gift, LastBuyer, Locale, Purchase, PurchaseStatus } from '@duet/contracts';
import type { Db } from '../db/database.ts';
import { giftCertificates, plans, purchases } from '../db/schema.ts';
import { notify } from './notify.ts';
import { toPlan, type PlanRow } from './plans-repository.ts';
import { extendSubscription } from './premium.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
type GiftRow = typeof giftCertificates.$inferSelect;

export const toGift = (
  gift: GiftRow,
  plan: PlanRow,
  purchase: Pick<PurchaseRow, 'userId' | 'status'>,
  callerId: number | null,
  locale: Locale,
): Gift => ({
  id: gift.id,
  plan: toPlan(plan, locale),
  redeemed: gift.redeemedAt !== null,
  redeemed_at: gift.redeemedAt?.toISOString() ?? null,
  created_at: gift.createdAt.toISOString(),
  mine: purchase.userId === callerId,
  voided: purchase.status !== 'paid',
});

export const paidAt = (row: Pick<PurchaseRow, 'confirmedAt' | 'promoAppliedAt'>) =>
  row.confirmedAt ?? row.promoAppliedAt;

export async function createPurchase(
  db: Db,
  userId: number,
  plan: PlanRow,
  buyer: BuyBody,
): Promise<PurchaseRow> {
  const [row] = await db
    .insert(purchases)
    .values({
      userId,
      planId: plan.id,
      kind: buyer.kind,
      amount: plan.amount,
      buyerName: buyer.name,
      buyerEmail: buyer.email || null,
      buyerPhone: buyer.phone || null,
    })
    .returning();
  return row!;
}

export async function recordInit(db: Db, purchaseId: string, paymentId: string, paymentUrl: string) {
  await db.update(purchases).set({ paymentId, paymentUrl }).where(eq(purchases.id, purchaseId));
}

export async function markInitFailed(db: Db, purchaseId: string) {
  await db
    .update(purchases)
    .set({ status: 'failed', acquirerStatus: 'INIT_FAILED' })
    .where(eq(purchases.id, purchaseId));
}

/** The buyer's own purchase with its plan and certificate; anyone else's does not exist for them. */
export async function findOwnPurchase(db: Db, userId: number, purchaseId: string, locale: Locale) {
  const [row] = await db
    .select({ purchase: purchases, plan: plans, gift: giftCertificates })
    .from(purchases)
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .leftJoin(giftCertificates, eq(giftCertificates.purchaseId, purchases.id))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)));
  if (!row) return undefined;
  const purchase: Purchase = {
    id: row.purchase.id,
    kind: row.purchase.kind,
    plan: toPlan(row.plan, locale),
    amount: row.purchase.amount,
    status: row.purchase.status,
    created_at: row.purchase.createdAt.toISOString(),
    paid_at: paidAt(row.purchase)?.toISOString() ?? null,
    gift: row.gift ? toGift(row.gift, row.plan, row.purchase, userId, locale) : null,
  };
  return purchase;
}

/** The contact of the user's latest purchase, or null before any (ADR 0013). */
export async function findLastBuyer(db: Db, userId: number): Promise<LastBuyer> {
  const [row] = await db
    .select({ name: purchases.buyerName, email: purchases.buyerEmail, phone: purchases.buyerPhone })
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  return row ?? null;
}

export async function lockOwnPurchase(db: Db, userId: number, purchaseId: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)))
    .for('update');
  return row;
}

export async function lockPurchase(db: Db, purchaseId: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  return row;
}

export async function hasUsedPromo(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), isNotNull(purchases.promoAppliedAt)))
    .limit(1);
  return !!row;
}

/**
 * What a paid purchase gives, once per payment: more premium for the buyer (and so the couple),
 * or a gift certificate with an unguessable link. Runs in the transaction that marks it paid.
 */
export async function deliverPurchase(db: Db, purchase: PurchaseRow): Promise<void> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, purchase.planId));
  if (purchase.kind === 'gift') {
    await db
      .insert(giftCertificates)
      .values({ id: randomBytes(16).toString('base64url'), purchaseId: purchase.id })
      .onConflictDoNothing({ target: giftCertificates.purchaseId });
    return;
  }
  // The buyer deleted their account before the payment arrived: there is nobody to give it to.
  if (purchase.userId === null) return;
  const partnerId = await extendSubscription(db, purchase.userId, plan!.months);
  if (partnerId) await notify(db, [partnerId], 'premium_shared', { actorUserId: purchase.userId });
}

export async function setPurchaseState(
  db: Db,
  purchaseId: string,
  change: {
    status?: PurchaseStatus;
    acquirerStatus?: string;
    confirmedAt?: Date;
    promoAppliedAt?: Date;
    paymentId?: string;
  },
) {
  await db.update(purchases).set(change).where(eq(purchases.id, purchaseId));
}

export async function listOwnGifts(db: Db, userId: number, locale: Locale): Promise<Gift[]> {
  const rows = await db
    .select({ gift: giftCertificates, plan: plans, purchase: purchases })
    .from(giftCertificates)
    .innerJoin(purchases, eq(purchases.id, giftCertificates.purchaseId))
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(giftCertificates.createdAt));
  return rows.map((row) => toGift(row.gift, row.plan, row.purchase, userId, locale));
}
