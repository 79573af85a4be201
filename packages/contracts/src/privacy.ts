import { z } from 'zod';
import {
  BOLDER_CARDS,
  CONSENT_KINDS,
  DIFFICULTIES,
  FANTASY_SORTINGS,
  LOCALES,
  MOODS,
  PURCHASE_KINDS,
  PURCHASE_STATUSES,
} from './constants.ts';
import { databaseIdParamSchema } from './database-values.ts';
import { NOTIFICATION_KINDS } from './notifications.ts';
import { intimateConsentSchema } from './users.ts';

/** A signed-in device: one live token (ADR 0023). */
export const sessionSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string().describe('When this device signed in'),
    last_used_at: z
      .string()
      .describe('Moves forward at most every 5 minutes (SESSION_ACTIVITY_STEP_MINUTES)'),
    user_agent: z.string().nullable().describe("The browser's User-Agent when it signed in"),
    current: z.boolean().describe('The session this request is made with'),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const sessionsListSchema = z.object({ results: z.array(sessionSchema) }).meta({ id: 'SessionsList' });
export type SessionsList = z.infer<typeof sessionsListSchema>;

export const sessionIdParamsSchema = z.object({ id: databaseIdParamSchema });

export const consentSchema = z
  .object({
    kind: z.enum(CONSENT_KINDS),
    granted: z.boolean(),
    version: z
      .string()
      .nullable()
      .describe('The version of the text agreed to: for `intimate_answers` given, else null'),
    recorded_at: z.string(),
  })
  .meta({ id: 'Consent' });
export type Consent = z.infer<typeof consentSchema>;

/** Every answer, newest first: the first of each kind is the one that counts. */
export const consentsListSchema = z.object({ results: z.array(consentSchema) }).meta({ id: 'ConsentsList' });
export type ConsentsList = z.infer<typeof consentsListSchema>;

/** Analytics consent is given on each device; the 18+ answer travels as `accept_18_disclaimer`. */
export const consentBodySchema = z
  .strictObject({ kind: z.literal('analytics'), granted: z.boolean() })
  .meta({ id: 'ConsentAnswer' });
export type ConsentBody = z.infer<typeof consentBodySchema>;

/** Consent to process one's answers about fantasies, to the version of the text the person read (ADR 0035). */
export const intimateConsentBodySchema = z
  .strictObject({ version: z.string().min(1).max(32) })
  .meta({ id: 'IntimateConsentAnswer' });
export type IntimateConsentBody = z.infer<typeof intimateConsentBodySchema>;

const fantasyRef = z.object({
  id: z.number().int(),
  slug: z.string().describe('Empty for an own card, which has no page (ADR 0030)'),
  title: z.string(),
});
const at = z.string().describe('ISO date-time, UTC');

/** `GET /user/export/`: everything Duet holds about the signed-in person, in the request's language. */
export const accountExportSchema = z
  .object({
    exported_at: at,
    profile: z.object({
      id: z.number().int(),
      username: z.string(),
      news_subscription: z.boolean(),
      accept_18_disclaimer: z.boolean(),
      reg_for_interview_showed: z.boolean(),
      intimate_answers_consent: intimateConsentSchema.nullable(),
      created_at: at,
    }),
    sign_in_accounts: z.array(
      z.object({ provider: z.string(), email: z.string().nullable(), created_at: at }),
    ),
    sessions: z.array(sessionSchema.omit({ current: true })),
    push_subscriptions: z
      .array(
        z.object({
          session_id: z.number().int(),
          endpoint: z.string(),
          locale: z.enum(LOCALES),
          created_at: at,
        }),
      )
      .describe('The devices that receive my pushes, each with the session it belongs to (ADR 0024)'),
    consents: z.array(consentSchema),
    partner: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    invites: z.array(
      z.object({
        direction: z.enum(['sent', 'received']),
        username: z.string(),
        status: z.string(),
        created_at: at,
      }),
    ),
    likes: z.array(fantasyRef.extend({ liked_at: at })).describe('Only mine, never my partner’s'),
    maybes: z
      .array(fantasyRef.extend({ answered_at: at }))
      .describe('My “maybe” answers, never my partner’s'),
    passes: z.array(fantasyRef.extend({ passed_at: at })),
    matches: z.array(fantasyRef).describe('Fantasies my current partner and I both like'),
    deepid: z.array(fantasyRef.extend({ position: z.number().int() })),
    own_cards: z
      .array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          description: z.string().nullable(),
          language: z.enum(LOCALES),
          shared: z.boolean().describe('My current partner sees it'),
          created_at: at,
          updated_at: at,
        }),
      )
      .describe('The own cards I wrote (ADR 0030), never my partner’s'),
    filters: z
      .object({
        difficulty: z.enum(DIFFICULTIES).nullable(),
        sorting: z.enum(FANTASY_SORTINGS),
        tags: z.array(z.number().int()),
        collection: z.number().int().nullable(),
        bolder_cards: z.enum(BOLDER_CARDS),
      })
      .nullable(),
    feedback: z.array(
      z.object({ fantasy: fantasyRef, text: z.string(), anonym: z.boolean(), created_at: at }),
    ),
    events: z.array(
      z.object({
        id: z.number().int(),
        fantasy: fantasyRef.nullable(),
        public_event: z.string().nullable(),
        with_partner: z.boolean(),
        former_partner: z.boolean().describe('History with someone who is no longer my partner'),
        mine: z.boolean().describe('I planned it'),
        status: z.string(),
        mood: z.enum(MOODS),
        happens_at: at,
        created_at: at,
        memory: z.object({ mood: z.enum(MOODS), note: z.string(), updated_at: at }).nullable(),
      }),
    ),
    notifications: z.array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS),
        fantasy: fantasyRef.nullable(),
        is_read: z.boolean(),
        created_at: at,
      }),
    ),
    subscription: z.object({ active: z.boolean(), expires_at: at }).nullable(),
    purchases: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(PURCHASE_KINDS),
        plan: z.string(),
        amount: z.number().int().describe('Kopecks'),
        status: z.enum(PURCHASE_STATUSES),
        buyer_name: z.string(),
        buyer_email: z.string().nullable(),
        buyer_phone: z.string().nullable(),
        created_at: at,
        paid_at: at.nullable(),
      }),
    ),
    gifts_redeemed: z.array(z.object({ plan: z.string(), redeemed_at: at })),
    activation_codes_applied: z.array(z.object({ months: z.number().int(), used_at: at })),
    interview_registration: z.object({ tg_username: z.string(), created_at: at }).nullable(),
    analytics_events: z.array(
      z.object({
        event_type: z.string(),
        event_time: at.nullable(),
        received_at: at,
        properties: z.unknown(),
      }),
    ),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;
