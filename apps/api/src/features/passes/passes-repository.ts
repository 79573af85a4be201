import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { passes } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/postgres-errors.ts';

/** Ids the user passed, oldest first. Only ever read for that user. */
export async function passedFantasyIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: passes.fantasyId })
    .from(passes)
    .where(eq(passes.userId, userId))
    .orderBy(asc(passes.createdAt), asc(passes.fantasyId));
  return rows.map((row) => row.id);
}

/** Records a pass (idempotent); likes are left alone. */
export async function passFantasy(db: Db, userId: number, fantasyId: number): Promise<void> {
  try {
    await db.insert(passes).values({ userId, fantasyId }).onConflictDoNothing();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('not_found');
    throw error;
  }
}

/** Takes one pass back (idempotent): the fantasy is unseen again. */
export async function unpassFantasy(db: Db, userId: number, fantasyId: number): Promise<void> {
  await db.delete(passes).where(and(eq(passes.userId, userId), eq(passes.fantasyId, fantasyId)));
}

/** Forgets every pass of the user: the deck shows those fantasies again. */
export async function clearPasses(db: Db, userId: number): Promise<void> {
  await db.delete(passes).where(eq(passes.userId, userId));
}
