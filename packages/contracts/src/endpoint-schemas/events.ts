import { z } from 'zod';
import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { errorResponses } from '../errors.ts';
import {
  calendarQuerySchema,
  eventCreateBodySchema,
  eventIdParamsSchema,
  eventMemoryBodySchema,
  eventMemorySchema,
  eventPatchBodySchema,
  eventSchema,
  publicEventSchema,
} from '../events.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const list = z.array(eventSchema);

export const eventsEndpointSchemas = {
  listEvents: {
    tag: 'events',
    summary: 'All your events, soonest first',
    response: { 200: list, ...errors },
  },
  listActualEvents: {
    tag: 'events',
    summary: 'Your events not completed yet, soonest first',
    response: { 200: list, ...errors },
  },
  listCompletedEvents: {
    tag: 'events',
    summary: 'Your completed events, latest first',
    response: { 200: list, ...errors },
  },
  listEventMemories: {
    tag: 'events',
    summary: 'How your completed events went: your memories and your date’s',
    response: { 200: z.array(eventMemorySchema), ...errors },
  },
  saveEventMemory: {
    tag: 'events',
    summary: 'Say how a completed event went: a mood and a note, both participants read them',
    params: eventIdParamsSchema,
    body: eventMemoryBodySchema,
    response: { 200: eventMemorySchema, ...errors },
  },
  listPublicEvents: {
    tag: 'events',
    summary: 'Public events from today on, localised',
    response: { 200: z.array(publicEventSchema) },
  },
  createEvent: {
    tag: 'events',
    summary: 'Plan an event around a fantasy or a public event, alone or with your partner',
    body: eventCreateBodySchema,
    response: { 201: eventSchema, ...errors },
  },
  updateEvent: {
    tag: 'events',
    summary: 'Change the mood or the time of your plan (nothing else)',
    params: eventIdParamsSchema,
    body: eventPatchBodySchema,
    response: { 200: eventSchema, ...errors },
  },
  acceptEvent: {
    tag: 'events',
    summary: 'Accept an invitation from your partner',
    params: eventIdParamsSchema,
    response: { 200: eventSchema, ...errors },
  },
  rejectEvent: {
    tag: 'events',
    summary: 'Reject an invitation from your partner',
    params: eventIdParamsSchema,
    response: { 200: eventSchema, ...errors },
  },
  completeEvent: {
    tag: 'events',
    summary: 'Mark an accepted event as done',
    params: eventIdParamsSchema,
    response: { 200: eventSchema, ...errors },
  },
  deleteEvent: {
    tag: 'events',
    summary: 'Delete an event you take part in',
    params: eventIdParamsSchema,
    response: { 204: z.undefined(), ...errors },
  },
  getEventCalendar: {
    tag: 'events',
    summary:
      'An accepted event as an .ics file, with a discreet title; a download link may sign in with the session cookie',
    params: eventIdParamsSchema,
    querystring: calendarQuerySchema,
    response: { 200: z.string().describe('text/calendar'), ...errors },
  },
} satisfies Partial<EndpointSchemaTable>;
