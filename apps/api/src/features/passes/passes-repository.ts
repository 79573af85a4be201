import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { passes } from '../../db/schema.ts';
import { preparedSignedInRead } from '../../shared/session/signed-in-read.ts';

/** Ids the user passed, oldest first. Only ever read for that user. */
export async function passedFantasyIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: passes.fantasyId })
    .from(passes)
    .where(eq(passes.userId, userId))
    .orderBy(asc(passes.createdAt), asc(passes.fantasyId));
  return rows.map((row) => row.id);
}

/**
 * `POST /fantasies/{id}/pass/` in one statement with the token check (ADR 0033): `pass_fantasy`
 * records the pass (idempotent) and leaves likes alone, only with the consent to process answers (ADR 0035); an unknown fantasy, or a card the user may
 * not see (ADR 0030), fails as a foreign-key violation, a 404 alike.
 */
export const signedInPass = preparedSignedInRead(
  'signed_in_pass',
  (_db, userId) =>
    sql<null>`pass_fantasy(${userId}, ${sql.placeholder('fantasyId')}, ${sql.placeholder('consentVersion')})`,
);

/**
 * `DELETE /fantasies/{id}/pass/` (one pass back, idempotent: the fantasy is unseen again) and, with
 * a null `fantasyId`, `DELETE /fantasies/passed/` (every pass forgotten), in one statement each.
 */
export const signedInUnpass = preparedSignedInRead(
  'signed_in_unpass',
  (_db, userId) => sql<null>`unpass_fantasy(${userId}, ${sql.placeholder('fantasyId')})`,
);
