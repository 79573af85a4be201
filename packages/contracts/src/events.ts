import { z } from 'zod';
import { DEFAULT_MOOD, EVENT_NOTE_MAX_LENGTH, LOCALES, MOODS } from './constants.ts';
import { publicUserSchema } from './partners.ts';
import { databaseIdParamSchema, databaseIdSchema, isoDateTimeSchema } from './database-values.ts';

export const publicEventSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable().describe('Where it happens; null when it can be shared anywhere'),
    date: z.string().describe('YYYY-MM-DD, UTC'),
    time: z.string().describe('HH:MM:SS, UTC'),
  })
  .meta({ id: 'PublicEvent' });
export type PublicEvent = z.infer<typeof publicEventSchema>;

/**
 * An event as one participant sees it: an invitation is `send` for its creator and `received`
 * for the invitee (docs/decisions/0012-events.md has the whole state machine).
 */
export const EVENT_STATES = ['send', 'received', 'accepted', 'rejected', 'completed'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const eventSchema = z
  .object({
    id: z.number().int(),
    fantasy: z.number().int().nullable(),
    public_event: publicEventSchema.nullable(),
    mood: z.enum(MOODS),
    target_user: z.number().int().nullable(),
    happens_at: z.string().describe('ISO date-time, UTC'),
    with_partner: z
      .boolean()
      .describe(
        'Planned with the partner; also a date with a former partner who has left it (`target_user` null)',
      ),
    state: z.enum(EVENT_STATES),
    source_user: z.number().int(),
    former_partner: z
      .boolean()
      .describe(
        'A completed date with someone who is no longer the partner: the couple split or they deleted their account. Read-only history; their name is not shown',
      ),
  })
  .meta({ id: 'Event' });
export type DuetEvent = z.infer<typeof eventSchema>;

export const eventCreateBodySchema = z
  .object({
    fantasy: databaseIdSchema.nullish(),
    public_event_id: databaseIdSchema.nullish(),
    mood: z.enum(MOODS).default(DEFAULT_MOOD),
    target_user: databaseIdSchema.nullish(),
    happens_at: isoDateTimeSchema.nullish().describe('Required for a fantasy; a public event brings its own'),
  })
  .refine((body) => (body.fantasy == null) !== (body.public_event_id == null), {
    message: 'Give either a fantasy or a public event.',
    path: ['fantasy'],
  })
  .refine((body) => body.public_event_id != null || body.happens_at != null, {
    message: 'Required for a fantasy.',
    path: ['happens_at'],
  });
export type EventCreateBody = z.infer<typeof eventCreateBodySchema>;

/** Editing changes only the mood and the time; any other field is refused. */
export const eventPatchBodySchema = z
  .strictObject({ mood: z.enum(MOODS).optional(), happens_at: isoDateTimeSchema.optional() })
  .meta({ id: 'EventPatch' });
export type EventPatchBody = z.infer<typeof eventPatchBodySchema>;

export const eventIdParamsSchema = z.object({ id: databaseIdParamSchema });

/** How a completed date went, in one person's words (ADR 0012): both participants read both. */
export const eventMemorySchema = z
  .object({
    event: z.number().int(),
    user: publicUserSchema.nullable().describe("Null for a former partner's memory: not named after a split"),
    mood: z.enum(MOODS),
    note: z.string(),
    updated_at: z.string().describe('ISO date-time'),
  })
  .meta({ id: 'EventMemory' });
export type EventMemory = z.infer<typeof eventMemorySchema>;

export const eventMemoryBodySchema = z
  .strictObject({
    mood: z.enum(MOODS),
    note: z.string().trim().max(EVENT_NOTE_MAX_LENGTH).default(''),
  })
  .meta({ id: 'EventMemoryBody' });
export type EventMemoryBody = z.input<typeof eventMemoryBodySchema>;

/** `GET /events/{id}/calendar/`: the file's language, for a link the browser opens (its Accept-Language may differ from the app's). */
export const calendarQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });
