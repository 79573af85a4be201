import { z } from 'zod';
import {
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_MAX_STRING_LENGTH,
  MOODS,
  PURCHASE_KINDS,
} from './constants.ts';
import { databaseIdSchema, epochMillisecondsSchema } from './database-values.ts';

const text = z.string().max(ANALYTICS_MAX_STRING_LENGTH);
const provider = z.enum(['google', 'yandex', 'vk', 'apple', 'dev']);
const none = z.object({}).strict();

/**
 * Every product event Duet records, with the only properties it may carry (ADR 0014). Likes and
 * dislikes never name the fantasy: what one partner likes is theirs alone. Ids appear only where
 * both partners already share them (a match, a planned date).
 */
export const ANALYTICS_EVENT_PROPERTIES = {
  sign_in: z.object({ provider }).strict(),
  login_error_apple: none,
  login_error_google: none,
  login_error_yandex: none,
  login_error_vk: none,
  registration: none,
  profile_update_error: z.object({ reason: z.string().max(64) }).strict(),
  like: none,
  dislike: none,
  match: z.object({ fantasy: databaseIdSchema }).strict(),
  // A couple's own card (ADR 0030) is theirs alone: its id is never sent, not even for a match.
  own_card_match: none,
  own_card_written: none,
  deepid_saved: z.object({ count: z.number().int().min(0).max(9) }).strict(),
  event_planned: z
    .object({
      with_partner: z.boolean(),
      mood: z.enum(MOODS),
      around: z.enum(['fantasy', 'public_event']),
    })
    .strict(),
  event_accepted: none,
  event_completed: none,
  event_remembered: none,
  invite_sent: none,
  invite_link_created: none,
  invite_accepted: none,
  purchase_started: z.object({ plan: z.string().max(64), kind: z.enum(PURCHASE_KINDS) }).strict(),
  purchase_paid: z.object({ plan: z.string().max(64), kind: z.enum(PURCHASE_KINDS) }).strict(),
  gift_redeemed: z.object({ months: z.number().int().positive() }).strict(),
  code_applied: none,
  interview_registration: none,
  interview_error: none,
  consent_given: z.object({ third_parties: z.boolean() }).strict(),
  bug: z
    .object({
      source: z.enum(['error', 'rejection', 'boundary', 'api']),
      message: text,
      stack: text.optional(),
      route: text,
      build: z.string().max(64),
    })
    .strict(),
  // Sent by the web app's uploader when a session starts and after 30 minutes without an event.
  session_start: none,
  session_end: none,
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENT_PROPERTIES;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENT_PROPERTIES) as AnalyticsEventName[];
export type AnalyticsEventProperties = {
  [Name in AnalyticsEventName]: z.infer<(typeof ANALYTICS_EVENT_PROPERTIES)[Name]>;
};

/** A short label the uploader sets: its platform, the browser's language, its own name. */
const label = z.string().max(64);

/**
 * One event of Amplitude's HTTP API v2, with exactly the fields Duet's uploader sends
 * (`apps/web/src/lib/analytics-uploader.ts`). Strict at the top level too (ADR 0014): any other field
 * (`user_properties`, `user_id`, a `fantasy_id` next to a `like`) could carry what the catalogue
 * forbids, so it is refused rather than stored and forwarded.
 */
export const amplitudeEventSchema = z
  .object({
    event_type: z.enum(ANALYTICS_EVENT_NAMES as [AnalyticsEventName, ...AnalyticsEventName[]]),
    device_id: z.string().min(1).max(128),
    session_id: z.number().int().optional(),
    time: epochMillisecondsSchema.optional(),
    insert_id: z.string().max(128).optional(),
    event_id: z.number().int().optional(),
    event_properties: z.record(z.string(), z.unknown()).optional(),
    platform: label.optional(),
    language: label.optional(),
    library: label.optional(),
  })
  .strict();
export type AmplitudeEvent = z.infer<typeof amplitudeEventSchema>;

export const amplitudeBatchSchema = z.object({
  api_key: z.string().max(128),
  events: z.array(z.unknown()).min(1).describe(`At most ${ANALYTICS_MAX_EVENTS_PER_BATCH}; more answers 413`),
  options: z.record(z.string(), z.unknown()).optional(),
  client_upload_time: z.string().max(64).optional(),
});

/** Settings the web app reads before loading anything that talks to a third party. */
export const clientSettingsSchema = z
  .object({
    gtm_id: z.string().nullable(),
    yandex_metrika_id: z.string().nullable(),
    vk_pixel_id: z.string().nullable(),
  })
  .meta({ id: 'ClientSettings' });
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

/** Amplitude's answer to an upload, as its SDK reads it: the HTTP status again as `code`. */
export const amplitudeAnswerSchema = z.object({ code: z.number().int() }).loose();
