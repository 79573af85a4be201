import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FantasyStats, LikeState } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { fantasies, fantasyStats, likes } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishedFeedbackCount } from '../../shared/feedback-count.ts';
import { matchedIdsOf } from '../../shared/couple/couple-matches.ts';
import { liveTokenSubquery, preparedSignedInRead, tokenUseOf } from '../../shared/session/signed-in-read.ts';
import { isLockedFantasy, refusedWithoutPremium } from '../../shared/premium.ts';
import { isCatalogueFantasy } from '../../shared/fantasy-visibility.ts';
import { LIKE_RULES } from './answer-rules.ts';

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
 * An answer premium applies to (like, maybe) as one statement (ADR 0010, 0033): the live-token
 * subquery `me`, the premium rule (`refusedWithoutPremium`), and
 * `case when refused then null else <answer> end`, so a dead token or a refused answer writes
 * nothing. `answer` calls the answer's database function with `me`'s user id and the `fantasyId`
 * placeholder; the statement's other placeholders are `free` and what `answer` adds.
 */
export const preparedPremiumAnswer = <State extends string>(
  name: string,
  answer: (userId: SQL, fantasyId: Placeholder) => SQL<State>,
) =>
  preparedOnce((db) => {
    const me = liveTokenSubquery(db);
    const fantasyId = sql.placeholder('fantasyId');
    const refused = refusedWithoutPremium(isLockedFantasy(fantasyId, sql.placeholder('free')), me.userId);
    return db
      .select({
        ...tokenUseOf(me),
        premiumRequired: refused,
        state: sql<State | null>`case when ${refused} then null else ${answer(sql`${me.userId}`, fantasyId)} end`,
      })
      .from(me)
      .prepare(name);
  });

/** The state a premium answer's row says: a 403 when premium refused it. */
export function premiumAnswerState<State>(row: { premiumRequired: boolean; state: State | null }): State {
  if (row.premiumRequired) throw new AppError('premium_required');
  if (!row.state) throw new AppError('server_error');
  return row.state;
}

/**
 * `POST /fantasies/{id}/like/`: the database function `like_fantasy` (migrations 0018, 0021,
 * 0026), which refuses a like without the current consent to process answers (ADR 0035), refuses a fantasy the user may not see as an unknown one (ADR 0030), answers a saved like's
 * state at once, and otherwise takes the couple's lock, saves the like, drops the user's maybe of it
 * and, on a new match, bumps the counter (of the catalogue only), claims the notice and notifies
 * both. Run with `likeValues`.
 */
export const signedInLike = preparedPremiumAnswer<LikeState>(
  'signed_in_like',
  (userId, fantasyId) =>
    sql`like_fantasy(${userId}, ${fantasyId}, ${sql.placeholder('renotifyAfter')}, ${sql.placeholder('matchPushPending')}, ${sql.placeholder('matchTopics')}, ${sql.placeholder('maybeMatchTopics')}, ${sql.placeholder('channel')}, ${sql.placeholder('consentVersion')})`,
);

/** The values of `signedInLike` besides the token's: the fantasy, and `LIKE_RULES`. */
export const likeValues = (fantasyId: number) => ({ fantasyId, ...LIKE_RULES });

/**
 * `POST /fantasies/{id}/dislike/` in one statement: `dislike_fantasy` removes the user's like under
 * the couple's lock, undoing a match it made with its counter and notice; with nothing to remove
 * it takes no lock, and a fantasy the user may not see is a 404 as for a like.
 */
export const signedInDislike = preparedSignedInRead(
  'signed_in_dislike',
  (_db, userId) => sql<'none'>`dislike_fantasy(${userId}, ${sql.placeholder('fantasyId')})`,
);

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
