import { and, eq } from 'drizzle-orm';
import type { FantasyFeedback, FantasyFeedbackBody } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { fantasies, fantasyFeedback } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { countFeedback } from '../../shared/feedback-count.ts';
import { isCatalogueFantasy } from '../../shared/fantasy-visibility.ts';

/**
 * Stores a user's feedback on a fantasy of the catalogue and counts it for the "comments" sorting,
 * a day later. An own card takes no feedback: a 404, as an unknown id (ADR 0030).
 */
export async function addFeedback(
  db: Db,
  userId: number,
  fantasyId: number,
  feedback: FantasyFeedbackBody,
): Promise<FantasyFeedback> {
  const [fantasy] = await db
    .select({ id: fantasies.id })
    .from(fantasies)
    .where(and(eq(fantasies.id, fantasyId), isCatalogueFantasy));
  if (!fantasy) throw new AppError('not_found');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fantasyFeedback)
      .values({ userId, fantasyId, ...feedback })
      .returning();
    await countFeedback(tx, fantasyId);
    return {
      id: row!.id,
      fantasy: fantasyId,
      text: row!.text,
      anonym: row!.anonym,
      created_at: row!.createdAt.toISOString(),
    };
  });
}
