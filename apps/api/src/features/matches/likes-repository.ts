import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FantasyStats, LikeState } from '@duet/contracts';
import { queryRows, type Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { fantasies, fantasyStats, likes, maybes, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/postgres-errors.ts';
import { publishedFeedbackCount } from '../fantasies/feedback-count.ts';
import { notifyEachOther } from '../notifications/notify.ts';
import { claimMatchNotice, markMatchUndone } from './match-notices.ts';
import { publishMaybeMatch } from './maybe-match.ts';
import { preparedSignedInRead } from '../auth/signed-in-read.ts';

const partnerLikes = alias(likes, 'partner_likes');
/** The partner's like of the same fantasy, joined to `likes` through `users`. */
const partnerLikesSameFantasy = and(
  eq(partnerLikes.userId, users.partnerId),
  eq(partnerLikes.fantasyId, likes.fantasyId),
);

/** The ids a user likes, oldest first, as one array; nobody else's likes are ever read here. */
const likedIdsOf = (db: Db, userId: SQL) =>
  sql<number[]>`(${db
    .select({
      ids: sql`coalesce(array_agg(${likes.fantasyId} order by ${likes.createdAt}, ${likes.fantasyId}), '{}')`,
    })
    .from(likes)
    .where(eq(likes.userId, userId))})`;

/** Ids liked by the user and by their current partner, as one array; empty without a partner. */
const matchedIdsOf = (db: Db, userId: SQL) =>
  sql<number[]>`(${db
    .select({ ids: sql`coalesce(array_agg(${likes.fantasyId} order by ${likes.fantasyId}), '{}')` })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .innerJoin(partnerLikes, partnerLikesSameFantasy)
    .where(eq(likes.userId, userId))})`;

/** `GET /fantasies/liked/`: the token's user and their likes in one statement. */
export const likedIdsRead = preparedSignedInRead('liked_fantasy_ids', likedIdsOf);

/** `GET /fantasies/matches/`: the token's user and their matches in one statement. */
export const matchedIdsRead = preparedSignedInRead('matched_fantasy_ids', matchedIdsOf);

/** Ids liked by the user and by their current partner; empty without a partner. */
export async function matchedFantasyIds(db: Db, userId: number): Promise<number[]> {
  const [row] = await queryRows<{ ids: number[] }>(
    db,
    sql`select ${matchedIdsOf(db, sql`${userId}`)} as ids`,
  );
  return row!.ids;
}

export async function assertFantasyExists(db: Db, fantasyId: number) {
  const [found] = await db.select({ id: fantasies.id }).from(fantasies).where(eq(fantasies.id, fantasyId));
  if (!found) throw new AppError('not_found');
}

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
 * Saves the like and, in the same round trip, drops the user's maybe of it (one answer per person)
 * and reads what the partner answered: a like makes a match, a maybe a maybe-match. Under the
 * couple's lock, so the partner's answer cannot come or go meanwhile.
 */
async function insertLike(db: Db, userId: number, partnerId: number | null, fantasyId: number) {
  const inserted = db.$with('inserted').as(
    db
      .insert(likes)
      .values({ userId: sql.placeholder('userId'), fantasyId: sql.placeholder('fantasyId') })
      .onConflictDoNothing()
      .returning({ id: likes.fantasyId }),
  );
  const droppedMaybe = db.$with('dropped_maybe').as(
    db
      .delete(maybes)
      .where(
        and(eq(maybes.userId, sql.placeholder('userId')), eq(maybes.fantasyId, sql.placeholder('fantasyId'))),
      )
      .returning({ id: maybes.fantasyId }),
  );
  const [row] = await db
    .with(inserted, droppedMaybe)
    .select({
      inserted: sql<boolean>`exists (select 1 from ${inserted})`,
      wasMaybe: sql<boolean>`exists (select 1 from ${droppedMaybe})`,
      isMatch: sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${sql.placeholder('partnerId')} and ${likes.fantasyId} = ${sql.placeholder('fantasyId')})`,
      partnerMaybe: sql<boolean>`exists (select 1 from ${maybes} where ${maybes.userId} = ${sql.placeholder('partnerId')} and ${maybes.fantasyId} = ${sql.placeholder('fantasyId')})`,
    })
    .from(sql`(select 1) as one`)
    // Named, so each connection plans it once; a transaction's handle builds it again, cheaply.
    .prepare('insert_like')
    .execute({ userId, partnerId, fantasyId });
  return {
    inserted: !!row?.inserted,
    wasMaybe: !!row?.wasMaybe,
    isMatch: !!row?.isMatch,
    partnerMaybe: !!row?.partnerMaybe,
  };
}

/**
 * Like counters count only mutual likes (two per couple that matched on a fantasy): a count that
 * moved with one-sided likes would tell a partner what the other liked. See ADR 0009.
 */
async function bumpLikeCount(db: Db, fantasyId: number, delta: number) {
  await db
    .insert(fantasyStats)
    .values({ fantasyId, likeCount: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: fantasyStats.fantasyId,
      set: { likeCount: sql`greatest(${fantasyStats.likeCount} + ${delta}, 0)` },
    });
}

const savedLikeQuery = preparedOnce((db) =>
  db
    .select({ partnerLike: partnerLikes.fantasyId })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .leftJoin(partnerLikes, partnerLikesSameFantasy)
    .where(
      and(eq(likes.userId, sql.placeholder('userId')), eq(likes.fantasyId, sql.placeholder('fantasyId'))),
    )
    .prepare('saved_like_state'),
);

export async function likeFantasy(db: Db, userId: number, fantasyId: number): Promise<LikeState> {
  // A like saved before changes nothing, so a repeated like (a retry, another tab) reads its state
  // without taking the couple's lock: if the partner is liking it right now, theirs sees this one.
  const [saved] = await savedLikeQuery(db).execute({ userId, fantasyId });
  if (saved) return saved.partnerLike === null ? 'like' : 'match';
  try {
    return await likeInTransaction(db, userId, fantasyId);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('not_found');
    throw error;
  }
}

async function likeInTransaction(db: Db, userId: number, fantasyId: number): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const partnerId = await lockCouple(tx, userId);
    const { inserted, wasMaybe, isMatch, partnerMaybe } = await insertLike(tx, userId, partnerId, fantasyId);
    if (inserted && isMatch) {
      await bumpLikeCount(tx, fantasyId, 2);
      if (await claimMatchNotice(tx, userId, partnerId!, fantasyId)) {
        await notifyEachOther(tx, [userId, partnerId!], 'match', { fantasyId });
      }
    }
    // A like where there was no answer, against the partner's maybe: a new maybe-match for both.
    if (inserted && !wasMaybe && partnerMaybe) await publishMaybeMatch(tx, userId, partnerId!);
    const state: LikeState = isMatch ? 'match' : 'like';
    return state;
  });
}

export async function dislikeFantasy(db: Db, userId: number, fantasyId: number): Promise<LikeState> {
  const removed = await db.transaction(async (tx) => {
    const partnerId = await lockCouple(tx, userId);
    return removeLike(tx, userId, partnerId, fantasyId);
  });
  // Nothing to remove: still an unknown fantasy is a 404, as for like.
  if (!removed) await assertFantasyExists(db, fantasyId);
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

/**
 * Linking (+1) or unlinking (-1) a couple turns their common likes into matches or back: the
 * mutual-like counters follow.
 */
export async function adjustCoupleMatchCounts(db: Db, userId: number, partnerId: number, sign: 1 | -1) {
  const delta = 2 * sign;
  await db.execute(sql`
    insert into ${fantasyStats} (fantasy_id, like_count)
    select mine.fantasy_id, ${Math.max(delta, 0)}::int
    from ${likes} mine
    join ${likes} theirs on theirs.fantasy_id = mine.fantasy_id and theirs.user_id = ${partnerId}
    where mine.user_id = ${userId}
    on conflict (fantasy_id) do update set like_count = greatest(${fantasyStats.likeCount} + ${delta}, 0)`);
}

export async function fantasyCounts(db: Db): Promise<FantasyStats> {
  const rows = await db
    .select({
      fantasyId: fantasyStats.fantasyId,
      likeCount: fantasyStats.likeCount,
      feedbackCount: publishedFeedbackCount,
    })
    .from(fantasyStats)
    .where(sql`${fantasyStats.likeCount} > 0 or ${publishedFeedbackCount} > 0`);
  return Object.fromEntries(
    rows.map((row) => [
      String(row.fantasyId),
      { like_count: row.likeCount, feedback_count: row.feedbackCount },
    ]),
  );
}
