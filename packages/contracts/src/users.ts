import { z } from 'zod';

/** The signed-in user as the API returns it ("me"). */
export const meSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    news_subscription: z.boolean(),
    accept_18_disclaimer: z.boolean(),
    reg_for_interview_showed: z.boolean(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

export const loginResponseSchema = z
  .object({
    access: z.string().describe('Opaque bearer token'),
    user: meSchema,
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const devLoginBodySchema = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(150)
    .regex(/^[\p{L}\p{N}._-]+$/u, 'Only letters, digits, dash, underscore and dot.'),
});
export type DevLoginBody = z.infer<typeof devLoginBodySchema>;
