import { eq, inArray } from 'drizzle-orm';
import type { PublicUser } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { alias } from 'drizzle-orm/pg-core';

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

/**
 * The signed-in person among the rows `lockPeople` answered: a 401 if their account was deleted
 * after the token was checked (a request racing its own account's deletion).
 */
export function lockedSelf<Row extends { id: number }>(people: Row[], userId: number): Row {
  const me = people.find((person) => person.id === userId);
  if (!me) throw new AppError('authentication_failed');
  return me;
}

/**
 * Locks the user's row and their partner's, in id order (as unlinking, linking and likes do), and
 * answers the partner as it is under the lock. Every change of an own card (ADR 0030) and a
 * withdrawal of consent (ADR 0035) take it first, so neither runs under a couple that is splitting
 * at the same moment.
 */
export async function lockWithPartner(tx: Db, userId: number): Promise<number | null> {
  const [me] = await tx.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, userId));
  const locked = await lockPeople(tx, me?.partnerId ? [userId, me.partnerId] : [userId]);
  const partnerId = locked.find((row) => row.id === userId)?.partnerId ?? null;
  if (partnerId !== null && !locked.some((row) => row.id === partnerId)) await lockPeople(tx, [partnerId]);
  return partnerId;
}
