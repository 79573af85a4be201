import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { isCatalogueFantasy } from '../../shared/fantasy-visibility.ts';
import { collections, fantasies, fantasyCollections, fantasyTags, tags } from '../../db/schema.ts';

export async function selectTags(db: Db) {
  return db.select().from(tags).orderBy(asc(tags.id));
}

export async function selectCollections(db: Db) {
  return db.select().from(collections).orderBy(asc(collections.position), asc(collections.id));
}

/**
 * The catalogue's fantasies: never a couple's own card (ADR 0030), whatever reads the catalogue (the
 * list and its cache, a fantasy's page, related fantasies, the server render).
 */
export async function selectFantasiesWithTagIds(db: Db) {
  return db
    .select({
      id: fantasies.id,
      // Never null in the catalogue (the check `fantasies_slug_xor_author`).
      slug: sql<string>`${fantasies.slug}`,
      titleRu: fantasies.titleRu,
      titleEn: fantasies.titleEn,
      teaserRu: fantasies.teaserRu,
      teaserEn: fantasies.teaserEn,
      descriptionRu: fantasies.descriptionRu,
      descriptionEn: fantasies.descriptionEn,
      preparationRu: fantasies.preparationRu,
      preparationEn: fantasies.preparationEn,
      difficulty: fantasies.difficulty,
      tagIds: sql<number[]>`coalesce(array_agg(${fantasyTags.tagId} order by ${fantasyTags.tagId})
        filter (where ${fantasyTags.tagId} is not null), '{}')`,
      collectionIds: sql<number[]>`coalesce((select array_agg(${fantasyCollections.collectionId}
        order by ${fantasyCollections.collectionId}) from ${fantasyCollections}
        where ${fantasyCollections.fantasyId} = ${fantasies.id}), '{}')`,
    })
    .from(fantasies)
    .leftJoin(fantasyTags, eq(fantasyTags.fantasyId, fantasies.id))
    .where(isCatalogueFantasy)
    .groupBy(fantasies.id)
    .orderBy(asc(fantasies.id));
}
