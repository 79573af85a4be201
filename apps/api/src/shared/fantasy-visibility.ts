import { isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database.ts';
import { fantasies } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

/** A fantasy of the catalogue, not a couple's own card (ADR 0030): what public reads may show. */
export const isCatalogueFantasy = isNull(fantasies.authorId);

/**
 * Whether `userId` may see the fantasy `fantasyId`: the catalogue, their own cards, and their
 * current partner's cards shared with them (ADR 0030). The SQL function of migration 0021, which
 * the like asks too, so there is one definition; false for an unknown id.
 */
export const isVisibleTo = (fantasyId: SQLWrapper | number, userId: SQLWrapper | number) =>
  sql<boolean>`fantasy_visible_to(${fantasyId}, ${userId})`;

export async function isFantasyVisible(db: Db, userId: number, fantasyId: number): Promise<boolean> {
  const [row] = await queryRows<{ visible: boolean }>(
    db,
    sql`select ${isVisibleTo(sql`${fantasyId}::int`, sql`${userId}::int`)} as visible`,
  );
  return !!row?.visible;
}

/**
 * A 404 for a fantasy the user may not see, exactly as for an id that does not exist: nobody learns
 * that another couple's card exists.
 */
export async function assertFantasyVisible(db: Db, userId: number, fantasyId: number): Promise<void> {
  if (!(await isFantasyVisible(db, userId, fantasyId))) throw new AppError('not_found');
}
