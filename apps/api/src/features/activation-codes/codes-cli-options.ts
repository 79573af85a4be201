import { z } from 'zod';

const endOfUtcDay = (date: string) => new Date(`${date}T23:59:59.999Z`);

/** The options of `npm run codes`, as parseArgs hands them over (strings). */
export const codesCliOptionsSchema = z.object({
  months: z.coerce.number().int().min(1).max(120),
  uses: z.coerce.number().int().min(1).max(1_000_000).default(1),
  count: z.coerce.number().int().min(1).max(10_000).default(1),
  expires: z.iso
    .date()
    .transform(endOfUtcDay)
    .refine((expiresAt) => expiresAt.getTime() >= Date.now(), 'The expiry date must be today or later.')
    .optional(),
  label: z.string().min(1).max(100).optional(),
});
