import { eq, inArray, or, sql } from 'drizzle-orm';
import { isProvisionalUsername } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import {
  analyticsEvents,
  fantasyFeedback,
  fantasyStats,
  heldUsernames,
  purchases,
  users,
} from '../../db/schema.ts';
import { lockPeople } from '../../shared/couple/partner.ts';
import { leaveSharedHistory } from '../../shared/couple/shared-history.ts';
import { unlinkCouple } from '../../shared/couple/unlink-couple.ts';
import { publishSignOut } from '../../shared/sign-outs.ts';

const utcToday = sql`(now() at time zone 'utc')::date`;

/**
 * Recounts the feedback of these fantasies from what is left: feedback written before today is
 * published, today's waits for tomorrow, as when it was written (ADR 0009).
 */
async function recountFeedback(tx: Db, fantasyIds: number[]) {
  if (fantasyIds.length === 0) return;
  await tx
    .update(fantasyStats)
    .set({
      feedbackCount: sql`(select count(*)::int from ${fantasyFeedback} f
        where f.fantasy_id = ${fantasyStats.fantasyId} and (f.created_at at time zone 'utc')::date < ${utcToday})`,
      unpublishedFeedbackCount: sql`(select count(*)::int from ${fantasyFeedback} f
        where f.fantasy_id = ${fantasyStats.fantasyId} and (f.created_at at time zone 'utc')::date >= ${utcToday})`,
      unpublishedFeedbackDay: utcToday,
    })
    .where(inArray(fantasyStats.fantasyId, fantasyIds));
}

/**
 * Deletes the account and everything that is only the person's (ADR 0023), in one transaction:
 * the partner is unlinked and told only that their partner left; completed dates the person shared
 * stay with the other as history with a former partner, without the person's memory; orders are
 * kept for accounting without a name or contact; the username is held back for `holdDays`; every
 * session ends at once, open streams included.
 * `deviceId` (the `duet_device` cookie of the request) names this device's analytics events.
 */
export async function deleteAccount(db: Db, userId: number, holdDays: number, deviceId?: string) {
  await db.transaction(async (tx) => {
    await unlinkCouple(tx, userId, 'partner_left');
    const [user] = await lockPeople(tx, [userId]);
    if (!user) return;

    if (!isProvisionalUsername(user.username)) {
      const heldUntil = sql`now() + make_interval(days => ${holdDays}::int)`;
      await tx
        .insert(heldUsernames)
        .values({ usernameLower: user.username.toLowerCase(), heldUntil })
        .onConflictDoUpdate({ target: heldUsernames.usernameLower, set: { heldUntil } });
    }

    // A date completed with someone is part of their history too: it stays with them, as a date
    // with a former partner, without my name or my memory of it.
    await leaveSharedHistory(tx, userId);

    await tx
      .update(purchases)
      .set({ buyerName: '', buyerEmail: null, buyerPhone: null })
      .where(eq(purchases.userId, userId));

    const wroteAbout = await tx
      .selectDistinct({ fantasyId: fantasyFeedback.fantasyId })
      .from(fantasyFeedback)
      .where(eq(fantasyFeedback.userId, userId));

    const mine = [eq(analyticsEvents.userId, String(userId))];
    if (deviceId) mine.push(eq(analyticsEvents.deviceId, deviceId));
    await tx.delete(analyticsEvents).where(or(...mine));

    // Everything else that is only theirs goes with the row (ON DELETE CASCADE): sign-in accounts,
    // tokens, likes, maybes, passes, deep id, filters, feedback, notifications, invites, consents,
    // premium.
    await tx.delete(users).where(eq(users.id, userId));
    await recountFeedback(
      tx,
      wroteAbout.map((row) => row.fantasyId),
    );
    await publishSignOut(tx, userId);
  });
}
