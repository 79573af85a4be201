import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { FREE_DIFFICULTIES, type FantasyStats, type LikeState } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { fantasies, fantasyStats, likes, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/postgres-errors.ts';
import { publishedFeedbackCount } from '../../shared/feedback-count.ts';
import { isPushed } from '../../shared/notify.ts';
import { CHANGES_CHANNEL, topicsOf } from '../../shared/changes.ts';
import { matchedIdsOf } from '../../shared/couple/couple-matches.ts';
import { MATCH_RENOTIFY_AFTER_HOURS, markMatchUndone } from './match-notices.ts';
import { MAYBE_MATCH_TOPICS } from './maybe-match.ts';
import { liveTokenSubquery, preparedSignedInRead, tokenUseOf } from '../../shared/session/signed-in-read.ts';
import { hasPremiumNow, isLockedFantasy } from '../../shared/premium.ts';
import { assertFantasyVisible, isCatalogueFantasy } from '../../shared/fantasy-visibility.ts';

/** The ids a user likes, oldest first, as one array; nobody else's likes are ever read here. */
const likedIdsOf = (db: Db, userId: SQL) =>
  sql<number[]>`(${db
    .select({
      ids: sql`coalesce(array_agg(${likes.fantasyId} order by ${likes.createdAt}, ${likes.fantasyId}), '{}')`,
    })
    .from(likes)
    .where(eq(likes.userId, userId))})`;

/** `GET /fantasies/liked/`: the token's user and their likes in one statement. */
export const likedIdsRead = preparedSignedInRead('liked_fantasy_ids', likedIdsOf);

/** `GET /fantasies/matches/`: the token's user and their matches in one statement. */
export const matchedIdsRead = preparedSignedInRead('matched_fantasy_ids', matchedIdsOf);

/**
 * Locks the couple's rows (in id order) so that the two partners' likes of one fantasy are
 * decided one after the other: exactly one of them sees the match appear and notifies both.
 * Returns the partner's id, read under the lock.
 */
export async function lockCouple(db: Db, userId: number): Promise<number | null> {
  const lock = (ids: SQL, name: string, values: Record<string, number>) =>
    db
      .select({ id: users.id, partnerId: users.partnerId })
      .from(users)
      .where(sql`${users.id} in ${ids}`)
      .orderBy(asc(users.id))
      .for('update')
      .prepare(name)
      .execute(values);
  const me = sql.placeholder('userId');
  const locked = await lock(sql`(${me}, (select partner_id from users where id = ${me}))`, 'lock_couple', {
    userId,
  });
  const partnerId = locked.find((row) => row.id === userId)?.partnerId ?? null;
  // The partner changed between the sub-select and the lock: lock the new one too.
  if (partnerId && !locked.some((row) => row.id === partnerId)) {
    await lock(sql`(${sql.placeholder('partnerId')})`, 'lock_new_partner', { partnerId });
  }
  return partnerId;
}

async function partnerLikesFantasy(db: Db, partnerId: number | null, fantasyId: number): Promise<boolean> {
  if (!partnerId) return false;
  const [row] = await db
    .select({ id: likes.fantasyId })
    .from(likes)
    .where(and(eq(likes.userId, partnerId), eq(likes.fantasyId, fantasyId)));
  return !!row;
}

/**
 * Like counters count only mutual likes (two per couple that matched on a fantasy): a count that
 * moved with one-sided likes would tell a partner what the other liked. See ADR 0009. Own cards
 * are counted nowhere (ADR 0030).
 */
async function bumpLikeCount(db: Db, fantasyId: number, delta: number) {
  await db.execute(sql`
    insert into ${fantasyStats} (fantasy_id, like_count)
    select ${fantasies.id}, ${Math.max(delta, 0)}::int from ${fantasies}
    where ${fantasies.id} = ${fantasyId} and ${isCatalogueFantasy}
    on conflict (fantasy_id) do update set like_count = greatest(${fantasyStats.likeCount} + ${delta}, 0)`);
}

/**
 * `POST /fantasies/{id}/like/` in one statement (ADR 0010): the token check, the premium rule, and
 * the database function `like_fantasy` (migrations 0018 and 0021), which refuses a fantasy the user
 * may not see as an unknown one (ADR 0030), answers a saved like's state at once, and otherwise
 * takes the couple's lock, saves the like, drops the user's maybe of it and, on a new match, bumps
 * the counter (of the catalogue only), claims the notice and notifies both. `premiumRequired` rows
 * like nothing. Run with `likeValues`.
 */
export const signedInLike = preparedOnce((db) => {
  const me = liveTokenSubquery(db);
  const fantasyId = sql.placeholder('fantasyId');
  const refused = sql<boolean>`(${isLockedFantasy(fantasyId, sql.placeholder('free'))} and not ${hasPremiumNow(me.userId)})`;
  const like = sql`like_fantasy(${me.userId}, ${fantasyId}, ${sql.placeholder('renotifyAfter')}, ${sql.placeholder('matchPushPending')}, ${sql.placeholder('matchTopics')}, ${sql.placeholder('maybeMatchTopics')}, ${sql.placeholder('channel')})`;
  return db
    .select({
      ...tokenUseOf(me),
      premiumRequired: refused,
      state: sql<LikeState | null>`case when ${refused} then null else ${like} end`,
    })
    .from(me)
    .prepare('signed_in_like');
});

/** The rules `like_fantasy` is given, the same for every like: those the rest of the API follows. */
const LIKE_RULES = {
  free: FREE_DIFFICULTIES,
  renotifyAfter: `${MATCH_RENOTIFY_AFTER_HOURS} hours`,
  matchPushPending: isPushed('match'),
  matchTopics: JSON.stringify(topicsOf('match')),
  maybeMatchTopics: JSON.stringify(MAYBE_MATCH_TOPICS),
  channel: CHANGES_CHANNEL,
};

/** The values of `signedInLike` besides the token's: the fantasy, and `LIKE_RULES`. */
export const likeValues = (fantasyId: number) => ({ fantasyId, ...LIKE_RULES });

/** A like of a fantasy that does not exist breaks the foreign key: a 404, as everywhere. */
export function refuseMissingFantasy(error: unknown): never {
  if (isForeignKeyViolation(error)) throw new AppError('not_found');
  throw error;
}

export async function dislikeFantasy(db: Db, userId: number, fantasyId: number): Promise<LikeState> {
  const removed = await db.transaction(async (tx) => {
    const partnerId = await lockCouple(tx, userId);
    return removeLike(tx, userId, partnerId, fantasyId);
  });
  // Nothing to remove: still an unknown fantasy, or a card the user may not see, is a 404, as for like.
  if (!removed) await assertFantasyVisible(db, userId, fantasyId);
  return 'none';
}

/**
 * Removes the user's like, under the couple's lock (`lockCouple`): a match it made is undone, with
 * its counters. Whether there was one to remove.
 */
export async function removeLike(tx: Db, userId: number, partnerId: number | null, fantasyId: number) {
  const [deleted] = await tx
    .delete(likes)
    .where(and(eq(likes.userId, userId), eq(likes.fantasyId, fantasyId)))
    .returning();
  if (deleted && (await partnerLikesFantasy(tx, partnerId, fantasyId))) {
    await bumpLikeCount(tx, fantasyId, -2);
    await markMatchUndone(tx, userId, partnerId!, fantasyId);
  }
  return !!deleted;
}

export async function fantasyCounts(db: Db): Promise<FantasyStats> {
  const rows = await db
    .select({
      fantasyId: fantasyStats.fantasyId,
      likeCount: fantasyStats.likeCount,
      feedbackCount: publishedFeedbackCount,
    })
    .from(fantasyStats)
    .innerJoin(fantasies, eq(fantasies.id, fantasyStats.fantasyId))
    .where(and(isCatalogueFantasy, sql`(${fantasyStats.likeCount} > 0 or ${publishedFeedbackCount} > 0)`));
  return Object.fromEntries(
    rows.map((row) => [
      String(row.fantasyId),
      { like_count: row.likeCount, feedback_count: row.feedbackCount },
    ]),
  );
}
