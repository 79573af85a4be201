import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import {
  OWN_CARDS_PER_AUTHOR,
  type Locale,
  type OwnCard,
  type OwnCardCreateBody,
  type OwnCardPatchBody,
} from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { fantasies, likes, matchNotices, maybes, passes, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isVisibleTo } from '../../shared/fantasy-visibility.ts';
import { lockWithPartner } from '../../shared/couple/partner.ts';
import { requireIntimateConsent } from '../../shared/intimate-consent.ts';
import { publishChange } from '../../shared/changes.ts';

type CardRow = typeof fantasies.$inferSelect;

/** A card as `viewerId` sees it, whose current partner is `partnerId`. */
export function toOwnCard(row: CardRow, viewerId: number, partnerId: number | null): OwnCard {
  const mine = row.authorId === viewerId;
  return {
    id: row.id,
    title: row.titleRu,
    description: row.descriptionRu === '' ? null : row.descriptionRu,
    language: row.language ?? 'ru',
    mine,
    // Visible to the partner means shared with them; mine are shared while with my current partner.
    shared: !mine || (row.sharedWithId !== null && row.sharedWithId === partnerId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The own cards `userId` may see, theirs and their partner's shared with them, newest first. */
export async function listOwnCards(db: Db, userId: number): Promise<OwnCard[]> {
  const rows = await db
    .select({ card: fantasies, partnerId: users.partnerId })
    .from(fantasies)
    .innerJoin(users, eq(users.id, userId))
    .where(
      and(
        or(eq(fantasies.authorId, userId), eq(fantasies.sharedWithId, userId)),
        isVisibleTo(fantasies.id, userId),
      ),
    )
    .orderBy(desc(fantasies.createdAt), desc(fantasies.id));
  return rows.map(({ card, partnerId }) => toOwnCard(card, userId, partnerId));
}

/**
 * The card `cardId` for its author to change, locked. A card the user may not see is a 404, exactly
 * as an unknown id; the partner's card, which they do see, is a 403.
 */
async function authoredCardForUpdate(tx: Db, userId: number, cardId: number): Promise<CardRow> {
  const [row] = await tx
    .select()
    .from(fantasies)
    .where(
      and(
        eq(fantasies.id, cardId),
        sql`${fantasies.authorId} is not null`,
        isVisibleTo(fantasies.id, userId),
      ),
    )
    .for('update');
  if (!row) throw new AppError('not_found');
  if (row.authorId !== userId) throw new AppError('permission_denied', 'Only its author changes a card.');
  return row;
}

const textColumns = (title: string, description: string) => ({
  titleRu: title,
  titleEn: title,
  descriptionRu: description,
  descriptionEn: description,
});

/**
 * Writes a card, shared at once with the author's partner; refused without one, past the limit, or
 * without the consent to process answers (ADR 0035), as editing and sharing are.
 */
export async function createOwnCard(
  db: Db,
  userId: number,
  body: OwnCardCreateBody,
  locale: Locale,
): Promise<OwnCard> {
  return db.transaction(async (tx) => {
    const partnerId = await lockWithPartner(tx, userId);
    if (partnerId === null) throw new AppError('partner_required');
    await requireIntimateConsent(tx, userId);
    const [written] = await tx
      .select({ count: count() })
      .from(fantasies)
      .where(eq(fantasies.authorId, userId));
    if (written!.count >= OWN_CARDS_PER_AUTHOR) throw new AppError('own_cards_limit_reached');
    const [row] = await tx
      .insert(fantasies)
      .values({
        ...textColumns(body.title, body.description ?? ''),
        difficulty: 'light',
        authorId: userId,
        sharedWithId: partnerId,
        language: locale,
      })
      .returning();
    return toOwnCard(row!, userId, partnerId);
  });
}

/** Who sees the card: its author, and the partner while it is shared with them. */
const seenBy = (row: CardRow, partnerId: number | null) =>
  row.sharedWithId !== null && row.sharedWithId === partnerId ? [row.authorId!, partnerId] : [row.authorId!];

/**
 * The author edits the card. A new text clears the partner's answers to the old one (likes, maybes,
 * passes, and with them a match and its notice): an answer agreed to what the card said then, not
 * to whatever it says later (ADR 0030). The author's own answer stays theirs. Both open apps
 * refresh their answers, whether or not there was one to clear.
 */
export async function updateOwnCard(
  db: Db,
  userId: number,
  cardId: number,
  patch: OwnCardPatchBody,
  locale: Locale,
): Promise<OwnCard> {
  return db.transaction(async (tx) => {
    const partnerId = await lockWithPartner(tx, userId);
    const row = await authoredCardForUpdate(tx, userId, cardId);
    await requireIntimateConsent(tx, userId);
    const title = patch.title ?? row.titleRu;
    const description = patch.description === undefined ? row.descriptionRu : (patch.description ?? '');
    if (title === row.titleRu && description === row.descriptionRu) return toOwnCard(row, userId, partnerId);
    const [updated] = await tx
      .update(fantasies)
      .set({ ...textColumns(title, description), language: locale, updatedAt: sql`now()` })
      .where(eq(fantasies.id, row.id))
      .returning();
    for (const answers of [likes, maybes, passes]) {
      await tx.delete(answers).where(and(eq(answers.fantasyId, row.id), ne(answers.userId, userId)));
    }
    // A match on the new text is news again.
    await tx.delete(matchNotices).where(eq(matchNotices.fantasyId, row.id));
    await publishChange(tx, { users: seenBy(row, partnerId), topics: ['matches'] });
    return toOwnCard(updated!, userId, partnerId);
  });
}

/**
 * The author deletes the card: every answer, match notice, notification and date on it goes with
 * it (ON DELETE CASCADE), and the open apps of both who saw it refresh what it was part of.
 */
export async function deleteOwnCard(db: Db, userId: number, cardId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const partnerId = await lockWithPartner(tx, userId);
    const row = await authoredCardForUpdate(tx, userId, cardId);
    await tx.delete(fantasies).where(eq(fantasies.id, row.id));
    await publishChange(tx, {
      users: seenBy(row, partnerId),
      topics: ['matches', 'events', 'notifications'],
    });
  });
}

/** The author shares a card kept from before with their current partner (idempotent). */
export async function shareOwnCard(db: Db, userId: number, cardId: number): Promise<OwnCard> {
  return db.transaction(async (tx) => {
    const partnerId = await lockWithPartner(tx, userId);
    const row = await authoredCardForUpdate(tx, userId, cardId);
    if (partnerId === null) throw new AppError('partner_required');
    await requireIntimateConsent(tx, userId);
    if (row.sharedWithId === partnerId) return toOwnCard(row, userId, partnerId);
    const [updated] = await tx
      .update(fantasies)
      .set({ sharedWithId: partnerId })
      .where(eq(fantasies.id, row.id))
      .returning();
    return toOwnCard(updated!, userId, partnerId);
  });
}
