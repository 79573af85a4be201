import type { DuetEvent, EventMemory, PublicEvent } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { json, route, type MockRequest } from './api-mocks.ts';
import { mockLikesApi } from './likes-mocks.ts';

type Handler = (locale: 'ru' | 'en', request: MockRequest) => Response | Promise<Response>;

export function makeEvent(id: number, overrides: Partial<DuetEvent> = {}): DuetEvent {
  return {
    id,
    fantasy: 10,
    public_event: null,
    mood: 'fire',
    target_user: 2,
    happens_at: '2030-01-15T18:00:00.000Z',
    with_partner: true,
    state: 'accepted',
    source_user: 1,
    former_partner: false,
    ...overrides,
  };
}

type EventsState = {
  events?: DuetEvent[];
  completed?: DuetEvent[];
  publicEvents?: PublicEvent[];
  memories?: EventMemory[];
};

/**
 * A signed-in user (id 1, partner bob id 2) with events: creating, patching and the actions change
 * a little in-memory list the way the API would.
 */
export function mockEventsApi(state: EventsState = {}, overrides: Record<string, Handler> = {}) {
  const data = {
    events: [...(state.events ?? [])],
    completed: [...(state.completed ?? [])],
    memories: [...(state.memories ?? [])],
  };
  const perMemory = Object.fromEntries(
    [...data.events, ...data.completed].map((event) => [
      route(endpoints.saveEventMemory, { params: { id: event.id } }),
      (_locale: 'ru' | 'en', request: MockRequest) => {
        const body = request.body as { mood: EventMemory['mood']; note: string };
        const memory: EventMemory = {
          event: event.id,
          user: { id: 1, username: 'alice' },
          mood: body.mood,
          note: body.note,
          updated_at: '2030-01-15T20:00:00.000Z',
        };
        data.memories = [
          ...data.memories.filter((item) => item.event !== event.id || item.user?.id !== 1),
          memory,
        ];
        return json(memory);
      },
    ]),
  );
  let nextId = 100;
  const find = (id: number) => data.events.find((event) => event.id === id)!;
  const perEvent = Object.fromEntries(
    data.events.flatMap((event) => [
      [
        route(endpoints.updateEvent, { params: { id: event.id } }),
        (_locale: 'ru' | 'en', request: MockRequest) => {
          if (request.method === 'DELETE') {
            data.events = data.events.filter((item) => item.id !== event.id);
            return new Response(null, { status: 204 });
          }
          const body = request.body as Partial<DuetEvent>;
          // Like the API: a new time from the partner asked turns the invitation around (ADR 0012).
          const wasAsked = find(event.id).state === 'received';
          Object.assign(find(event.id), body, wasAsked && body.happens_at ? { state: 'send' } : {});
          return json(find(event.id));
        },
      ],
      [
        route(endpoints.acceptEvent, { params: { id: event.id } }),
        () => json(Object.assign(find(event.id), { state: 'accepted' })),
      ],
      [
        route(endpoints.rejectEvent, { params: { id: event.id } }),
        () => json(Object.assign(find(event.id), { state: 'rejected' })),
      ],
      [
        route(endpoints.completeEvent, { params: { id: event.id } }),
        () => {
          const done = Object.assign(find(event.id), { state: 'completed' as const });
          data.events = data.events.filter((item) => item.id !== event.id);
          data.completed.push(done);
          return json(done);
        },
      ],
    ]),
  );
  const api = mockLikesApi(
    {},
    {
      [route(endpoints.listActualEvents)]: () => json(data.events),
      [route(endpoints.listCompletedEvents)]: () => json(data.completed),
      [route(endpoints.listEventMemories)]: () => json(data.memories),
      [route(endpoints.listPublicEvents)]: () => json(state.publicEvents ?? []),
      [route(endpoints.createEvent)]: (_locale, request) => {
        const body = request.body as Record<string, unknown>;
        const created = makeEvent(nextId++, {
          fantasy: (body.fantasy as number | undefined) ?? null,
          mood: body.mood as DuetEvent['mood'],
          target_user: (body.target_user as number | null) ?? null,
          with_partner: body.target_user != null,
          happens_at: (body.happens_at as string | undefined) ?? '2030-01-15T18:00:00.000Z',
          state: body.target_user == null ? 'accepted' : 'send',
        });
        data.events.push(created);
        return json(created, 201);
      },
      ...perEvent,
      ...perMemory,
      ...overrides,
    },
  );
  return { ...api, data };
}
