import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventMemories, events } from '../../db/schema.ts';

type HistoryFields = { targetUserId: number | null; coupleEndedAt: Date | null };

/** A date with the partner, or with a former partner who has left it (ADR 0012, "after a split"). */
export const isWithPartner = (row: HistoryFields) => row.targetUserId !== null || row.coupleEndedAt !== null;

/**
 * When a couple splits, the dates they completed together become history: read-only for both,
 * and nothing one does to them reaches the other again.
 */
export async function closeSharedHistory(db: Db, first: number, second: number) {
  await db
    .update(events)
    .set({ coupleEndedAt: sql`now()` })
    .where(
      and(
        eq(events.status, 'completed'),
        isNull(events.coupleEndedAt),
        or(
          and(eq(events.sourceUserId, first), eq(events.targetUserId, second)),
          and(eq(events.sourceUserId, second), eq(events.targetUserId, first)),
        ),
      ),
    );
}

/**
 * Takes `userId` out of the dates they completed with someone (all of them, or the one
 * `eventId`): each stays with the other participant as history with a former partner, without
 * `userId`'s memory of it. Deleting an account does this, and so does deleting a date of history.
 */
export async function leaveSharedHistory(db: Db, userId: number, eventId?: number) {
  const completed = and(
    eq(events.status, 'completed'),
    eventId === undefined ? undefined : eq(events.id, eventId),
  );
  const coupleEndedAt = sql`coalesce(${events.coupleEndedAt}, now())`;
  const asTarget = await db
    .update(events)
    .set({ targetUserId: null, proposedByUserId: null, coupleEndedAt })
    .where(and(completed, eq(events.targetUserId, userId)))
    .returning({ id: events.id });
  // The source column is never empty: the one who stays takes it.
  const asSource = await db
    .update(events)
    .set({
      sourceUserId: sql`${events.targetUserId}`,
      targetUserId: null,
      proposedByUserId: null,
      coupleEndedAt,
    })
    .where(and(completed, eq(events.sourceUserId, userId), isNotNull(events.targetUserId)))
    .returning({ id: events.id });
  const left = [...asTarget, ...asSource].map((row) => row.id);
  if (left.length > 0)
    await db
      .delete(eventMemories)
      .where(and(eq(eventMemories.userId, userId), inArray(eventMemories.eventId, left)));
}
