import { z } from 'zod';
import { DIFFICULTIES } from './constants.ts';

export const difficultySchema = z.enum(DIFFICULTIES);

export const tagSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
  })
  .meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;

/** A fantasy as the catalogue lists it: what a card shows. */
export const fantasySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    tags: z.array(z.number().int()).describe('Tag ids'),
    difficulty: difficultySchema,
  })
  .meta({ id: 'Fantasy' });
export type Fantasy = z.infer<typeof fantasySchema>;

/** One fantasy with its description, for its own page. */
export const fantasyDetailSchema = fantasySchema
  .extend({ description: z.string() })
  .meta({ id: 'FantasyDetail' });
export type FantasyDetail = z.infer<typeof fantasyDetailSchema>;

export const fantasyIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
