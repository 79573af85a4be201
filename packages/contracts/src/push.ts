import { z } from 'zod';
import { LOCALES } from './constants.ts';

/** Base64url without padding, as `PushSubscription.toJSON()` writes the keys. */
const base64Url = (what: string, bytes: number) =>
  z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      `${what} must be ${bytes} bytes`,
    );

/**
 * `GET /push/key/`: the VAPID public key `PushManager.subscribe` needs as `applicationServerKey`, or
 * null when push is off on this server (an answer, not a 404: every signed-in page asks).
 */
export const pushKeySchema = z
  .object({
    public_key: z
      .string()
      .nullable()
      .describe('VAPID public key, base64url (65 bytes, uncompressed P-256); null when push is off'),
  })
  .meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof pushKeySchema>;

/**
 * `POST /push/subscriptions/`: what `PushSubscription.toJSON()` gives. The push service's URL must be
 * https (or http on 127.0.0.1 outside production, for tests); the API checks that against its config.
 */
export const pushSubscriptionBodySchema = z
  .strictObject({
    endpoint: z.url({ protocol: /^https?$/ }).max(2048),
    expirationTime: z
      .number()
      .nullable()
      .optional()
      .describe('Ignored: push services announce expiry by 404/410'),
    keys: z.strictObject({
      p256dh: base64Url('p256dh', 65).describe("The browser's P-256 public key"),
      auth: base64Url('auth', 16).describe('The authentication secret'),
    }),
  })
  .meta({ id: 'PushSubscriptionBody' });
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** Stored for the signed-in device; pushes are written in the language of the request that stored it. */
export const pushSubscriptionSchema = z
  .object({ endpoint: z.string(), locale: z.enum(LOCALES), created_at: z.string() })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionSchema>;

/** `DELETE /push/subscriptions/`: one of my own, by its endpoint. */
export const pushUnsubscribeBodySchema = z
  .strictObject({ endpoint: z.string().min(1).max(2048) })
  .meta({ id: 'PushUnsubscribeBody' });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;
