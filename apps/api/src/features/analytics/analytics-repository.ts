import { asc, sql } from 'drizzle-orm';
import type { AmplitudeEvent } from '@duet/contracts';
import { queryRows, type Db } from '../../db/database.ts';
import { analyticsEvents } from '../../db/schema.ts';
import { checkEvent } from './validate-batch.ts';

/** Stores a validated batch; an event seen before (same insert_id, e.g. a retried upload) is kept once. */
export async function storeEvents(db: Db, events: AmplitudeEvent[]): Promise<number> {
  const rows = await db
    .insert(analyticsEvents)
    .values(
      events.map((event) => ({
        eventType: event.event_type,
        deviceId: event.device_id,
        sessionId: event.session_id ?? null,
        eventTime: event.time ? new Date(event.time) : null,
        insertId: event.insert_id ?? null,
        payload: event,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: analyticsEvents.id });
  return rows.length;
}

export async function listStoredEvents(db: Db, limit: number) {
  const rows = await db
    .select({ payload: analyticsEvents.payload })
    .from(analyticsEvents)
    .orderBy(asc(analyticsEvents.id))
    .limit(limit);
  return rows.map((row) => row.payload as AmplitudeEvent);
}

/**
 * Hands up to `limit` events not yet forwarded to `send`, and marks them forwarded when it
 * succeeds. Rows are locked with SKIP LOCKED, so several API nodes forward without doubling. An
 * event the catalogue refuses now (stored before one of its rules) is deleted, never sent.
 */
export async function forwardPendingEvents(
  db: Db,
  limit: number,
  send: (events: AmplitudeEvent[]) => Promise<boolean>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number; payload: unknown }>(
      tx,
      sql`select id, payload from analytics_events where forwarded_at is null
          order by id limit ${limit} for update skip locked`,
    );
    const checked = rows.map((row) => ({ id: row.id, ...checkEvent(row.payload) }));
    const refused = checked.filter((row) => !('event' in row)).map((row) => row.id);
    if (refused.length > 0)
      await tx.execute(sql`delete from analytics_events where id in (${idList(refused)})`);
    const accepted = checked.flatMap((row) => ('event' in row ? [row] : []));
    if (accepted.length === 0 || !(await send(accepted.map((row) => row.event)))) return 0;
    await tx.execute(
      sql`update analytics_events set forwarded_at = now() where id in (${idList(accepted.map((row) => row.id))})`,
    );
    return accepted.length;
  });
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
