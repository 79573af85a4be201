import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { oneStatementRoute, route } from '../../shared/endpoint-route.ts';
import { readAsSignedIn } from '../../shared/session/signed-in-read.ts';
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

/** The signed-in request's events in one of the lists, in one statement with its token check. */
async function signedInEvents(
  request: FastifyRequest & { sessionToken: string },
  reply: FastifyReply,
  list: keyof typeof eventLists,
) {
  const rows = await readAsSignedIn(request, reply, eventLists[list]);
  return rows.flatMap(({ userId, event, publicEvent }) =>
    event ? [toEvent(event, publicEvent, userId, request.locale)] : [],
  );
}

/** Events are plain lists, as the original client stores them (ADR 0012). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  oneStatementRoute(app, 'listEvents', async (request, reply) => signedInEvents(request, reply, 'all'));
  oneStatementRoute(app, 'listActualEvents', async (request, reply) =>
    signedInEvents(request, reply, 'actual'),
  );
  oneStatementRoute(app, 'listCompletedEvents', async (request, reply) =>
    signedInEvents(request, reply, 'completed'),
  );
  route(app, 'listEventMemories', async (request) => listMemories(app.db, request.user.id));
  route(app, 'saveEventMemory', async (request) =>
    saveMemory(app.db, request.user.id, request.params.id, {
      mood: request.body.mood,
      note: request.body.note ?? '',
    }),
  );
  route(app, 'listPublicEvents', async (request) => upcomingPublicEvents(app.db, request.locale));

  route(app, 'createEvent', async (request, reply) =>
    reply.code(201).send(await createEvent(app.db, request.user.id, request.body, request.locale)),
  );
  route(app, 'updateEvent', async (request) =>
    editEvent(app.db, request.user.id, request.params.id, request.body, request.locale),
  );
  for (const [name, run] of [
    ['acceptEvent', acceptEvent],
    ['rejectEvent', rejectEvent],
    ['completeEvent', completeEvent],
  ] as const) {
    route(app, name, async (request) => run(app.db, request.user.id, request.params.id, request.locale));
  }
  route(app, 'deleteEvent', async (request, reply) => {
    await deleteEvent(app.db, request.user.id, request.params.id);
    return reply.code(204).send();
  });

  // The web app's "add to calendar" is a plain link (the table lets it sign in with the session
  // cookie), so the phone hands the file to its calendar.
  route(app, 'getEventCalendar', async (request, reply) => {
    const row = await findOwnEvent(app.db, request.user.id, request.params.id);
    if (!row) throw new AppError('not_found');
    if (row.status !== 'accepted')
      throw new AppError('invalid_transition', 'Only an accepted event goes to a calendar.');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="duet-${row.id}.ics"`)
      .send(eventCalendarFile(row, request.query.lang ?? request.locale));
  });
};
