import { z } from 'zod';
import { LOCALES, OWN_CARD_DESCRIPTION_MAX_LENGTH, OWN_CARD_TITLE_MAX_LENGTH } from './constants.ts';
import { databaseIdParamSchema } from './database-values.ts';

/**
 * A couple's own card (ADR 0030) as one of the two sees it. Its id is a fantasy id: it is liked,
 * maybe'd, passed and planned through the fantasy endpoints, and matched like any fantasy.
 */
export const ownCardSchema = z
  .object({
    id: z.number().int().describe('A fantasy id'),
    title: z.string(),
    description: z.string().nullable(),
    language: z.enum(LOCALES).describe('The interface language it was written in, for its text’s `lang`'),
    mine: z.boolean().describe('I wrote it; otherwise my partner did'),
    shared: z.boolean().describe('My current partner sees it'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'OwnCard' });
export type OwnCard = z.infer<typeof ownCardSchema>;

const titleSchema = z.string().trim().min(1).max(OWN_CARD_TITLE_MAX_LENGTH);
const descriptionSchema = z
  .string()
  .trim()
  .max(OWN_CARD_DESCRIPTION_MAX_LENGTH)
  .nullable()
  .describe('Empty or null for none');

export const ownCardCreateBodySchema = z
  .strictObject({ title: titleSchema, description: descriptionSchema.optional() })
  .meta({ id: 'OwnCardCreate' });
export type OwnCardCreateBody = z.infer<typeof ownCardCreateBodySchema>;

/** What the author changes; a field left out stays as it is. */
export const ownCardPatchBodySchema = z
  .strictObject({ title: titleSchema.optional(), description: descriptionSchema.optional() })
  .meta({ id: 'OwnCardPatch' });
export type OwnCardPatchBody = z.infer<typeof ownCardPatchBodySchema>;

export const ownCardIdParamsSchema = z.object({ id: databaseIdParamSchema });
