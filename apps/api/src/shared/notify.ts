import type { Db } from '../db/database.ts';
import { notifications, PUSHED_NOTIFICATION_KINDS, type NotificationKind } from '../db/schema.ts';
import { publishChange, topicsOf } from './changes.ts';

type About = { fantasyId?: number | null; eventId?: number | null; actorUserId?: number | null };

type Recipient = { userId: number; actorUserId: number | null };

/** Whether a notification of this kind goes out as a push too (ADR 0024). */
export const isPushed = (kind: NotificationKind) =>
  (PUSHED_NOTIFICATION_KINDS as readonly string[]).includes(kind);

async function write(db: Db, recipients: Recipient[], kind: NotificationKind, about: About) {
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map(({ userId, actorUserId }) => ({
      userId,
      kind,
      fantasyId: about.fantasyId ?? null,
      eventId: about.eventId ?? null,
      actorUserId,
      // Claimed and pushed after this transaction commits (features/push, ADR 0024).
      pushPending: isPushed(kind),
    })),
  );
  await publishChange(db, { users: recipients.map(({ userId }) => userId), topics: topicsOf(kind) });
}

/**
 * The one place notifications are written: what happened, to whom, about what, by whom. (A like's
 * match notifications are written by the database function `like_fantasy`, with `isPushed` and
 * `topicsOf` passed in: likes-repository.ts.)
 */
export async function notify(db: Db, recipients: number[], kind: NotificationKind, about: About = {}) {
  const actorUserId = about.actorUserId ?? null;
  await write(
    db,
    recipients.map((userId) => ({ userId, actorUserId })),
    kind,
    about,
  );
}

/**
 * The same news to both partners, each naming the other: "a match with …". Neither learns who
 * acted first.
 */
export async function notifyEachOther(
  db: Db,
  [first, second]: [number, number],
  kind: NotificationKind,
  about: Omit<About, 'actorUserId'> = {},
) {
  const recipients = [
    { userId: first, actorUserId: second },
    { userId: second, actorUserId: first },
  ];
  await write(db, recipients, kind, about);
}
