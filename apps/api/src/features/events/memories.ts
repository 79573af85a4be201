import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { EventMemory, EventMemoryBody } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { eventMemories, events, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../../shared/notify.ts';
import { publishChange } from '../../shared/changes.ts';
import { findOwnEventForUpdate } from './events-repository.ts';

type MemoryRow = {
  eventId: number;
  userId: number;
  username: string;
  mood: EventMemory['mood'];
  note: string;
  updatedAt: Date;
};

/** A memory as `viewerId` reads it: a former partner's is not named (ADR 0012, "after a split"). */
const toMemory = (row: MemoryRow & { coupleEndedAt: Date | null }, viewerId: number): EventMemory => ({
  event: row.eventId,
  user:
    row.coupleEndedAt !== null && row.userId !== viewerId ? null : { id: row.userId, username: row.username },
  mood: row.mood,
  note: row.note,
  updated_at: row.updatedAt.toISOString(),
});

const memoryColumns = {
  eventId: eventMemories.eventId,
  userId: eventMemories.userId,
  username: users.username,
  mood: eventMemories.mood,
  note: eventMemories.note,
  updatedAt: eventMemories.updatedAt,
  coupleEndedAt: events.coupleEndedAt,
};

/** Every memory of the completed events `userId` took part in: theirs and their date's, oldest first. */
export async function listMemories(db: Db, userId: number): Promise<EventMemory[]> {
  const rows = await db
    .select(memoryColumns)
    .from(eventMemories)
    .innerJoin(events, eq(events.id, eventMemories.eventId))
    .innerJoin(users, eq(users.id, eventMemories.userId))
    .where(
      and(
        eq(events.status, 'completed'),
        or(eq(events.sourceUserId, userId), eq(events.targetUserId, userId)),
      ),
    )
    .orderBy(asc(eventMemories.eventId), asc(eventMemories.updatedAt));
  return rows.map((row) => toMemory(row, userId));
}

/**
 * Saves how a completed event went for `userId` (one memory each, rewritten on every save). The
 * first one tells the other participant, who is asked for theirs.
 */
export async function saveMemory(
  db: Db,
  userId: number,
  eventId: number,
  body: Required<EventMemoryBody>,
): Promise<EventMemory> {
  return db.transaction(async (tx) => {
    const event = await findOwnEventForUpdate(tx, userId, eventId);
    if (!event) throw new AppError('not_found');
    if (event.status !== 'completed') {
      throw new AppError('invalid_transition', 'Only a completed event is remembered.');
    }
    // After a split nothing one writes reaches the other: no notice, no stream change, no push.
    if (event.coupleEndedAt !== null) throw new AppError('event_history_read_only');
    const [saved] = await tx
      .insert(eventMemories)
      .values({ eventId, userId, mood: body.mood, note: body.note })
      .onConflictDoUpdate({
        target: [eventMemories.eventId, eventMemories.userId],
        set: { mood: body.mood, note: body.note, updatedAt: sql`now()` },
      })
      .returning({ isNew: sql<boolean>`xmax = 0` });
    const other = event.sourceUserId === userId ? event.targetUserId : event.sourceUserId;
    if (other !== null) {
      if (saved!.isNew) await notify(tx, [other], 'event_remembered', { actorUserId: userId, eventId });
      else await publishChange(tx, { users: [other], topics: ['events'] });
    }
    const [row] = await tx
      .select(memoryColumns)
      .from(eventMemories)
      .innerJoin(events, eq(events.id, eventMemories.eventId))
      .innerJoin(users, eq(users.id, eventMemories.userId))
      .where(and(eq(eventMemories.eventId, eventId), eq(eventMemories.userId, userId)));
    return toMemory(row!, userId);
  });
}
