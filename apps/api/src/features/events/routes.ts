import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  calendarQuerySchema,
  eventCreateBodySchema,
  eventIdParamsSchema,
  eventMemoryBodySchema,
  eventMemorySchema,
  eventPatchBodySchema,
  eventSchema,
  publicEventSchema,
} from '@duet/contracts';
import { requireUserWithCookie } from '../../shared/session/authenticate.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
import { signedInReadRoute, signedInRoute } from '../../shared/session/signed-in-route.ts';
import {
  acceptEvent,
  completeEvent,
  createEvent,
  deleteEvent,
  editEvent,
  rejectEvent,
} from './event-rules.ts';
import { eventCalendarFile } from './calendar-file.ts';
import { eventLists, findOwnEvent, toEvent, upcomingPublicEvents } from './events-repository.ts';
import { listMemories, saveMemory } from './memories.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

const signedIn = <Schema extends FastifySchema>(summary: string, schema: Schema) =>
  signedInRoute('events', summary, schema);

/** The signed-in request's events in one of the lists, in one statement with its token check. */
async function signedInEvents(request: FastifyRequest, reply: FastifyReply, list: keyof typeof eventLists) {
  const rows = await readAsSignedIn(request, reply, eventLists[list]);
  return rows.flatMap(({ userId, event, publicEvent }) =>
    event ? [toEvent(event, publicEvent, userId, request.locale)] : [],
  );
}

/** Events are plain lists, as the original client stores them (ADR 0012). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = z.array(eventSchema);

  app.get(
    '/events/',
    signedInReadRoute('events', 'All your events, soonest first', { response: { 200: list, ...errors } }),
    async (request, reply) => signedInEvents(request, reply, 'all'),
  );
  app.get(
    '/events/actual/',
    signedInReadRoute('events', 'Your events not completed yet, soonest first', {
      response: { 200: list, ...errors },
    }),
    async (request, reply) => signedInEvents(request, reply, 'actual'),
  );
  app.get(
    '/events/completed/',
    signedInReadRoute('events', 'Your completed events, latest first', {
      response: { 200: list, ...errors },
    }),
    async (request, reply) => signedInEvents(request, reply, 'completed'),
  );
  app.get(
    '/events/memories/',
    signedIn('How your completed events went: your memories and your date’s', {
      response: { 200: z.array(eventMemorySchema), ...errors },
    }),
    async (request) => listMemories(app.db, request.user!.id),
  );
  app.put(
    '/events/:id/memory/',
    signedIn('Say how a completed event went: a mood and a note, both participants read them', {
      params: eventIdParamsSchema,
      body: eventMemoryBodySchema,
      response: { 200: eventMemorySchema, ...errors },
    }),
    async (request) =>
      saveMemory(app.db, request.user!.id, request.params.id, {
        mood: request.body.mood,
        note: request.body.note ?? '',
      }),
  );
  app.get(
    '/public_events/',
    {
      schema: {
        tags: ['events'],
        summary: 'Public events from today on, localised',
        response: { 200: z.array(publicEventSchema) },
      },
    },
    async (request) => upcomingPublicEvents(app.db, request.locale),
  );

  app.post(
    '/events/',
    signedIn('Plan an event around a fantasy or a public event, alone or with your partner', {
      body: eventCreateBodySchema,
      response: { 201: eventSchema, ...errors },
    }),
    async (request, reply) =>
      reply.code(201).send(await createEvent(app.db, request.user!.id, request.body, request.locale)),
  );
  app.patch(
    '/events/:id/',
    signedIn('Change the mood or the time of your plan (nothing else)', {
      params: eventIdParamsSchema,
      body: eventPatchBodySchema,
      response: { 200: eventSchema, ...errors },
    }),
    async (request) => editEvent(app.db, request.user!.id, request.params.id, request.body, request.locale),
  );
  for (const [action, run, summary] of [
    ['accept', acceptEvent, 'Accept an invitation from your partner'],
    ['reject', rejectEvent, 'Reject an invitation from your partner'],
    ['complete', completeEvent, 'Mark an accepted event as done'],
  ] as const) {
    app.post(
      `/events/:id/${action}/`,
      signedIn(summary, { params: eventIdParamsSchema, response: { 200: eventSchema, ...errors } }),
      async (request) => run(app.db, request.user!.id, request.params.id, request.locale),
    );
  }
  app.delete(
    '/events/:id/',
    signedIn('Delete an event you take part in', {
      params: eventIdParamsSchema,
      response: { 204: z.undefined(), ...errors },
    }),
    async (request, reply) => {
      await deleteEvent(app.db, request.user!.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/events/:id/calendar/',
    {
      ...signedIn(
        'An accepted event as an .ics file, with a discreet title; a download link may sign in with the session cookie',
        {
          params: eventIdParamsSchema,
          querystring: calendarQuerySchema,
          response: { 200: z.string().describe('text/calendar'), ...errors },
        },
      ),
      // The web app's "add to calendar" is a plain link, so the phone hands the file to its calendar.
      onRequest: requireUserWithCookie,
    },
    async (request, reply) => {
      const row = await findOwnEvent(app.db, request.user!.id, request.params.id);
      if (!row) throw new AppError('not_found');
      if (row.status !== 'accepted')
        throw new AppError('invalid_transition', 'Only an accepted event goes to a calendar.');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="duet-${row.id}.ics"`)
        .send(eventCalendarFile(row, request.query.lang ?? request.locale));
    },
  );
};
