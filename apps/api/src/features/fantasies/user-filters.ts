import { eq, inArray } from 'drizzle-orm';
import {
  cardIntensitySchema,
  fantasyFiltersSchema,
  type CardIntensity,
  type FantasyFilters,
} from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { collections, tags, userFilters } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

async function rowOf(db: Db, userId: number) {
  const [row] = await db.select().from(userFilters).where(eq(userFilters.userId, userId));
  return row;
}

export async function filtersOf(db: Db, userId: number): Promise<FantasyFilters> {
  const row = await rowOf(db, userId);
  if (!row) return fantasyFiltersSchema.parse({});
  return { difficulty: row.difficulty, sorting: row.sorting, tags: row.tagIds, collection: row.collectionId };
}

async function refuseUnknown(db: Db, tagIds: number[], collectionId: number | null) {
  if (tagIds.length > 0) {
    const known = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds));
    const unknown = tagIds.filter((id) => !known.some((row) => row.id === id));
    if (unknown.length > 0)
      throw new AppError('invalid', undefined, { tags: [`Unknown tag ids: ${unknown.join(', ')}.`] });
  }
  if (collectionId !== null) {
    const [known] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, collectionId));
    if (!known)
      throw new AppError('invalid', undefined, { collection: [`Unknown collection id: ${collectionId}.`] });
  }
}

export async function saveFilters(db: Db, userId: number, filters: FantasyFilters): Promise<FantasyFilters> {
  const tagIds = [...new Set(filters.tags)];
  await refuseUnknown(db, tagIds, filters.collection);
  const values = {
    difficulty: filters.difficulty,
    sorting: filters.sorting,
    tagIds,
    collectionId: filters.collection,
  };
  await db
    .insert(userFilters)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userFilters.userId, set: values });
  return {
    difficulty: values.difficulty,
    sorting: values.sorting,
    tags: tagIds,
    collection: values.collectionId,
  };
}

export async function cardIntensityOf(db: Db, userId: number): Promise<CardIntensity> {
  const row = await rowOf(db, userId);
  return row ? { bolder_cards: row.bolderCards } : cardIntensitySchema.parse({});
}

export async function saveCardIntensity(
  db: Db,
  userId: number,
  intensity: CardIntensity,
): Promise<CardIntensity> {
  await db
    .insert(userFilters)
    .values({ userId, bolderCards: intensity.bolder_cards })
    .onConflictDoUpdate({ target: userFilters.userId, set: { bolderCards: intensity.bolder_cards } });
  return intensity;
}
