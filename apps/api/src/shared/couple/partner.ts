import { eq, inArray } from 'drizzle-orm';
import type { PublicUser } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
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
