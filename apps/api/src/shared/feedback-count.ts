import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { fantasyStats } from '../db/schema.ts';

const utcToday = sql`(now() at time zone 'utc')::date`;

/**
 * The feedback count the public stats show: feedback written before today (UTC). A count that
 * moved the moment feedback was posted would tell an observer, a partner among them, that someone
 * just wrote about that fantasy; this one moves once a day, for everyone at once (ADR 0009).
 */
export const publishedFeedbackCount = sql<number>`(${fantasyStats.feedbackCount} + case
  when ${fantasyStats.unpublishedFeedbackDay} < ${utcToday} then ${fantasyStats.unpublishedFeedbackCount}
  else 0 end)::int`;

/** Counts one new feedback as today's, first folding the days before into the published count. */
export async function countFeedback(db: Db, fantasyId: number) {
  await db
    .insert(fantasyStats)
    .values({ fantasyId, unpublishedFeedbackCount: 1, unpublishedFeedbackDay: sql`${utcToday}` })
    .onConflictDoUpdate({
      target: fantasyStats.fantasyId,
      set: {
        feedbackCount: publishedFeedbackCount,
        unpublishedFeedbackCount: sql`case when ${fantasyStats.unpublishedFeedbackDay} = ${utcToday}
          then ${fantasyStats.unpublishedFeedbackCount} + 1 else 1 end`,
        unpublishedFeedbackDay: sql`${utcToday}`,
      },
    });
}
