import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fantasies, fantasyTags, tags } from '../../db/schema.ts';
import { takeIncoming } from '../../db/upsert-incoming.ts';
import { CATALOGUE_FILE } from '../../paths.ts';
import { readCatalogueFile, type CatalogueFile } from './catalogue-file.ts';

/** Upserts the catalogue by slug. Idempotent: running it again with the same file changes nothing. */
export async function seedCatalogue(db: Db, catalogue: CatalogueFile): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(tags)
      .values(catalogue.tags.map((tag) => ({ slug: tag.slug, titleRu: tag.title.ru, titleEn: tag.title.en })))
      .onConflictDoUpdate({
        target: tags.slug,
        ...takeIncoming(tags, ['titleRu', 'titleEn']),
      });

    await tx
      .insert(fantasies)
      .values(
        catalogue.fantasies.map((fantasy) => ({
          slug: fantasy.slug,
          titleRu: fantasy.title.ru,
          titleEn: fantasy.title.en,
          teaserRu: fantasy.teaser.ru,
          teaserEn: fantasy.teaser.en,
          descriptionRu: fantasy.description.ru,
          descriptionEn: fantasy.description.en,
          preparationRu: fantasy.preparation.ru,
          preparationEn: fantasy.preparation.en,
          difficulty: fantasy.difficulty,
        })),
      )
      .onConflictDoUpdate({
        target: fantasies.slug,
        ...takeIncoming(fantasies, [
          'titleRu',
          'titleEn',
          'teaserRu',
          'teaserEn',
          'descriptionRu',
          'descriptionEn',
          'preparationRu',
          'preparationEn',
          'difficulty',
        ]),
      });

    const tagIds = new Map(
      (await tx.select({ id: tags.id, slug: tags.slug }).from(tags)).map((row) => [row.slug, row.id]),
    );
    const fantasyIds = new Map(
      (
        await tx
          .select({ id: fantasies.id, slug: fantasies.slug })
          .from(fantasies)
          .where(
            inArray(
              fantasies.slug,
              catalogue.fantasies.map((fantasy) => fantasy.slug),
            ),
          )
      ).map((row) => [row.slug, row.id]),
    );

    const links = catalogue.fantasies.flatMap((fantasy) =>
      fantasy.tags.map((tag) => ({ fantasyId: fantasyIds.get(fantasy.slug)!, tagId: tagIds.get(tag)! })),
    );
    await tx.insert(fantasyTags).values(links).onConflictDoNothing();
    const wantedPairs = sql.join(
      links.map((link) => sql`(${link.fantasyId}::int, ${link.tagId}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      delete from ${fantasyTags}
      where ${fantasyTags.fantasyId} in ${[...fantasyIds.values()]}
        and (${fantasyTags.fantasyId}, ${fantasyTags.tagId}) not in (values ${wantedPairs})`);
  });
}

export async function seedCatalogueFromFile(db: Db, path = CATALOGUE_FILE): Promise<void> {
  await seedCatalogue(db, await readCatalogueFile(path));
}
