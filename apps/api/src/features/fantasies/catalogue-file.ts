import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { z } from 'zod';
import { difficultySchema } from '@duet/contracts';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase latin letters, digits and dashes');
const bilingual = z.object({ ru: z.string().trim().min(1), en: z.string().trim().min(1) });
const tips = z.array(z.string().trim().min(1)).min(1).max(6);
const bilingualTips = z
  .object({ ru: tips, en: tips })
  .refine((preparation) => preparation.ru.length === preparation.en.length, 'as many tips in ru as in en');

export const catalogueSchema = z
  .object({
    tags: z.array(z.object({ slug, title: bilingual })).min(1),
    fantasies: z
      .array(
        z.object({
          slug,
          title: bilingual,
          teaser: bilingual,
          description: bilingual,
          preparation: bilingualTips,
          tags: z.array(slug).min(1),
          difficulty: difficultySchema,
        }),
      )
      .min(1),
  })
  .superRefine((catalogue, ctx) => {
    const tagSlugs = new Set(catalogue.tags.map((tag) => tag.slug));
    if (tagSlugs.size !== catalogue.tags.length)
      ctx.addIssue({ code: 'custom', message: 'duplicate tag slug' });
    const fantasySlugs = new Set(catalogue.fantasies.map((fantasy) => fantasy.slug));
    if (fantasySlugs.size !== catalogue.fantasies.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicate fantasy slug' });
    }
    for (const fantasy of catalogue.fantasies) {
      for (const tag of fantasy.tags) {
        if (!tagSlugs.has(tag)) {
          ctx.addIssue({ code: 'custom', message: `fantasy ${fantasy.slug} uses unknown tag ${tag}` });
        }
      }
    }
  });

export type CatalogueFile = z.infer<typeof catalogueSchema>;

export async function readCatalogueFile(path: string): Promise<CatalogueFile> {
  return catalogueSchema.parse(parse(await readFile(path, 'utf8')));
}
