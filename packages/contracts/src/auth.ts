import { z } from 'zod';
import { meSchema } from './users.ts';
import { databaseIdSchema } from './database-values.ts';

export const loginResponseSchema = z
  .object({
    access: z.string().describe('Opaque bearer token'),
    user: meSchema,
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /user/logout_all/`: every session of the user ended, the calling one included. */
export const logoutAllResponseSchema = z
  .object({ revoked: z.number().int().min(0).describe('How many sessions ended') })
  .meta({ id: 'LogoutAllResponse' });
export type LogoutAllResponse = z.infer<typeof logoutAllResponseSchema>;

/**
 * `force_id`: the id of the signed-in user who wants this provider attached to their account.
 * It must come with that user's bearer token; see docs/decisions/0006-sign-in.md.
 */
const forceId = databaseIdSchema.nullish();

export const googleLoginBodySchema = z.object({ jwt: z.string().min(1).max(8192), force_id: forceId });
export const yandexLoginBodySchema = z.object({ jwt: z.string().min(1).max(1024), force_id: forceId });
export const vkLoginBodySchema = z.object({
  access_token: z.string().min(1).max(2048),
  force_id: forceId,
  device_id: z.string().max(512).optional(),
});
export const appleLoginBodySchema = z.object({
  code: z.string().min(1).max(2048),
  is_web: z.literal(true),
  force_id: forceId,
});
export type GoogleLoginBody = z.infer<typeof googleLoginBodySchema>;
export type YandexLoginBody = z.infer<typeof yandexLoginBodySchema>;
export type VkLoginBody = z.infer<typeof vkLoginBodySchema>;
export type AppleLoginBody = z.infer<typeof appleLoginBodySchema>;

/** Development sign-in: `username` names a development identity, like a provider's subject. */
export const devLoginBodySchema = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\p{L}\p{N}._-]+$/u, 'Only letters, digits, dash, underscore and dot.'),
});
export type DevLoginBody = z.infer<typeof devLoginBodySchema>;

/** What the web app needs to show the sign-in buttons: only configured providers are present. */
export const authProvidersSchema = z
  .object({
    google: z.object({ client_id: z.string() }).nullable(),
    yandex: z.object({ client_id: z.string() }).nullable(),
    vk: z.object({ app_id: z.string() }).nullable(),
    apple: z.object({ client_id: z.string(), redirect_uri: z.string() }).nullable(),
    dev_login: z.boolean(),
  })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
