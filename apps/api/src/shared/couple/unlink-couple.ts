import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { events, notifications, users } from '../../db/schema.ts';
import { notify } from '../notify.ts';
import { adjustCoupleMatchCounts } from './couple-matches.ts';
import { lockPeople } from './partner.ts';
import { closeSharedHistory } from './shared-history.ts';
import { splitOwnCards } from './split-own-cards.ts';

/** How a partner went: they unlinked (and are named), or their account was deleted (ADR 0023). */
export type PartnerDeparture = 'partner_removed' | 'partner_left';

/**
 * Unlinks the couple on both sides, in the transaction `tx` runs: their matches stop counting,
 * their shared plans are cancelled and the dates they completed become read-only history, the
 * match notifications naming each other go, each keeps the own cards they wrote without the
 * other's answers and dates on them (ADR 0030), and the partner is told. Answers the former
 * partner's id, or null when the user had no partner.
 */
export async function unlinkCouple(
  tx: Db,
  userId: number,
  departure: PartnerDeparture,
): Promise<number | null> {
  const [me] = await tx.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, userId));
  if (!me?.partnerId) return null;
  const couple = await lockPeople(tx, [userId, me.partnerId]);
  const partnerId = couple.find((row) => row.id === userId)?.partnerId;
  if (!partnerId || partnerId !== me.partnerId) return null;
  await tx
    .update(users)
    .set({ partnerId: null })
    .where(inArray(users.id, [userId, partnerId]));
  await adjustCoupleMatchCounts(tx, userId, partnerId, -1);
  await splitOwnCards(tx, userId, partnerId);
  await cancelSharedPlans(tx, userId, partnerId);
  await closeSharedHistory(tx, userId, partnerId);
  await deleteCoupleMatchNotifications(tx, userId, partnerId);
  const about = departure === 'partner_removed' ? { actorUserId: userId } : {};
  await notify(tx, [partnerId], departure, about);
  return partnerId;
}

/** When a couple unlinks, their plans that have not happened yet go; shared memories stay. */
export async function cancelSharedPlans(db: Db, userId: number, partnerId: number) {
  await db
    .delete(events)
    .where(
      and(
        ne(events.status, 'completed'),
        or(
          and(eq(events.sourceUserId, userId), eq(events.targetUserId, partnerId)),
          and(eq(events.sourceUserId, partnerId), eq(events.targetUserId, userId)),
        ),
      ),
    );
}

/** Deletes the match notifications each of the two got naming the other: what a couple matched on. */
export async function deleteCoupleMatchNotifications(db: Db, first: number, second: number) {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.kind, 'match'),
        sql`(${notifications.userId}, ${notifications.actorUserId}) in ((${first}, ${second}), (${second}, ${first}))`,
      ),
    );
}
