import type { Db } from '../../db/database.ts';
import { notifications, type NotificationKind } from '../../db/schema.ts';
import { publishChange, topicsOf } from '../stream/changes.ts';

type About = { fantasyId?: number | null; eventId?: number | null; actorUserId?: number | null };

/** The one place notifications are written: what happened, to whom, about what, by whom. */
export async function notify(db: Db, recipients: number[], kind: NotificationKind, about: About = {}) {
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map((userId) => ({
      userId,
      kind,
      fantasyId: about.fantasyId ?? null,
      eventId: about.eventId ?? null,
      actorUserId: about.actorUserId ?? null,
    })),
  );
  await publishChange(db, { users: recipients, topics: topicsOf(kind) });
}
