import { eq, sql } from 'drizzle-orm';
import {
  cardIntensitySchema,
  fantasyFiltersSchema,
  type CardIntensity,
  type FantasyFilters,
} from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { userFilters } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { preparedSignedInRead } from '../../shared/session/signed-in-read.ts';

async function rowOf(db: Db, userId: number) {
  const [row] = await db.select().from(userFilters).where(eq(userFilters.userId, userId));
  return row;
}

export async function filtersOf(db: Db, userId: number): Promise<FantasyFilters> {
  const row = await rowOf(db, userId);
  if (!row) return fantasyFiltersSchema.parse({});
  return { difficulty: row.difficulty, sorting: row.sorting, tags: row.tagIds, collection: row.collectionId };
}

/** What `save_filters` did not know, or null when it saved the filters. */
type UnknownFilterIds = { tags?: number[]; collection?: number } | null;

/**
 * `POST /fantasies/user/filters/` in one statement with the token check (ADR 0033): `save_filters`
 * saves them, or changes nothing and names the unknown tags or collection.
 */
export const signedInSaveFilters = preparedSignedInRead(
  'signed_in_save_filters',
  (_db, userId) =>
    sql<UnknownFilterIds>`save_filters(${userId}, ${sql.placeholder('difficulty')}, ${sql.placeholder('sorting')}, ${sql.placeholder('tagIds')}, ${sql.placeholder('collectionId')})`,
);

/** The values of `signedInSaveFilters`: the filters, each tag once (in the order first given). */
export function filterValues(filters: FantasyFilters) {
  return {
    difficulty: filters.difficulty,
    sorting: filters.sorting,
    tagIds: [...new Set(filters.tags)],
    collectionId: filters.collection,
  };
}

/** The filters saved, or a 400 naming what `save_filters` did not know. */
export function savedFilters(
  values: ReturnType<typeof filterValues>,
  unknown: UnknownFilterIds,
): FantasyFilters {
  if (unknown?.tags)
    throw new AppError('invalid', undefined, { tags: [`Unknown tag ids: ${unknown.tags.join(', ')}.`] });
  if (unknown?.collection !== undefined)
    throw new AppError('invalid', undefined, {
      collection: [`Unknown collection id: ${unknown.collection}.`],
    });
  return {
    difficulty: values.difficulty,
    sorting: values.sorting,
    tags: values.tagIds,
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
