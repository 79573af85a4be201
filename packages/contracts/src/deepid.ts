import { z } from 'zod';
import { DEEPID_MAX } from './constants.ts';
import { meSchema } from './users.ts';
import { databaseIdSchema } from './database-values.ts';

/** `POST /fantasies/deepid_set/`: at most nine distinct fantasy ids, in the chosen order. */
export const deepidSetBodySchema = z
  .array(databaseIdSchema)
  .max(DEEPID_MAX, `At most ${DEEPID_MAX} fantasies.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each fantasy at most once.');

export const deepidSetResponseSchema = z
  .object({ deepid: z.array(z.number().int()), user: meSchema })
  .meta({ id: 'DeepidSetResponse' });
