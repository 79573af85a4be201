import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/database.ts';
import { likes, users } from '../../db/schema.ts';

const partnerLikes = alias(likes, 'partner_likes');
/** The partner's like of the same fantasy, joined to `likes` through `users`. */
const partnerLikesSameFantasy = and(
  eq(partnerLikes.userId, users.partnerId),
  eq(partnerLikes.fantasyId, likes.fantasyId),
);

/** Ids liked by the user and by their current partner, as one array; empty without a partner. */
export const matchedIdsOf = (db: Db, userId: SQL) =>
  sql<number[]>`(${db
    .select({ ids: sql`coalesce(array_agg(${likes.fantasyId} order by ${likes.fantasyId}), '{}')` })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .innerJoin(partnerLikes, partnerLikesSameFantasy)
    .where(eq(likes.userId, userId))})`;

/** Ids liked by the user and by their current partner; empty without a partner. */
export async function matchedFantasyIds(db: Db, userId: number): Promise<number[]> {
  const [row] = await queryRows<{ ids: number[] }>(
    db,
    sql`select ${matchedIdsOf(db, sql`${userId}`)} as ids`,
  );
  return row!.ids;
}

/**
 * Linking (+1) or unlinking (-1) a couple turns their common likes into matches or back: the
 * mutual-like counters of the catalogue follow (own cards are counted nowhere, ADR 0030), by the
 * same database function as the answers' counters (migration 0026).
 */
export async function adjustCoupleMatchCounts(db: Db, userId: number, partnerId: number, sign: 1 | -1) {
  await db.execute(sql`select count_couple_matches(${userId}::int, ${partnerId}::int, ${sign}::int)`);
}
