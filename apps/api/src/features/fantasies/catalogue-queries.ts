import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { collections, fantasies, fantasyCollections, fantasyTags, tags } from '../../db/schema.ts';

export async function selectTags(db: Db) {
  return db.select().from(tags).orderBy(asc(tags.id));
}

export async function selectCollections(db: Db) {
  return db.select().from(collections).orderBy(asc(collections.position), asc(collections.id));
}

export async function selectFantasiesWithTagIds(db: Db) {
  return db
    .select({
      id: fantasies.id,
      slug: fantasies.slug,
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
    .groupBy(fantasies.id)
    .orderBy(asc(fantasies.id));
}
