import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  INVITE_LINK_LIFETIME_DAYS,
  isProvisionalUsername,
  type InviteLink,
  type InviteLinkPreview,
  type PublicUser,
} from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { inviteLinks, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../shared/session/tokens.ts';
import { linkCouple } from './invite-rules.ts';
import { lockedSelf, lockPeople, toPublicUser } from '../../shared/couple/partner.ts';

/**
 * A new invite link for `userId`, replacing the one they had (ADR 0017): whoever opens it and
 * accepts becomes their partner, so a link that leaked can be made useless by making another.
 */
export async function createInviteLink(db: Db, userId: number): Promise<InviteLink> {
  return db.transaction(async (tx) => {
    const me = lockedSelf(await lockPeople(tx, [userId]), userId);
    refuseUnfinished(me);
    if (me.partnerId) throw new AppError('already_has_partner');
    const token = randomBytes(24).toString('base64url');
    const link = {
      tokenHash: hashToken(token),
      createdAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${INVITE_LINK_LIFETIME_DAYS}::int)`,
    };
    const [row] = await tx
      .insert(inviteLinks)
      .values({ userId, ...link })
      .onConflictDoUpdate({ target: inviteLinks.userId, set: link })
      .returning({ expiresAt: inviteLinks.expiresAt });
    return { token, expires_at: row!.expiresAt.toISOString() };
  });
}

/** Ends `userId`'s invite link, if there is one. */
export async function revokeInviteLink(db: Db, userId: number): Promise<void> {
  await db.delete(inviteLinks).where(eq(inviteLinks.userId, userId));
}

/** A couple is made of two finished accounts: someone still choosing a username cannot join one yet. */
function refuseUnfinished(person: { username: string }) {
  if (isProvisionalUsername(person.username)) {
    throw new AppError('permission_denied', 'Choose a username first.');
  }
}

async function findLiveLink(db: Db, token: string) {
  const [link] = await db
    .select({
      userId: inviteLinks.userId,
      expiresAt: inviteLinks.expiresAt,
      username: users.username,
      partnerId: users.partnerId,
    })
    .from(inviteLinks)
    .innerJoin(users, eq(users.id, inviteLinks.userId))
    .where(and(eq(inviteLinks.tokenHash, hashToken(token)), gt(inviteLinks.expiresAt, sql`now()`)));
  // A link dies when its owner gets a partner; an unfinished account has no name to show.
  if (!link || link.partnerId !== null || isProvisionalUsername(link.username)) {
    throw new AppError('invite_link_invalid');
  }
  return link;
}

/** Who invites the person holding `token`: all the link's page shows before they accept. */
export async function previewInviteLink(db: Db, token: string): Promise<InviteLinkPreview> {
  const link = await findLiveLink(db, token);
  return {
    from_user: toPublicUser({ id: link.userId, username: link.username }),
    expires_at: link.expiresAt.toISOString(),
  };
}

/** Accepts the link's invitation: `userId` and the link's owner become partners, and the link is used up. */
export async function acceptInviteLink(db: Db, userId: number, token: string): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    const { userId: inviterId } = await findLiveLink(tx, token);
    if (inviterId === userId) throw new AppError('invite_self');
    // Both people locked, as every accept does; then the link is read again under the lock, so a
    // link rotated, revoked or used meanwhile is refused.
    const people = await lockPeople(tx, [userId, inviterId]);
    const me = lockedSelf(people, userId);
    refuseUnfinished(me);
    if (me.partnerId) throw new AppError('already_has_partner');
    const link = await findLiveLink(tx, token);
    if (link.userId !== inviterId) throw new AppError('invite_link_invalid');
    await linkCouple(tx, userId, inviterId);
    return toPublicUser({ id: inviterId, username: link.username });
  });
}
