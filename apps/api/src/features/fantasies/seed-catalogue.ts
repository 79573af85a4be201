import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { collections, fantasies, fantasyCollections, fantasyTags, tags } from '../../db/schema.ts';
import { takeIncoming } from '../../db/upsert-incoming.ts';
import { CATALOGUE_DIR } from '../../paths.ts';
import { readCatalogue, type CatalogueFile } from './catalogue-file.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type Link = { fantasyId: number; otherId: number };

/**
 * Makes a link table (`fantasy_tags`, `fantasy_collections`) hold exactly `links` for the seeded
 * fantasies: adds the new pairs, removes the pairs the file no longer names.
 */
async function syncLinks(
  tx: Transaction,
  table: typeof fantasyTags | typeof fantasyCollections,
  otherColumn: 'tag_id' | 'collection_id',
  fantasyIds: number[],
  links: Link[],
) {
  const rows = links.map((link) =>
    table === fantasyTags
      ? { fantasyId: link.fantasyId, tagId: link.otherId }
      : { fantasyId: link.fantasyId, collectionId: link.otherId },
  );
  await tx.insert(table).values(rows).onConflictDoNothing();
  const wanted = sql.join(
    links.map((link) => sql`(${link.fantasyId}::int, ${link.otherId}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    delete from ${table}
    where fantasy_id in ${fantasyIds}
      and (fantasy_id, ${sql.identifier(otherColumn)}) not in (values ${wanted})`);
}

const idsBySlug = (rows: { id: number; slug: string }[]) => new Map(rows.map((row) => [row.slug, row.id]));

/** Upserts the catalogue by slug. Idempotent: running it again with the same file changes nothing. */
export async function seedCatalogue(db: Db, catalogue: CatalogueFile): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(tags)
      .values(catalogue.tags.map((tag) => ({ slug: tag.slug, titleRu: tag.title.ru, titleEn: tag.title.en })))
      .onConflictDoUpdate({ target: tags.slug, ...takeIncoming(tags, ['titleRu', 'titleEn']) });

    await tx
      .insert(collections)
      .values(
        catalogue.collections.map((collection, position) => ({
          slug: collection.slug,
          emoji: collection.emoji,
          titleRu: collection.title.ru,
          titleEn: collection.title.en,
          lineRu: collection.line.ru,
          lineEn: collection.line.en,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: collections.slug,
        ...takeIncoming(collections, ['emoji', 'titleRu', 'titleEn', 'lineRu', 'lineEn', 'position']),
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

    const tagIds = idsBySlug(await tx.select({ id: tags.id, slug: tags.slug }).from(tags));
    const collectionIds = idsBySlug(
      await tx.select({ id: collections.id, slug: collections.slug }).from(collections),
    );
    const fantasyIds = idsBySlug(
      await tx
        // The catalogue's slugs, never null (own cards have none, ADR 0030).
        .select({ id: fantasies.id, slug: sql<string>`${fantasies.slug}` })
        .from(fantasies)
        .where(
          inArray(
            fantasies.slug,
            catalogue.fantasies.map((fantasy) => fantasy.slug),
          ),
        ),
    );
    const linksTo = (
      ids: Map<string, number>,
      slugsOf: (fantasy: CatalogueFile['fantasies'][number]) => string[],
    ) =>
      catalogue.fantasies.flatMap((fantasy) =>
        slugsOf(fantasy).map((slug) => ({
          fantasyId: fantasyIds.get(fantasy.slug)!,
          otherId: ids.get(slug)!,
        })),
      );
    const seeded = [...fantasyIds.values()];
    await syncLinks(
      tx,
      fantasyTags,
      'tag_id',
      seeded,
      linksTo(tagIds, (fantasy) => fantasy.tags),
    );
    await syncLinks(
      tx,
      fantasyCollections,
      'collection_id',
      seeded,
      linksTo(collectionIds, (fantasy) => fantasy.collections),
    );
  });
}

export async function seedCatalogueFromFolder(db: Db, dir = CATALOGUE_DIR): Promise<void> {
  await seedCatalogue(db, await readCatalogue(dir));
}
