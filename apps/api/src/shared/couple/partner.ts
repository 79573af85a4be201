import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Invite, PublicUser } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { invites, users } from '../../db/schema.ts';
import { alias } from 'drizzle-orm/pg-core';
import { cancelSharedPlans } from '../events/events-repository.ts';
import { adjustCoupleMatchCounts } from '../matches/likes-repository.ts';
import { deleteCoupleMatchNotifications } from '../notifications/notifications-repository.ts';
import { notify } from '../notifications/notify.ts';

export const toPublicUser = (user: { id: number; username: string }): PublicUser => ({
  id: user.id,
  username: user.username,
});

export async function findPartner(db: Db, userId: number): Promise<PublicUser | undefined> {
  const partner = alias(users, 'partner');
  const [row] = await db
    .select({ id: partner.id, username: partner.username })
    .from(users)
    .innerJoin(partner, eq(partner.id, users.partnerId))
    .where(eq(users.id, userId));
  return row;
}

/**
 * Locks these people's rows in id order, in the transaction `db` runs: every invite, accept,
 * unlink and like takes people in this order, so none of them can deadlock another.
 */
export async function lockPeople(db: Db, ids: number[]) {
  return db.select().from(users).where(inArray(users.id, ids)).orderBy(users.id).for('update');
}

/** How a partner went: they unlinked (and are named), or their account was deleted (ADR 0023). */
export type PartnerDeparture = 'partner_removed' | 'partner_left';

/**
 * Unlinks the couple on both sides, in the transaction `tx` runs: their matches stop counting,
 * their shared plans are cancelled, the match notifications naming each other go, and the
 * partner is told. Answers the former partner's id, or null when the user had no partner.
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
  await cancelSharedPlans(tx, userId, partnerId);
  await deleteCoupleMatchNotifications(tx, userId, partnerId);
  const about = departure === 'partner_removed' ? { actorUserId: userId } : {};
  await notify(tx, [partnerId], departure, about);
  return partnerId;
}

/** Unlinks the couple on both sides; false when the user had no partner. */
export async function removePartner(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => (await unlinkCouple(tx, userId, 'partner_removed')) !== null);
}

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');

function selectInvites(db: Db) {
  return db
    .select({
      id: invites.id,
      createdAt: invites.createdAt,
      fromId: fromUser.id,
      fromUsername: fromUser.username,
      toId: toUser.id,
      toUsername: toUser.username,
    })
    .from(invites)
    .innerJoin(fromUser, eq(fromUser.id, invites.fromUserId))
    .innerJoin(toUser, eq(toUser.id, invites.toUserId));
}

type InviteRow = Awaited<ReturnType<ReturnType<typeof selectInvites>['where']>>[number];

const toInvite = (row: InviteRow): Invite => ({
  id: row.id,
  from_user: { id: row.fromId, username: row.fromUsername },
  to_user: { id: row.toId, username: row.toUsername },
  created_at: row.createdAt.toISOString(),
});

export async function listPendingInvites(db: Db, userId: number) {
  const rows = await selectInvites(db)
    .where(
      and(eq(invites.status, 'pending'), or(eq(invites.fromUserId, userId), eq(invites.toUserId, userId))),
    )
    .orderBy(sql`${invites.createdAt} desc`, sql`${invites.id} desc`);
  return {
    outgoing: rows.filter((row) => row.fromId === userId).map(toInvite),
    incoming: rows.filter((row) => row.toId === userId).map(toInvite),
  };
}

export async function findInvite(db: Db, inviteId: number): Promise<Invite | undefined> {
  const [row] = await selectInvites(db).where(eq(invites.id, inviteId));
  return row && toInvite(row);
}
