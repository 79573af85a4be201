import { sql } from 'drizzle-orm';
import type { StreamTopic } from '@duet/contracts';
import type { Db } from '../db/database.ts';
import type { NotificationKind } from '../db/schema.ts';

export const CHANGES_CHANNEL = 'duet_changes';

export type Change = { users: number[]; topics: StreamTopic[] };

export function topicsOf(kind: NotificationKind): StreamTopic[] {
  if (kind === 'match') return ['notifications', 'matches'];
  if (kind.startsWith('event_')) return ['notifications', 'events'];
  if (kind === 'premium_shared' || kind === 'gift_redeemed') return ['notifications', 'subscription'];
  return ['notifications', 'partner'];
}

/**
 * Tells every API node (through PostgreSQL NOTIFY) that these people have something new. Inside a
 * transaction the message leaves only when it commits, so no one refetches before the data exists.
 */
export async function publishChange(db: Db, change: Change): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}
