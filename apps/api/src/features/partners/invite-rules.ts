import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isProvisionalUsername, type Invite, type PublicUser } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { inviteLinks, invites, notifications, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { adjustCoupleMatchCounts } from '../../shared/couple/couple-matches.ts';
import { notify } from '../../shared/notify.ts';
import { publishChange } from '../../shared/changes.ts';
import { findUserByUsername } from '../../shared/users-repository.ts';
import { lockedSelf, lockPeople, toPublicUser } from '../../shared/couple/partner.ts';
import { findInvite } from './partners-repository.ts';

/**
 * Invites `username` to be the partner of `fromUserId`. Nobody by that name, an unfinished account
 * and someone already in a couple get one and the same refusal, after the same queries, so inviting
 * cannot tell whether a username exists or is taken (ADR 0007).
 */
export async function createInvite(db: Db, fromUserId: number, username: string): Promise<Invite> {
  return db.transaction(async (tx) => {
    const found = await findUserByUsername(tx, username);
    // Both people locked, as accepting locks them: a crossing invite or an accept waits, then sees
    // the invite or the couple that was made meanwhile.
    const people = await lockPeople(tx, found ? [fromUserId, found.id] : [fromUserId]);
    const me = lockedSelf(people, fromUserId);
    const invitee = found && people.find((person) => person.id === found.id);
    if (me.partnerId) throw new AppError('already_has_partner');
    if (invitee?.id === me.id) throw new AppError('invite_self');
    if (!invitee || isProvisionalUsername(invitee.username) || invitee.partnerId) {
      throw new AppError('invite_user_not_found');
    }

    const [received] = await tx
      .select({ id: invites.id })
      .from(invites)
      .where(
        and(eq(invites.fromUserId, invitee.id), eq(invites.toUserId, me.id), eq(invites.status, 'pending')),
      );
    if (received) throw new AppError('invite_already_received');

    try {
      const [created] = await tx
        .insert(invites)
        .values({ fromUserId: me.id, toUserId: invitee.id })
        .returning({ id: invites.id });
      await notify(tx, [invitee.id], 'invite_received', { actorUserId: me.id });
      return (await findInvite(tx, created!.id))!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('invite_already_sent');
      throw error;
    }
  });
}

/** Who may act on a pending invite: the invitee answers it, the sender withdraws it. */
type InviteRole = 'invitee' | 'sender';

const ROLE_REFUSAL: Record<InviteRole, string> = {
  invitee: 'Only the invited person can answer.',
  sender: 'Only the person who sent an invite can withdraw it.',
};

/**
 * The pending invite `userId` may act on in `role`, locked. Another person's invite is not found
 * (its existence is nobody else's business); the other side of one's own is refused.
 */
async function pendingInviteFor(db: Db, userId: number, inviteId: number, role: InviteRole = 'invitee') {
  const [invite] = await db.select().from(invites).where(eq(invites.id, inviteId)).for('update');
  return checkPendingFor(invite, userId, role);
}

function checkPendingFor(
  invite: typeof invites.$inferSelect | undefined,
  userId: number,
  role: InviteRole = 'invitee',
) {
  if (
    !invite ||
    invite.status !== 'pending' ||
    (invite.toUserId !== userId && invite.fromUserId !== userId)
  ) {
    throw new AppError('not_found');
  }
  const actor = role === 'invitee' ? invite.toUserId : invite.fromUserId;
  if (actor !== userId) throw new AppError('permission_denied', ROLE_REFUSAL[role]);
  return invite;
}

/** Links both people as partners and cancels every other pending invite of either. */
export async function acceptInvite(db: Db, userId: number, inviteId: number): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    const [unlocked] = await tx.select().from(invites).where(eq(invites.id, inviteId));
    const { fromUserId, toUserId } = checkPendingFor(unlocked, userId);
    // People first, then the invite: the same order as every other accept, so two simultaneous
    // accepts queue instead of deadlocking, and the later one finds its invite cancelled.
    const people = await lockPeople(tx, [fromUserId, toUserId]);
    const invite = await pendingInviteFor(tx, userId, inviteId);
    const me = lockedSelf(people, userId);
    const inviter = people.find((person) => person.id === invite.fromUserId)!;
    if (me.partnerId) throw new AppError('already_has_partner');
    if (inviter.partnerId) throw new AppError('user_has_partner');

    await tx
      .update(invites)
      .set({ status: 'accepted', respondedAt: sql`now()` })
      .where(eq(invites.id, invite.id));
    await linkCouple(tx, me.id, inviter.id);
    await markInviteNoticeRead(tx, me.id, inviter.id);
    return toPublicUser(inviter);
  });
}

/**
 * Makes `accepterId` and `inviterId` partners, in a transaction that holds both people's locks:
 * their matches count, every other pending invite and invite link of either ends, and the inviter
 * is told.
 */
export async function linkCouple(tx: Db, accepterId: number, inviterId: number) {
  const pair = [accepterId, inviterId];
  await tx.update(users).set({ partnerId: inviterId }).where(eq(users.id, accepterId));
  await tx.update(users).set({ partnerId: accepterId }).where(eq(users.id, inviterId));
  await adjustCoupleMatchCounts(tx, accepterId, inviterId, 1);
  await tx
    .update(invites)
    .set({ status: 'cancelled', respondedAt: sql`now()` })
    .where(
      and(
        eq(invites.status, 'pending'),
        or(inArray(invites.fromUserId, pair), inArray(invites.toUserId, pair)),
      ),
    );
  await tx.delete(inviteLinks).where(inArray(inviteLinks.userId, pair));
  await notify(tx, [inviterId], 'invite_accepted', { actorUserId: accepterId });
}

export async function rejectInvite(db: Db, userId: number, inviteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const invite = await pendingInviteFor(tx, userId, inviteId);
    await tx
      .update(invites)
      .set({ status: 'rejected', respondedAt: sql`now()` })
      .where(eq(invites.id, invite.id));
    await notify(tx, [invite.fromUserId], 'invite_rejected', { actorUserId: userId });
    await markInviteNoticeRead(tx, userId, invite.fromUserId);
  });
}

/**
 * An invitation answered is no longer news: its notification stops counting as new, on every
 * device at once (the badge follows the stream).
 */
async function markInviteNoticeRead(tx: Db, inviteeId: number, inviterId: number) {
  await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, inviteeId),
        eq(notifications.kind, 'invite_received'),
        eq(notifications.actorUserId, inviterId),
        eq(notifications.isRead, false),
      ),
    );
  await publishChange(tx, { users: [inviteeId], topics: ['notifications'] });
}

/**
 * Takes back a pending invite one sent (a mistyped username): it is cancelled, and the invitation
 * notification it gave disappears, so the other person keeps neither an invite they cannot answer
 * nor the sender's name. Only the sender may; to the invitee it is the invite they can answer.
 */
export async function withdrawInvite(db: Db, userId: number, inviteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const invite = await pendingInviteFor(tx, userId, inviteId, 'sender');
    await tx
      .update(invites)
      .set({ status: 'cancelled', respondedAt: sql`now()` })
      .where(eq(invites.id, invite.id));
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, invite.toUserId),
          eq(notifications.kind, 'invite_received'),
          eq(notifications.actorUserId, userId),
        ),
      );
    await publishChange(tx, { users: [invite.toUserId], topics: ['notifications', 'partner'] });
  });
}
