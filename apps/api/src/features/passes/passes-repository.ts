import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.ts';
import { passes } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isVisibleTo } from '../../shared/fantasy-visibility.ts';

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
 * Records a pass (idempotent); likes are left alone. An unknown fantasy, or a card the user may not
 * see (ADR 0030), is a 404 alike.
 */
export async function passFantasy(db: Db, userId: number, fantasyId: number): Promise<void> {
  const [row] = await queryRows<{ visible: boolean }>(
    db,
    sql`with visible as (select ${isVisibleTo(sql`${fantasyId}::int`, sql`${userId}::int`)} as visible),
      inserted as (
        insert into ${passes} (user_id, fantasy_id)
        select ${userId}, ${fantasyId} from visible where visible.visible
        on conflict do nothing)
      select visible from visible`,
  );
  if (!row?.visible) throw new AppError('not_found');
}

/** Takes one pass back (idempotent): the fantasy is unseen again. */
export async function unpassFantasy(db: Db, userId: number, fantasyId: number): Promise<void> {
  await db.delete(passes).where(and(eq(passes.userId, userId), eq(passes.fantasyId, fantasyId)));
}

/** Forgets every pass of the user: the deck shows those fantasies again. */
export async function clearPasses(db: Db, userId: number): Promise<void> {
  await db.delete(passes).where(eq(passes.userId, userId));
}
