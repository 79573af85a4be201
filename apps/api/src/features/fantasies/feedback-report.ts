import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fantasies, fantasyFeedback, users } from '../../db/schema.ts';
import { isCatalogueFantasy } from '../../shared/fantasy-visibility.ts';

export type FeedbackReportEntry = {
  fantasy: string;
  title: string;
  text: string;
  createdAt: string;
  /** The author's username, or null for feedback sent anonymously: editors never see who wrote it. */
  author: string | null;
};

/** What Duet's editors read: feedback since `since`, newest first, anonymous ones without their author. */
export async function feedbackReport(db: Db, since: Date): Promise<FeedbackReportEntry[]> {
  const rows = await db
    .select({
      fantasy: sql<string>`${fantasies.slug}`,
      title: fantasies.titleEn,
      text: fantasyFeedback.text,
      createdAt: fantasyFeedback.createdAt,
      author: sql<string | null>`case when ${fantasyFeedback.anonym} then null else ${users.username} end`,
    })
    .from(fantasyFeedback)
    .innerJoin(fantasies, eq(fantasies.id, fantasyFeedback.fantasyId))
    .innerJoin(users, eq(users.id, fantasyFeedback.userId))
    // Feedback is taken on the catalogue only; an own card's text never reaches the editors (ADR 0030).
    .where(and(gte(fantasyFeedback.createdAt, since), isCatalogueFantasy))
    .orderBy(desc(fantasyFeedback.createdAt), desc(fantasyFeedback.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
