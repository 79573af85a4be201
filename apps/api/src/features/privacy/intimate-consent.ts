import { eq, sql } from 'drizzle-orm';
import { INTIMATE_CONSENT_VERSION } from '@duet/contracts';
import { queryRows, type Db } from '../../db/database.ts';
import {
  consents,
  deepidEntries,
  fantasies,
  likes,
  matchNotices,
  maybes,
  notifications,
  passes,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishChange } from '../../shared/changes.ts';
import { adjustCoupleMatchCounts } from '../../shared/couple/couple-matches.ts';
import { lockedSelf, lockPeople, lockWithPartner } from '../../shared/couple/partner.ts';
import type { UserRow } from '../../shared/users-repository.ts';

/**
 * Records the person's consent to process their answers about fantasies, to the text `version`
 * they read, which must be the current one (ADR 0035). Giving it again to the same text changes
 * nothing, so the time stays the first.
 */
export async function giveIntimateConsent(db: Db, userId: number, version: string): Promise<UserRow> {
  if (version !== INTIMATE_CONSENT_VERSION) throw new AppError('consent_version_mismatch');
  return db.transaction(async (tx) => {
    const user = lockedSelf(await lockPeople(tx, [userId]), userId);
    if (user.intimateAnswersConsentVersion === version) return user;
    const [updated] = await tx
      .update(users)
      .set({ intimateAnswersConsentVersion: version, intimateAnswersConsentGivenAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    await tx.insert(consents).values({ userId, kind: 'intimate_answers', granted: true, version });
    return updated!;
  });
}

/**
 * Whether the partner sees anything of the person's that a withdrawal erases: a fantasy both
 * answered (a match or a maybe-match), a card the person wrote and shared, or a match notification
 * naming them. Only then is the partner's open app told to refresh, so a withdrawal by someone the
 * partner shared nothing with is not even a moment they could notice.
 */
async function partnerSeesAny(tx: Db, userId: number, partnerId: number): Promise<boolean> {
  const answersOf = (person: number) => sql`(
    select fantasy_id from ${likes} where user_id = ${person}::int
    union select fantasy_id from ${maybes} where user_id = ${person}::int)`;
  const [row] = await queryRows<{ sees: boolean }>(
    tx,
    sql`select exists (select 1 from ${answersOf(userId)} mine join ${answersOf(partnerId)} theirs using (fantasy_id))
      or exists (select 1 from ${fantasies} where author_id = ${userId}::int and shared_with_id = ${partnerId}::int)
      or exists (select 1 from ${notifications}
        where kind = 'match' and user_id = ${partnerId}::int and actor_user_id = ${userId}::int) as sees`,
  );
  return !!row?.sees;
}

/**
 * Withdraws the consent and erases, in one transaction, what it covered (ADR 0035): the person's
 * likes, maybes, passes, deep id and own cards (with every answer, notice and date on them), the
 * match notices and match notifications of every pair they were part of, and so the couple's
 * matches, whose public counts drop as when a like is removed. The account, the partner, dates,
 * filters and feedback stay. The partner is told nothing: their open app refreshes only if
 * something they saw went. Answers are refused from then on until the consent is given again.
 */
export async function withdrawIntimateConsent(db: Db, userId: number): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const partnerId = await lockWithPartner(tx, userId);
    const [me] = await tx
      .select({ consentVersion: users.intimateAnswersConsentVersion })
      .from(users)
      .where(eq(users.id, userId));
    if (!me) throw new AppError('authentication_failed');
    const isPartnerTold = partnerId !== null && (await partnerSeesAny(tx, userId, partnerId));
    if (partnerId !== null) await adjustCoupleMatchCounts(tx, userId, partnerId, -1);

    await tx.execute(sql`delete from ${notifications}
      where kind = 'match' and (user_id = ${userId}::int or actor_user_id = ${userId}::int)`);
    await tx.execute(sql`delete from ${matchNotices}
      where first_user_id = ${userId}::int or second_user_id = ${userId}::int`);
    for (const answers of [likes, maybes, passes, deepidEntries]) {
      await tx.delete(answers).where(eq(answers.userId, userId));
    }
    // Own cards (ADR 0030) go as when their author deletes them: ON DELETE CASCADE.
    await tx.delete(fantasies).where(eq(fantasies.authorId, userId));

    const [updated] = await tx
      .update(users)
      .set({ intimateAnswersConsentVersion: null, intimateAnswersConsentGivenAt: null })
      .where(eq(users.id, userId))
      .returning();
    if (me.consentVersion !== null) {
      await tx.insert(consents).values({ userId, kind: 'intimate_answers', granted: false });
    }
    await publishChange(tx, {
      users: partnerId !== null && isPartnerTold ? [userId, partnerId] : [userId],
      topics: ['matches', 'notifications', 'events'],
    });
    return updated!;
  });
}
