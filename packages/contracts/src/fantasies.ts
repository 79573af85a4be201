import { z } from 'zod';
import {
  BOLDER_CARDS,
  DEFAULT_BOLDER_CARDS,
  DEFAULT_FANTASY_SORTING,
  DIFFICULTIES,
  FANTASY_SORTINGS,
  FEEDBACK_MAX_LENGTH,
} from './constants.ts';
import { databaseIdParamSchema, databaseIdSchema } from './database-values.ts';

export const difficultySchema = z.enum(DIFFICULTIES);

export const tagSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
  })
  .meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;

/** A themed collection of the catalogue (ADR 0029): its cover is the emoji on the theme's gradient. */
export const collectionSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    line: z.string().describe('One line that says what the collection holds'),
    emoji: z.string().describe('The cover’s mark'),
    count: z.number().int().describe('How many fantasies it holds'),
  })
  .meta({ id: 'Collection' });
export type Collection = z.infer<typeof collectionSchema>;

/** A fantasy as the catalogue lists it: what a card shows. */
export const fantasySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    teaser: z.string().describe('One public line for the card, shown even while the fantasy is locked'),
    tags: z.array(z.number().int()).describe('Tag ids'),
    collections: z.array(z.number().int()).describe('Collection ids'),
    difficulty: difficultySchema,
  })
  .meta({ id: 'Fantasy' });
export type Fantasy = z.infer<typeof fantasySchema>;

/** One fantasy with its description, for its own page. */
export const fantasyDetailSchema = fantasySchema
  .extend({
    description: z.string().nullable().describe('Withheld (null) while the fantasy is locked'),
    preparation: z
      .array(z.string())
      .nullable()
      .describe('Preparation tips, in order; withheld (null) while the fantasy is locked'),
    locked: z.boolean().describe('Beyond the free difficulties and the caller’s couple has no premium'),
  })
  .meta({ id: 'FantasyDetail' });
export type FantasyDetail = z.infer<typeof fantasyDetailSchema>;

export const fantasyIdParamsSchema = z.object({ id: databaseIdParamSchema });

/** The feed filters, stored per user so the feed looks the same on every device. */
export const fantasyFiltersSchema = z
  .object({
    difficulty: difficultySchema.nullable().default(null),
    sorting: z.enum(FANTASY_SORTINGS).default(DEFAULT_FANTASY_SORTING),
    tags: z.array(databaseIdSchema).max(100).default([]).describe('Tag ids'),
    collection: databaseIdSchema.nullable().default(null).describe('One collection’s id, or null for all'),
  })
  .meta({ id: 'FantasyFilters' });
export type FantasyFilters = z.infer<typeof fantasyFiltersSchema>;

/** How bold the cards shown to me may be; never shown to my partner. */
export const cardIntensitySchema = z
  .object({ bolder_cards: z.enum(BOLDER_CARDS).default(DEFAULT_BOLDER_CARDS) })
  .meta({ id: 'CardIntensity' });
export type CardIntensity = z.infer<typeof cardIntensitySchema>;

export const fantasyFeedbackBodySchema = z.object({
  text: z.string().trim().min(1).max(FEEDBACK_MAX_LENGTH),
  anonym: z.boolean().default(false),
});
export type FantasyFeedbackBody = z.infer<typeof fantasyFeedbackBodySchema>;

export const fantasyFeedbackSchema = z
  .object({
    id: z.number().int(),
    fantasy: z.number().int(),
    text: z.string(),
    anonym: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'FantasyFeedback' });
export type FantasyFeedback = z.infer<typeof fantasyFeedbackSchema>;
