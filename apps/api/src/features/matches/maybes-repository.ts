import { eq, sql, type SQL } from 'drizzle-orm';
import type { MaybeState } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { likes, maybes, users } from '../../db/schema.ts';
import { preparedSignedInRead } from '../../shared/session/signed-in-read.ts';
import { MAYBE_RULES } from './answer-rules.ts';
import { preparedPremiumAnswer } from './likes-repository.ts';

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

/**
 * `POST /fantasies/{id}/maybe/` in one statement: the premium rule as for a like, then
 * `maybe_fantasy`, which replaces the user's like (a match it made is undone, with its counter) under
 * the couple's lock and says whether the partner answered like or maybe too. Run with `maybeValues`.
 */
export const signedInMaybe = preparedPremiumAnswer<MaybeState>(
  'signed_in_maybe',
  (userId, fantasyId) =>
    sql`maybe_fantasy(${userId}, ${fantasyId}, ${sql.placeholder('maybeMatchTopics')}, ${sql.placeholder('channel')}, ${sql.placeholder('consentVersion')})`,
);

/** The values of `signedInMaybe` besides the token's: the fantasy, and `MAYBE_RULES`. */
export const maybeValues = (fantasyId: number) => ({ fantasyId, ...MAYBE_RULES });

/** `DELETE /fantasies/{id}/maybe/` in one statement (idempotent); a fantasy the user may not see is a 404. */
export const signedInUnmaybe = preparedSignedInRead(
  'signed_in_unmaybe',
  (_db, userId) => sql<null>`unmaybe_fantasy(${userId}, ${sql.placeholder('fantasyId')})`,
);
