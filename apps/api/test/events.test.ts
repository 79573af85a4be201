import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventSchema,
  notificationSchema,
  pageSchema,
  publicEventSchema,
  type Fantasy,
} from '@duet/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database.ts';
import {
  bearer,
  build,
  callApi,
  createAccount,
  createCouple,
  type Account as Session,
  type ApiCallArgs,
  type TestApp,
} from './helper.ts';

let t: TestApp;
let fantasyId: number;
beforeAll(async () => {
  t = await build();
  fantasyId = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>()[0]!.id;
});
afterAll(() => t.close());

let counter = 0;
const account = (name = 'ev') => createAccount(t.app, `${name}${++counter}e`);
const call = (...args: ApiCallArgs) => callApi(t.app, ...args);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** Moves a plan's time into the past: a date can be marked done only once it has begun. */
const begin = (event: { id: number }) =>
  t.app.db.execute(sql`update events set happens_at = now() - interval '1 minute' where id = ${event.id}`);

const couple = () => createCouple(t.app, [`ann${++counter}e`, `ben${counter}e`]);
async function plan(who: Session, body: object) {
  const response = await call('POST', 'events/', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return eventSchema.parse(response.json());
}
const kinds = async (who: Session) =>
  pageSchema(notificationSchema)
    .parse((await call('GET', 'notifications/', who)).json())
    .results.map((n) => n.kind);

describe('events with the partner', () => {
  it('go send → accepted → completed, seen by both, with notifications', async () => {
    const { a, b } = await couple();
    const event = await plan(a, {
      fantasy: fantasyId,
      mood: 'candle',
      target_user: b.user.id,
      happens_at: inAnHour(),
    });
    expect(event).toMatchObject({
      state: 'send',
      with_partner: true,
      source_user: a.user.id,
      target_user: b.user.id,
      mood: 'candle',
    });
    const received = (await call('GET', 'events/actual/', b)).json();
    expect(received).toEqual([{ ...event, state: 'received' }]);
    expect(await kinds(b)).toContain('event_received');

    expect((await call('POST', `events/${event.id}/accept/`, a)).statusCode).toBe(403);
    expect((await call('POST', `events/${event.id}/accept/`, b)).json().state).toBe('accepted');
    expect(await kinds(a)).toContain('event_accepted');
    expect((await call('POST', `events/${event.id}/accept/`, b)).json().code).toBe('invalid_transition');

    const early = await call('POST', `events/${event.id}/complete/`, a);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('event_not_started');
    expect((await call('GET', 'events/completed/', b)).json()).toEqual([]);
    expect(await kinds(b)).not.toContain('event_completed');

    await begin(event);
    expect((await call('POST', `events/${event.id}/complete/`, a)).json().state).toBe('completed');
    expect((await call('GET', 'events/completed/', b)).json().map((e: { id: number }) => e.id)).toEqual([
      event.id,
    ]);
    expect((await call('GET', 'events/actual/', b)).json()).toEqual([]);
    expect((await call('POST', `events/${event.id}/reject/`, b)).statusCode).toBe(409);
    expect((await call('PATCH', `events/${event.id}/`, a, { mood: 'fire' })).statusCode).toBe(409);
  });

  it('can be rejected, and then not completed', async () => {
    const { a, b } = await couple();
    const event = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    expect((await call('POST', `events/${event.id}/reject/`, b)).json().state).toBe('rejected');
    const response = await call('POST', `events/${event.id}/complete/`, a);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('invalid_transition');
  });

  it('cannot be completed by either of them while the partner has not answered, and nothing changes', async () => {
    const { a, b } = await couple();
    const event = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    for (const who of [a, b]) {
      const response = await call('POST', `events/${event.id}/complete/`, who);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('invalid_transition');
    }
    expect((await call('GET', 'events/actual/', a)).json()).toEqual([event]);
    expect((await call('GET', 'events/completed/', b)).json()).toEqual([]);
    expect(await kinds(a)).not.toContain('event_completed');
    expect(await kinds(b)).not.toContain('event_completed');
  });

  it('accept only mood and happens_at on PATCH; a new time asks the partner again', async () => {
    const { a, b } = await couple();
    const event = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    await call('POST', `events/${event.id}/accept/`, b);
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const edited = (
      await call('PATCH', `events/${event.id}/`, a, { mood: 'peach', happens_at: later })
    ).json();
    expect(edited).toMatchObject({ mood: 'peach', happens_at: later, state: 'send' });
    expect(await kinds(b)).toContain('event_changed');
    for (const payload of [
      { target_user: null },
      { state: 'accepted' },
      { mood: 'unicorn' },
      { happens_at: 'tomorrow' },
    ]) {
      const response = await call('PATCH', `events/${event.id}/`, a, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid');
    }
    expect((await call('PATCH', `events/${event.id}/`, b, { mood: 'fire' })).statusCode).toBe(403);
    const past = await call('PATCH', `events/${event.id}/`, a, {
      happens_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.json()).toMatchObject({ code: 'invalid', happens_at: [expect.any(String)] });
  });

  it('are invisible and untouchable for a stranger', async () => {
    const { a, b } = await couple();
    const stranger = await account('eve');
    const event = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    expect((await call('GET', 'events/', stranger)).json()).toEqual([]);
    for (const [method, url] of [
      ['POST', `events/${event.id}/accept/`],
      ['POST', `events/${event.id}/reject/`],
      ['POST', `events/${event.id}/complete/`],
      ['DELETE', `events/${event.id}/`],
    ] as const) {
      expect((await call(method, url, stranger)).statusCode).toBe(404);
    }
    expect((await call('PATCH', `events/${event.id}/`, stranger, { mood: 'fire' })).statusCode).toBe(404);
  });

  it('are deleted by either participant, and the other is told', async () => {
    const { a, b } = await couple();
    const event = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    expect((await call('DELETE', `events/${event.id}/`, b)).statusCode).toBe(204);
    expect((await call('GET', 'events/', a)).json()).toEqual([]);
    expect(await kinds(a)).toContain('event_deleted');
    expect((await call('DELETE', `events/${event.id}/`, a)).statusCode).toBe(404);
  });
});

describe('editing', () => {
  const changedCount = async (who: Session) =>
    (await kinds(who)).filter((kind) => kind === 'event_changed').length;

  it('a new mood alone keeps an accepted plan accepted at its time, and tells the partner', async () => {
    const { a, b } = await couple();
    const event = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    await call('POST', `events/${event.id}/accept/`, b);
    const edited = (await call('PATCH', `events/${event.id}/`, a, { mood: 'devil' })).json();
    expect(edited).toMatchObject({ mood: 'devil', happens_at: event.happens_at, state: 'accepted' });
    expect(await changedCount(b)).toBe(1);
  });

  it('the same mood and time change nothing and tell nobody', async () => {
    const { a, b } = await couple();
    const event = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    await call('POST', `events/${event.id}/accept/`, b);
    const same = await call('PATCH', `events/${event.id}/`, a, {
      mood: event.mood,
      happens_at: event.happens_at,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ state: 'accepted', happens_at: event.happens_at });
    expect(await changedCount(b)).toBe(0);
  });

  it('a new time in the past is refused, and the plan stays as it was', async () => {
    const { a, b } = await couple();
    const event = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    const past = new Date(Date.now() - 60_000).toISOString();
    const response = await call('PATCH', `events/${event.id}/`, a, { happens_at: past });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', happens_at: [expect.any(String)] });
    expect((await call('GET', 'events/actual/', a)).json()).toEqual([event]);
  });

  it('a plan around a public event keeps the event’s time but may change its mood', async () => {
    const a = await account();
    const [publicEvent] = publicEventSchema.array().parse((await call('GET', 'public_events/', null)).json());
    const event = await plan(a, { public_event_id: publicEvent!.id, mood: 'boom' });
    const moved = await call('PATCH', `events/${event.id}/`, a, { happens_at: inAnHour() });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ happens_at: [expect.any(String)] });
    const mood = await call('PATCH', `events/${event.id}/`, a, {
      mood: 'candle',
      happens_at: event.happens_at,
    });
    expect(mood.json()).toMatchObject({ mood: 'candle', happens_at: event.happens_at });
  });
});

describe('public events', () => {
  it('carry their city, and those meant for the Russian interface are not listed in English', async () => {
    await t.app.db.execute(
      sql`insert into public_events (slug, name_ru, name_en, city_ru, city_en, locales, starts_at) values
        ('moscow-only', 'Ярмарка', 'Fair', 'Москва', 'Moscow', '{ru}', date_trunc('hour', now()) + interval '3 days'),
        ('anywhere', 'Затмение', 'Eclipse', null, null, null, date_trunc('hour', now()) + interval '4 days')`,
    );
    const list = async (language: string) =>
      publicEventSchema
        .array()
        .parse(
          (
            await t.app.inject({ url: '/api/v0/public_events/', headers: { 'accept-language': language } })
          ).json(),
        );
    const russian = await list('ru');
    expect(russian).toContainEqual(expect.objectContaining({ name: 'Ярмарка', city: 'Москва' }));
    expect(russian).toContainEqual(expect.objectContaining({ name: 'Затмение', city: null }));
    const english = await list('en');
    expect(english).toContainEqual(expect.objectContaining({ name: 'Eclipse', city: null }));
    expect(english.map((event) => event.name)).not.toContain('Fair');
  });
});

describe('planning', () => {
  it('around a public event that is over is refused', async () => {
    const a = await account();
    await t.app.db.execute(
      sql`insert into public_events (slug, name_ru, name_en, starts_at) values ('gone', 'Прошло', 'Gone', now() - interval '2 days')`,
    );
    const [gone] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from public_events where slug = 'gone'`,
    );
    const response = await call('POST', 'events/', a, { public_event_id: gone!.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ public_event_id: [expect.any(String)] });
    expect((await call('GET', 'events/', a)).json()).toEqual([]);
  });

  it('alone is accepted at once', async () => {
    const a = await account();
    const event = await plan(a, { fantasy: fantasyId, target_user: null, happens_at: inAnHour() });
    expect(event).toMatchObject({ state: 'accepted', with_partner: false, target_user: null, mood: 'fire' });
  });

  it('around a public event takes its date and time', async () => {
    const a = await account();
    const [publicEvent] = publicEventSchema.array().parse((await call('GET', 'public_events/', null)).json());
    const event = await plan(a, { public_event_id: publicEvent!.id, mood: 'boom' });
    expect(event.public_event).toEqual(publicEvent);
    expect(event.happens_at).toBe(`${publicEvent!.date}T${publicEvent!.time}.000Z`);
    const english = (
      await t.app.inject({ url: '/api/v0/public_events/', headers: { 'accept-language': 'en' } })
    ).json();
    expect(english[0].name).not.toBe(publicEvent!.name);
  });

  it.each([
    [{ fantasy: 1, happens_at: new Date(Date.now() - 60_000).toISOString() }, 'happens_at'],
    [{ fantasy: 1 }, 'happens_at'],
    [{ happens_at: new Date(Date.now() + 3_600_000).toISOString() }, 'fantasy'],
    [
      { fantasy: 1, public_event_id: 1, happens_at: new Date(Date.now() + 3_600_000).toISOString() },
      'fantasy',
    ],
    [{ fantasy: 1, mood: 'unicorn', happens_at: new Date(Date.now() + 3_600_000).toISOString() }, 'mood'],
    [{ fantasy: 999999, happens_at: new Date(Date.now() + 3_600_000).toISOString() }, 'fantasy'],
    [{ public_event_id: 999999 }, 'public_event_id'],
  ])('refuses %j with a field error and writes nothing', async (payload, field) => {
    const a = await account();
    const response = await call('POST', 'events/', a, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', [field]: [expect.any(String)] });
    expect((await call('GET', 'events/', a)).json()).toEqual([]);
  });

  it('with someone who is not the partner is refused', async () => {
    const a = await account();
    const other = await account();
    const response = await call('POST', 'events/', a, {
      fantasy: fantasyId,
      target_user: other.user.id,
      happens_at: inAnHour(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('not_your_partner');
  });

  it('needs a token', async () => {
    for (const [method, url] of [
      ['GET', 'events/'],
      ['GET', 'events/actual/'],
      ['GET', 'events/completed/'],
      ['POST', 'events/'],
      ['GET', 'notifications/'],
    ] as const) {
      expect((await call(method, url, null)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/v0/notifications/', () => {
  it('pages newest first and marks the page read with mark_read=true', async () => {
    const { a, b } = await couple();
    await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    const first = pageSchema(notificationSchema).parse(
      (await call('GET', 'notifications/?mark_read=true', b)).json(),
    );
    expect(first.results[0]).toMatchObject({ kind: 'event_received', is_read: false, actor: a.user });
    // A stored time with microseconds answers as JavaScript writes the same instant: UTC, milliseconds.
    await t.app.db.execute(
      sql`update notifications set created_at = '2026-03-01 23:59:59.987654+03' where id = ${first.results[0]!.id}`,
    );
    const stored = (await call('GET', 'notifications/?paginator=off', b))
      .json<{ id: number; created_at: string }[]>()
      .find((notification) => notification.id === first.results[0]!.id);
    expect(stored!.created_at).toBe(new Date('2026-03-01T23:59:59.987+03:00').toISOString());
    const again = pageSchema(notificationSchema).parse((await call('GET', 'notifications/', b)).json());
    expect(again.results.every((n) => n.is_read)).toBe(true);
    expect((await call('GET', 'notifications/?mark_read=maybe', b)).statusCode).toBe(400);
  });

  it('counts every notification, links the pages, marks only the page asked and 404s past the end', async () => {
    const { a, b } = await couple();
    for (let hours = 1; hours <= 3; hours++) {
      const happens_at = new Date(Date.now() + hours * 3_600_000).toISOString();
      await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at });
    }
    const page = async (query: string, who = b) =>
      pageSchema(notificationSchema).parse((await call('GET', `notifications/?${query}`, who)).json());

    const list = async () =>
      notificationSchema.array().parse((await call('GET', 'notifications/?paginator=off', b)).json());
    const before = await list();
    expect(before.length).toBeGreaterThanOrEqual(4);

    const first = await page('page_size=2&mark_read=true');
    expect(first).toMatchObject({ count: before.length, previous: null });
    expect(first.next).toMatch(/\/api\/v0\/notifications\/\?page_size=2&mark_read=true&page=2$/);
    const second = await page('page_size=2&page=2');
    expect(second.count).toBe(before.length);
    expect([...first.results, ...second.results].map((n) => n.id)).toEqual(
      before.slice(0, 4).map((n) => n.id),
    );
    // The first page is marked now; what was read already (the answered invitation) stays read.
    expect((await list()).map((n) => n.is_read)).toEqual(before.map((n, index) => index < 2 || n.is_read));
    expect(before.slice(0, 3).every((n) => !n.is_read)).toBe(true);

    const past = await call('GET', `notifications/?page_size=2&page=${Math.ceil(before.length / 2) + 1}`, b);
    expect(past.statusCode).toBe(404);
    expect(past.json().code).toBe('not_found');
    const newcomer = await account();
    expect(await page('page=1', newcomer)).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await call('GET', 'notifications/?page=2', newcomer)).statusCode).toBe(404);
  });
});

describe('GET /api/v0/events/{id}/calendar/', () => {
  it('downloads an accepted event as a discreet .ics, only for its participants', async () => {
    const { a, b } = await couple();
    const stranger = await account('eve');
    const event = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    expect((await call('GET', `events/${event.id}/calendar/`, a)).json().code).toBe('invalid_transition');
    await call('POST', `events/${event.id}/accept/`, b);
    const response = await t.app.inject({
      url: `/api/v0/events/${event.id}/calendar/`,
      headers: { ...bearer(b.access), 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="duet-${event.id}.ics"`);
    expect(response.body).toContain('SUMMARY:Duet ❤\r\n');
    expect(response.body).toContain(
      `DTSTART:${event.happens_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
    );
    expect(response.body).not.toContain(String(fantasyId) + '\r\n');
    expect((await call('GET', `events/${event.id}/calendar/`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `events/${event.id}/calendar/`, null)).statusCode).toBe(401);
  });

  it('answers a plain link with the session cookie, in the language it names', async () => {
    const { a, b } = await couple();
    const event = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    await call('POST', `events/${event.id}/accept/`, b);
    const download = (query: string, cookie: string) =>
      t.app.inject({
        url: `/api/v0/events/${event.id}/calendar/${query}`,
        headers: { cookie, 'accept-language': 'ru' },
      });
    const english = await download('?lang=en', `token=${a.access}`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('DESCRIPTION:Your date in Duet.');
    expect((await download('', `token=${b.access}`)).body).toContain('DESCRIPTION:Ваше свидание в Duet.');
    const stranger = await account('eve');
    expect((await download('', `token=${stranger.access}`)).statusCode).toBe(404);
    const refused = await download('', 'token=not-a-real-token-at-all-000');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await download('?lang=de', `token=${a.access}`)).json().code).toBe('invalid');
  });
});

describe('after the couple unlinks', () => {
  it('their upcoming plans are gone for both, the completed ones stay, and the ex cannot plan with them', async () => {
    const { a, b } = await couple();
    const upcoming = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    const done = await plan(a, { fantasy: fantasyId, target_user: b.user.id, happens_at: inAnHour() });
    await call('POST', `events/${done.id}/accept/`, b);
    await begin(done);
    expect((await call('POST', `events/${done.id}/complete/`, b)).statusCode).toBe(200);
    expect((await call('DELETE', 'partner/current/remove/', b)).statusCode).toBe(204);
    for (const [method, url] of [
      ['POST', `events/${upcoming.id}/accept/`],
      ['POST', `events/${upcoming.id}/complete/`],
      ['DELETE', `events/${upcoming.id}/`],
    ] as const) {
      expect((await call(method, url, b)).statusCode).toBe(404);
    }
    expect((await call('GET', 'events/completed/', a)).json().map((e: { id: number }) => e.id)).toEqual([
      done.id,
    ]);
    expect((await call('GET', 'events/actual/', b)).json()).toEqual([]);
    const again = await call('POST', 'events/', a, {
      fantasy: fantasyId,
      target_user: b.user.id,
      happens_at: inAnHour(),
    });
    expect(again.json().code).toBe('not_your_partner');
  });
});
