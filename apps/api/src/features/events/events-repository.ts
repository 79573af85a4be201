import {
  and,
  asc,
  desc,
  eq,
  gte,
  isNull,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { DuetEvent, Locale, PublicEvent } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { events, publicEvents } from '../../db/schema.ts';
import { isWithPartner } from '../../shared/couple/shared-history.ts';
import { liveTokenSubquery, tokenUseOf } from '../../shared/session/signed-in-read.ts';

export type EventRow = typeof events.$inferSelect;
type PublicEventRow = typeof publicEvents.$inferSelect;

export function toPublicEvent(row: PublicEventRow, locale: Locale): PublicEvent {
  const iso = row.startsAt.toISOString();
  return {
    id: row.id,
    name: locale === 'ru' ? row.nameRu : row.nameEn,
    city: locale === 'ru' ? row.cityRu : row.cityEn,
    date: iso.slice(0, 10),
    time: iso.slice(11, 19),
  };
}

/**
 * The event as `viewerId` sees it: a pending invitation is `send` for whoever proposed its time and
 * `received` for the partner asked, the invitee or, after a counter-proposal, the creator.
 */
export function toEvent(
  row: EventRow,
  publicEvent: PublicEventRow | null,
  viewerId: number,
  locale: Locale,
): DuetEvent {
  const state =
    row.status === 'pending'
      ? (row.proposedByUserId ?? row.sourceUserId) === viewerId
        ? 'send'
        : 'received'
      : row.status;
  return {
    id: row.id,
    fantasy: row.fantasyId,
    public_event: publicEvent ? toPublicEvent(publicEvent, locale) : null,
    mood: row.mood,
    target_user: row.targetUserId,
    happens_at: row.happensAt.toISOString(),
    with_partner: isWithPartner(row),
    state,
    source_user: row.sourceUserId,
    former_partner: row.coupleEndedAt !== null,
  };
}

const isParticipant = (userId: number | Placeholder | SQLWrapper) =>
  or(eq(events.sourceUserId, userId), eq(events.targetUserId, userId));

/**
 * A list of the token's user's events in one statement with the token check (ADR 0020): one row
 * per event, or one row without an event when there is none; no row for a dead token.
 */
function preparedEventList(name: string, where: SQL | undefined, newestFirst: boolean) {
  return preparedOnce((db) => {
    const me = liveTokenSubquery(db);
    return db
      .select({ ...tokenUseOf(me), event: events, publicEvent: publicEvents })
      .from(me)
      .leftJoin(events, and(isParticipant(me.userId), where))
      .leftJoin(publicEvents, eq(publicEvents.id, events.publicEventId))
      .orderBy(newestFirst ? desc(events.happensAt) : asc(events.happensAt), asc(events.id))
      .prepare(`events_${name}`);
  });
}

/** The lists of a user's events: all and not completed yet soonest first, completed latest first. */
export const eventLists = {
  all: preparedEventList('all', undefined, false),
  actual: preparedEventList('actual', ne(events.status, 'completed'), false),
  completed: preparedEventList('completed', eq(events.status, 'completed'), true),
};

/** An event the user takes part in; undefined for anyone else's (a 404). */
export async function findOwnEvent(db: Db, userId: number, eventId: number) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), isParticipant(userId)));
  return row;
}

/** The same, locked for a change. */
export async function findOwnEventForUpdate(db: Db, userId: number, eventId: number) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), isParticipant(userId)))
    .for('update');
  return row;
}

export async function findPublicEvent(db: Db, id: number) {
  const [row] = await db.select().from(publicEvents).where(eq(publicEvents.id, id));
  return row;
}

export async function withPublicEvent(db: Db, row: EventRow) {
  return row.publicEventId ? ((await findPublicEvent(db, row.publicEventId)) ?? null) : null;
}

/** Public events from the start of today (UTC) on, listed in `locale`'s interface, soonest first. */
export async function upcomingPublicEvents(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(publicEvents)
    .where(
      and(
        gte(publicEvents.startsAt, sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`),
        or(isNull(publicEvents.locales), sql`${locale} = any(${publicEvents.locales})`),
      ),
    )
    .orderBy(asc(publicEvents.startsAt));
  return rows.map((row) => toPublicEvent(row, locale));
}
