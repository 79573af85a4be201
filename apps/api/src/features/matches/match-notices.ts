import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { matchNotices } from '../../db/schema.ts';

/** A match undone and redone sooner than this is not notified again (ADR 0010). */
export const MATCH_RENOTIFY_AFTER_HOURS = 24;

const coupleOf = (userId: number, partnerId: number) =>
  userId < partnerId
    ? { firstUserId: userId, secondUserId: partnerId }
    : { firstUserId: partnerId, secondUserId: userId };

/**
 * Records that the couple matched on the fantasy and tells whether to notify them: the first time,
 * or when the match had stayed undone for MATCH_RENOTIFY_AFTER_HOURS. One upsert on the couple and
 * fantasy, so concurrent likes can never both notify.
 */
export async function claimMatchNotice(
  db: Db,
  userId: number,
  partnerId: number,
  fantasyId: number,
): Promise<boolean> {
  const quietSince = sql`now() - make_interval(hours => ${MATCH_RENOTIFY_AFTER_HOURS}::int)`;
  const claimed = await db
    .insert(matchNotices)
    .values({ ...coupleOf(userId, partnerId), fantasyId })
    .onConflictDoUpdate({
      target: [matchNotices.firstUserId, matchNotices.secondUserId, matchNotices.fantasyId],
      set: { notifiedAt: sql`now()`, undoneAt: null },
      // Without an undo on record (the couple unlinked meanwhile), the last notification counts.
      setWhere: sql`coalesce(${matchNotices.undoneAt}, ${matchNotices.notifiedAt}) <= ${quietSince}`,
    })
    .returning({ fantasyId: matchNotices.fantasyId });
  return claimed.length > 0;
}

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
