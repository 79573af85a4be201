import { createHash } from 'node:crypto';
import { LOCALES, type Collection, type Fantasy, type Locale, type Tag } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import type { SerializedList } from '../../lib/paginate.ts';
import { selectCollections, selectFantasiesWithTagIds, selectTags } from './catalogue-queries.ts';

export type LocalizedCatalogue = {
  fantasies: SerializedList<Fantasy>;
  tags: SerializedList<Tag>;
  collections: SerializedList<Collection>;
  details: ReadonlyMap<number, Fantasy & { description: string; preparation: string[] }>;
};
export type Catalogue = Record<Locale, LocalizedCatalogue>;

function serialize<Item>(items: Item[]): SerializedList<Item> {
  const json = Buffer.from(JSON.stringify(items));
  return { items, json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [tagRows, collectionRows, fantasyRows] = await Promise.all([
    selectTags(db),
    selectCollections(db),
    selectFantasiesWithTagIds(db),
  ]);
  const localize = (locale: Locale): LocalizedCatalogue => {
    const ru = locale === 'ru';
    const collator = new Intl.Collator(locale);
    const localizedTags = tagRows
      .map((tag) => ({ id: tag.id, slug: tag.slug, title: ru ? tag.titleRu : tag.titleEn }))
      .sort((a, b) => collator.compare(a.title, b.title));
    const details = fantasyRows.map((fantasy) => ({
      id: fantasy.id,
      slug: fantasy.slug,
      title: ru ? fantasy.titleRu : fantasy.titleEn,
      teaser: ru ? fantasy.teaserRu : fantasy.teaserEn,
      tags: fantasy.tagIds.map(Number),
      collections: fantasy.collectionIds.map(Number),
      difficulty: fantasy.difficulty,
      description: ru ? fantasy.descriptionRu : fantasy.descriptionEn,
      preparation: ru ? fantasy.preparationRu : fantasy.preparationEn,
    }));
    // The list leaves descriptions and tips out: the feed shows cards, and the list stays small on phones.
    const list = details.map(
      ({ description: _description, preparation: _preparation, ...fantasy }) => fantasy,
    );
    const localizedCollections = collectionRows.map((collection) => ({
      id: collection.id,
      slug: collection.slug,
      title: ru ? collection.titleRu : collection.titleEn,
      line: ru ? collection.lineRu : collection.lineEn,
      emoji: collection.emoji,
      count: list.filter((fantasy) => fantasy.collections.includes(collection.id)).length,
    }));
    return {
      fantasies: serialize(list),
      tags: serialize(localizedTags),
      collections: serialize(localizedCollections),
      details: new Map(details.map((detail) => [detail.id, detail])),
    };
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, localize(locale)])) as Catalogue;
}

/**
 * The catalogue changes only when a deployment seeds it, yet it is the hottest read: keep it
 * serialised in memory for a short while. Each API node refreshes on its own, so nodes agree
 * within `ttlSeconds` of a seed without talking to each other.
 */
export function createCatalogueCache(db: Db, ttlSeconds: number) {
  let cached: { expiresAt: number; value: Promise<Catalogue> } | null = null;
  return {
    get(): Promise<Catalogue> {
      const now = Date.now();
      if (!cached || cached.expiresAt <= now) {
        const value = loadCatalogue(db);
        cached = { expiresAt: now + ttlSeconds * 1000, value };
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
