import { requirePremiumFor } from '../../shared/premium.ts';
import { and, eq } from 'drizzle-orm';
import type { DuetEvent, EventCreateBody, EventPatchBody, Locale } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { events, fantasies, users, type NotificationKind } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../../shared/notify.ts';
import { leaveSharedHistory } from '../../shared/couple/shared-history.ts';
import { isVisibleTo } from '../../shared/fantasy-visibility.ts';
import {
  findOwnEventForUpdate,
  findPublicEvent,
  toEvent,
  withPublicEvent,
  type EventRow,
} from './events-repository.ts';

const invalid = (field: string, message: string) =>
  new AppError('invalid', undefined, { [field]: [message] });
const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Creates a plan: solo plans are accepted at once, plans with the partner wait for their answer. */
export async function createEvent(
  db: Db,
  userId: number,
  body: EventCreateBody,
  locale: Locale,
): Promise<DuetEvent> {
  const [me] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, userId));
  const targetUserId = body.target_user ?? null;
  if (targetUserId !== null && targetUserId !== me?.partnerId) throw new AppError('not_your_partner');

  let happensAt: Date;
  let publicEvent = null;
  if (body.public_event_id != null) {
    publicEvent = await findPublicEvent(db, body.public_event_id);
    if (!publicEvent) throw invalid('public_event_id', 'Unknown public event.');
    if (publicEvent.startsAt < startOfUtcDay(new Date()))
      throw invalid('public_event_id', 'This public event is over.');
    happensAt = publicEvent.startsAt;
  } else {
    const [fantasy] = await db
      .select({ id: fantasies.id })
      .from(fantasies)
      .where(and(eq(fantasies.id, body.fantasy!), isVisibleTo(fantasies.id, userId)));
    // A card the user may not see is unknown to them (ADR 0030).
    if (!fantasy) throw invalid('fantasy', 'Unknown fantasy.');
    await requirePremiumFor(db, userId, [fantasy.id]);
    happensAt = new Date(body.happens_at!);
    if (happensAt <= new Date()) throw invalid('happens_at', 'Choose a time in the future.');
  }

  const [row] = await db
    .insert(events)
    .values({
      sourceUserId: userId,
      targetUserId,
      fantasyId: body.fantasy ?? null,
      publicEventId: body.public_event_id ?? null,
      mood: body.mood,
      happensAt,
      status: targetUserId === null ? 'accepted' : 'pending',
    })
    .returning();
  await notifyOther(db, row!, userId, 'event_received');
  return toEvent(row!, publicEvent, userId, locale);
}

async function notifyOther(db: Db, row: EventRow, actorUserId: number, kind: NotificationKind) {
  const other = row.sourceUserId === actorUserId ? row.targetUserId : row.sourceUserId;
  if (other !== null)
    await notify(db, [other], kind, { eventId: row.id, fantasyId: row.fantasyId, actorUserId });
}

type Change = (row: EventRow, userId: number) => { set: Partial<EventRow>; notice: NotificationKind } | null;

/** Runs one change of the state machine (docs/decisions/0012-events.md) on a participant's event. */
async function change(
  db: Db,
  userId: number,
  eventId: number,
  locale: Locale,
  decide: Change,
): Promise<DuetEvent> {
  return db.transaction(async (tx) => {
    const row = await findOwnEventForUpdate(tx, userId, eventId);
    if (!row) throw new AppError('not_found');
    const decision = decide(row, userId);
    if (!decision) return toEvent(row, await withPublicEvent(tx, row), userId, locale);
    const [updated] = await tx.update(events).set(decision.set).where(eq(events.id, row.id)).returning();
    await notifyOther(tx, updated!, userId, decision.notice);
    return toEvent(updated!, await withPublicEvent(tx, updated!), userId, locale);
  });
}

/** Who proposed the time a pending pair plan waits on: the creator, or the partner who suggested another. */
const proposerOf = (row: EventRow) => row.proposedByUserId ?? row.sourceUserId;

/** Only the partner a pending plan waits on answers it: the invitee, or the creator after a counter-proposal. */
const onlyTheOneAsked = (row: EventRow, userId: number) => {
  if (row.status !== 'pending') {
    if (row.sourceUserId === userId)
      throw new AppError('permission_denied', 'Only the invited partner can answer.');
    throw new AppError('invalid_transition', `The event is ${row.status}.`);
  }
  if (proposerOf(row) === userId)
    throw new AppError('permission_denied', 'Only the partner who was asked can answer.');
};

export const acceptEvent = (db: Db, userId: number, eventId: number, locale: Locale) =>
  change(db, userId, eventId, locale, (row) => {
    onlyTheOneAsked(row, userId);
    return { set: { status: 'accepted' }, notice: 'event_accepted' };
  });

export const rejectEvent = (db: Db, userId: number, eventId: number, locale: Locale) =>
  change(db, userId, eventId, locale, (row) => {
    onlyTheOneAsked(row, userId);
    return { set: { status: 'rejected' }, notice: 'event_rejected' };
  });

export const completeEvent = (db: Db, userId: number, eventId: number, locale: Locale) =>
  change(db, userId, eventId, locale, (row) => {
    if (row.status !== 'accepted') throw new AppError('invalid_transition', `The event is ${row.status}.`);
    if (row.happensAt.getTime() > Date.now())
      throw new AppError('event_not_started', 'A date can be marked done once it has begun.');
    return { set: { status: 'completed' }, notice: 'event_completed' };
  });

/** The new time of a patch, if it changes the plan's; public events keep their own (ADR 0012). */
function newTime(row: EventRow, patch: EventPatchBody): Date | null {
  if (patch.happens_at === undefined) return null;
  const happensAt = new Date(patch.happens_at);
  if (happensAt.getTime() === row.happensAt.getTime()) return null;
  if (row.publicEventId !== null) throw invalid('happens_at', 'A public event has its own time.');
  if (happensAt <= new Date()) throw invalid('happens_at', 'Choose a time in the future.');
  return happensAt;
}

/**
 * The creator changes the mood or the time of a plan that is still ahead; a new time for a plan
 * with the partner asks the partner again. The invitee may only suggest another time for a plan
 * still waiting for an answer; then the creator is the one asked (ADR 0012, "suggest another time").
 */
export const editEvent = (db: Db, userId: number, eventId: number, patch: EventPatchBody, locale: Locale) =>
  change(db, userId, eventId, locale, (row) => {
    const isCreator = row.sourceUserId === userId;
    if (!isCreator && patch.mood !== undefined)
      throw new AppError('permission_denied', 'Only the creator changes the mood.');
    if (row.status !== 'pending' && !(isCreator && row.status === 'accepted'))
      throw new AppError('invalid_transition', `The event is ${row.status}.`);
    const set: Partial<EventRow> = {};
    if (patch.mood !== undefined && patch.mood !== row.mood) set.mood = patch.mood;
    const happensAt = newTime(row, patch);
    // Whoever was asked and answers with a time of their own suggests another time.
    const isCounter = happensAt !== null && row.status === 'pending' && proposerOf(row) !== userId;
    if (happensAt) {
      set.happensAt = happensAt;
      // The reminder push is due again before the new time (ADR 0024).
      set.remindedAt = null;
      if (row.targetUserId !== null) {
        set.status = 'pending';
        set.proposedByUserId = isCreator ? null : userId;
      }
    }
    if (Object.keys(set).length === 0) return null;
    return { set, notice: isCounter ? 'event_proposed' : 'event_changed' };
  });

/**
 * Either participant deletes a plan, in any state; the other is told. A date of history with a
 * former partner goes from the reader's history only, and the other is not told: it stays theirs
 * (ADR 0012, "after a split").
 */
export async function deleteEvent(db: Db, userId: number, eventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOwnEventForUpdate(tx, userId, eventId);
    if (!row) throw new AppError('not_found');
    if (row.coupleEndedAt !== null && row.targetUserId !== null) {
      await leaveSharedHistory(tx, userId, row.id);
      return;
    }
    await tx.delete(events).where(eq(events.id, row.id));
    await notifyOther(tx, row, userId, 'event_deleted');
  });
}
