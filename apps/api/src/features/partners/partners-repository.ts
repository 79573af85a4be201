import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Invite } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { invites, users } from '../../db/schema.ts';
import { unlinkCouple } from '../../shared/couple/unlink-couple.ts';

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
