import { isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { fantasies } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { isForeignKeyViolation } from '../lib/postgres-errors.ts';

/** A fantasy of the catalogue, not a couple's own card (ADR 0030): what public reads may show. */
export const isCatalogueFantasy = isNull(fantasies.authorId);

/**
 * Whether `userId` may see the fantasy `fantasyId`: the catalogue, their own cards, and their
 * current partner's cards shared with them (ADR 0030). The SQL function of migration 0021, which
 * the answer functions ask too, so there is one definition; false for an unknown id.
 */
export const isVisibleTo = (fantasyId: SQLWrapper | number, userId: SQLWrapper | number) =>
  sql<boolean>`fantasy_visible_to(${fantasyId}, ${userId})`;

/**
 * The answers' database functions (migration 0026) raise a foreign-key violation for a fantasy the
 * user may not see, exactly as for an id that does not exist: a 404 either way, so nobody learns
 * that another couple's card exists.
 */
export function refuseMissingFantasy(error: unknown): never {
  if (isForeignKeyViolation(error)) throw new AppError('not_found');
  throw error;
}
