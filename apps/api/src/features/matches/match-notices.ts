import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { matchNotices } from '../../db/schema.ts';

/**
 * A match undone and redone sooner than this is not notified again (ADR 0010); the database
 * function `like_fantasy` claims the notice with it.
 */
export const MATCH_RENOTIFY_AFTER_HOURS = 24;

const coupleOf = (userId: number, partnerId: number) =>
  userId < partnerId
    ? { firstUserId: userId, secondUserId: partnerId }
    : { firstUserId: partnerId, secondUserId: userId };

/** The couple's match on the fantasy was undone now: redoing it soon notifies no one. */
export async function markMatchUndone(db: Db, userId: number, partnerId: number, fantasyId: number) {
  const { firstUserId, secondUserId } = coupleOf(userId, partnerId);
  await db
    .update(matchNotices)
    .set({ undoneAt: sql`now()` })
    .where(
      and(
        eq(matchNotices.firstUserId, firstUserId),
        eq(matchNotices.secondUserId, secondUserId),
        eq(matchNotices.fantasyId, fantasyId),
      ),
    );
}
