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

export const fantasySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    tags: z.array(z.number().int()).describe('Tag ids'),
    difficulty: difficultySchema,
  })
  .meta({ id: 'Fantasy' });
export type Fantasy = z.infer<typeof fantasySchema>;
