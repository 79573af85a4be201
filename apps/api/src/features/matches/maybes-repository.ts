import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MaybeState } from '@duet/contracts';
import { queryRows, type Db } from '../../db/database.ts';
import { likes, maybes, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/postgres-errors.ts';
import { preparedSignedInRead } from '../../shared/session/signed-in-read.ts';
import { assertFantasyVisible, isFantasyVisible } from '../../shared/fantasy-visibility.ts';
import { lockCouple, removeLike } from './likes-repository.ts';
import { publishMaybeMatch } from './maybe-match.ts';

/** One person's answers that count for a couple: likes and maybes, each marked. */
const answersOf = (person: SQL) => sql`(
  select ${likes.fantasyId} as fantasy_id, false as is_maybe from ${likes} where ${likes.userId} = ${person}
  union all
  select ${maybes.fantasyId}, true from ${maybes} where ${maybes.userId} = ${person})`;

/** The ids a user answered "maybe", oldest first, as one array; nobody else's are ever read here. */
const maybeIdsOf = (db: Db, userId: SQL) =>
  sql<number[]>`(${db
    .select({
      ids: sql`coalesce(array_agg(${maybes.fantasyId} order by ${maybes.createdAt}, ${maybes.fantasyId}), '{}')`,
    })
    .from(maybes)
    .where(eq(maybes.userId, userId))})`;

/**
 * Ids the user and their current partner both answered like or maybe, at least one of them maybe:
 * the couple's maybe-matches. Empty without a partner; never a fantasy only one of them answered.
 */
const maybeMatchedIdsOf = (_db: Db, userId: SQL) =>
  sql<number[]>`(select coalesce(array_agg(mine.fantasy_id order by mine.fantasy_id), '{}')
    from ${answersOf(userId)} mine
    join ${answersOf(sql`(select ${users.partnerId} from ${users} where ${users.id} = ${userId})`)} theirs
      on theirs.fantasy_id = mine.fantasy_id
    where mine.is_maybe or theirs.is_maybe)`;

/** `GET /fantasies/maybe/`: the token's user and their maybes in one statement. */
export const maybeIdsRead = preparedSignedInRead('maybe_fantasy_ids', maybeIdsOf);

/** `GET /fantasies/maybe_matches/`: the token's user and the couple's maybe-matches in one statement. */
export const maybeMatchedIdsRead = preparedSignedInRead('maybe_matched_fantasy_ids', maybeMatchedIdsOf);

async function partnerAnswered(db: Db, partnerId: number | null, fantasyId: number): Promise<boolean> {
  if (!partnerId) return false;
  const [row] = await queryRows<{ answered: boolean }>(
    db,
    sql`select exists (select 1 from ${answersOf(sql`${partnerId}::int`)} theirs
      where theirs.fantasy_id = ${fantasyId}) as answered`,
  );
  return !!row?.answered;
}

/**
 * Answers "maybe" (idempotent): replaces the user's like, if any (a match it made is undone), and
 * says whether the partner answered like or maybe too. Under the couple's lock, as a like.
 */
export async function maybeFantasy(db: Db, userId: number, fantasyId: number): Promise<MaybeState> {
  try {
    return await db.transaction(async (tx) => {
      const partnerId = await lockCouple(tx, userId);
      // Under the couple's lock, which unlinking takes too: a card shared no more is not answered.
      if (!(await isFantasyVisible(tx, userId, fantasyId))) throw new AppError('not_found');
      const wasLiked = await removeLike(tx, userId, partnerId, fantasyId);
      const inserted = await tx
        .insert(maybes)
        .values({ userId, fantasyId })
        .onConflictDoNothing()
        .returning();
      const isMaybeMatch = await partnerAnswered(tx, partnerId, fantasyId);
      if (inserted.length > 0 && !wasLiked && isMaybeMatch) await publishMaybeMatch(tx, userId, partnerId!);
      return isMaybeMatch ? 'maybe_match' : 'maybe';
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('not_found');
    throw error;
  }
}

/** Takes a maybe back (idempotent); an unknown fantasy, or a card the user may not see, is a 404, as for a like. */
export async function unmaybeFantasy(db: Db, userId: number, fantasyId: number): Promise<void> {
  const deleted = await db
    .delete(maybes)
    .where(and(eq(maybes.userId, userId), eq(maybes.fantasyId, fantasyId)))
    .returning();
  if (deleted.length === 0) await assertFantasyVisible(db, userId, fantasyId);
}
