import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { difficultySchema } from '@duet/contracts';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase latin letters, digits and dashes');
const bilingual = z.object({ ru: z.string().trim().min(1), en: z.string().trim().min(1) });
const tips = z.array(z.string().trim().min(1)).min(3).max(4);
const bilingualTips = z
  .object({ ru: tips, en: tips })
  .refine((preparation) => preparation.ru.length === preparation.en.length, 'as many tips in ru as in en');

const fantasyEntrySchema = z.object({
  slug,
  title: bilingual,
  teaser: bilingual,
  description: bilingual,
  preparation: bilingualTips,
  tags: z.array(slug).min(1),
  collections: z.array(slug).min(1).max(3),
  difficulty: difficultySchema,
});

export const catalogueSchema = z
  .object({
    tags: z.array(z.object({ slug, title: bilingual })).min(1),
    collections: z
      .array(z.object({ slug, emoji: z.string().min(1).max(16), title: bilingual, line: bilingual }))
      .min(1),
    fantasies: z.array(fantasyEntrySchema).min(1),
  })
  .superRefine((catalogue, ctx) => {
    const unique = (what: string, slugs: string[]) => {
      const seen = new Set<string>();
      for (const each of slugs) {
        if (seen.has(each)) ctx.addIssue({ code: 'custom', message: `duplicate ${what} slug ${each}` });
        seen.add(each);
      }
      return seen;
    };
    const tagSlugs = unique(
      'tag',
      catalogue.tags.map((tag) => tag.slug),
    );
    const collectionSlugs = unique(
      'collection',
      catalogue.collections.map((collection) => collection.slug),
    );
    unique(
      'fantasy',
      catalogue.fantasies.map((fantasy) => fantasy.slug),
    );
    for (const fantasy of catalogue.fantasies) {
      for (const tag of fantasy.tags.filter((each) => !tagSlugs.has(each)))
        ctx.addIssue({ code: 'custom', message: `fantasy ${fantasy.slug} uses unknown tag ${tag}` });
      for (const collection of fantasy.collections.filter((each) => !collectionSlugs.has(each)))
        ctx.addIssue({
          code: 'custom',
          message: `fantasy ${fantasy.slug} is in unknown collection ${collection}`,
        });
    }
  });

export type CatalogueFile = z.infer<typeof catalogueSchema>;

async function readYaml(path: string): Promise<Record<string, unknown>> {
  return z.record(z.string(), z.unknown()).parse(parse(await readFile(path, 'utf8')));
}

/**
 * Reads the catalogue folder: `tags.yaml`, `collections.yaml` and every `fantasies/*.yaml` in name
 * order, which is the order new fantasies get their ids in.
 */
export async function readCatalogue(dir: string): Promise<CatalogueFile> {
  const fantasyFiles = (await readdir(join(dir, 'fantasies')))
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  const [tags, collections, ...groups] = await Promise.all([
    readYaml(join(dir, 'tags.yaml')),
    readYaml(join(dir, 'collections.yaml')),
    ...fantasyFiles.map((name) => readYaml(join(dir, 'fantasies', name))),
  ]);
  return catalogueSchema.parse({
    tags: tags?.tags,
    collections: collections?.collections,
    fantasies: groups.flatMap((group): unknown[] =>
      Array.isArray(group.fantasies) ? (group.fantasies as unknown[]) : [group.fantasies],
    ),
  });
}
