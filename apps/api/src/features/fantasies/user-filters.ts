import { eq, inArray } from 'drizzle-orm';
import { fantasyFiltersSchema, type FantasyFilters } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { tags, userFilters } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export async function filtersOf(db: Db, userId: number): Promise<FantasyFilters> {
  const [row] = await db.select().from(userFilters).where(eq(userFilters.userId, userId));
  if (!row) return fantasyFiltersSchema.parse({});
  return { difficulty: row.difficulty, sorting: row.sorting, tags: row.tagIds };
}

export async function saveFilters(db: Db, userId: number, filters: FantasyFilters): Promise<FantasyFilters> {
  const tagIds = [...new Set(filters.tags)];
  if (tagIds.length > 0) {
    const known = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds));
    const unknown = tagIds.filter((id) => !known.some((row) => row.id === id));
    if (unknown.length > 0)
      throw new AppError('invalid', undefined, { tags: [`Unknown tag ids: ${unknown.join(', ')}.`] });
  }
  const values = { difficulty: filters.difficulty, sorting: filters.sorting, tagIds };
  await db
    .insert(userFilters)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userFilters.userId, set: values });
  return { difficulty: values.difficulty, sorting: values.sorting, tags: tagIds };
}
