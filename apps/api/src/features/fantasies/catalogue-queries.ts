import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fantasies, fantasyTags, tags } from '../../db/schema.ts';

export async function selectTags(db: Db) {
  return db.select().from(tags).orderBy(asc(tags.id));
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
    })
    .from(fantasies)
    .leftJoin(fantasyTags, eq(fantasyTags.fantasyId, fantasies.id))
    .groupBy(fantasies.id)
    .orderBy(asc(fantasies.id));
}
