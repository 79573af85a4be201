import type { Db } from '../../db/database.ts';
import { notifications } from '../../db/schema.ts';

/** The one place notifications are written. */
export async function notifyMatch(db: Db, userIds: number[], fantasyId: number): Promise<void> {
  await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, kind: 'match' as const, fantasyId })));
}
