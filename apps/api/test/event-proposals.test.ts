import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema, notificationSchema, pageSchema, type Fantasy } from '@duet/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database.ts';
import {
  build,
  callApi,
  createAccount,
  createCouple,
  type Account as Session,
  type ApiCallArgs,
  type TestApp,
} from './helper.ts';

/** "Suggest another time" (ADR 0012): the partner asked answers with a time of their own. */
let t: TestApp;
let fantasyId: number;
beforeAll(async () => {
  t = await build();
  fantasyId = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>()[0]!.id;
});
afterAll(() => t.close());

let counter = 0;
const call = (...args: ApiCallArgs) => callApi(t.app, ...args);
const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const couple = () => createCouple(t.app, [`pa${++counter}p`, `pb${counter}p`]);

async function invite(a: Session, b: Session) {
  const response = await call('POST', 'events/', a, {
    fantasy: fantasyId,
    mood: 'candle',
    target_user: b.user.id,
    happens_at: hoursAhead(1),
  });
  expect(response.statusCode, response.body).toBe(201);
  return eventSchema.parse(response.json());
}
const notices = async (who: Session) =>
  pageSchema(notificationSchema).parse((await call('GET', 'notifications/', who)).json()).results;
const proposals = async (who: Session) => (await notices(who)).filter((n) => n.kind === 'event_proposed');
const stateFor = async (who: Session) => (await call('GET', 'events/actual/', who)).json()[0];

describe('suggesting another time', () => {
  it('turns the invitation around, and the creator accepts the new time', async () => {
    const { a, b } = await couple();
    const event = await invite(a, b);
    const friday = hoursAhead(30);
    const counter = await call('PATCH', `events/${event.id}/`, b, { happens_at: friday });
    expect(counter.statusCode, counter.body).toBe(200);
    expect(counter.json()).toMatchObject({ state: 'send', happens_at: friday, source_user: a.user.id });
    expect(await stateFor(a)).toMatchObject({ state: 'received', happens_at: friday, mood: 'candle' });

    const told = await proposals(a);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ event: event.id, actor: { id: b.user.id } });
    expect(await proposals(b)).toEqual([]);
    // Pushed like the other answers a partner waits for (ADR 0024).
    const pushed = await queryRows<{ push_pending: boolean }>(
      t.app.db,
      sql`select push_pending from notifications where kind = 'event_proposed' and user_id = ${a.user.id}`,
    );
    expect(pushed).toEqual([{ push_pending: true }]);

    // Now the invitee waits: they can no longer accept their own suggestion.
    expect((await call('POST', `events/${event.id}/accept/`, b)).statusCode).toBe(403);
    const accepted = await call('POST', `events/${event.id}/accept/`, a);
    expect(accepted.json()).toMatchObject({ state: 'accepted', happens_at: friday });
    expect((await notices(b)).map((n) => n.kind)).toContain('event_accepted');
    expect(await stateFor(b)).toMatchObject({ state: 'accepted', happens_at: friday });
  });

  it('goes back and forth: the creator proposes again, the invitee accepts', async () => {
    const { a, b } = await couple();
    const event = await invite(a, b);
    await call('PATCH', `events/${event.id}/`, b, { happens_at: hoursAhead(30) });
    const saturday = hoursAhead(50);
    const again = await call('PATCH', `events/${event.id}/`, a, { happens_at: saturday });
    expect(again.json()).toMatchObject({ state: 'send', happens_at: saturday });
    expect(await stateFor(b)).toMatchObject({ state: 'received', happens_at: saturday });
    expect(await proposals(b)).toHaveLength(1);
    expect(await proposals(a)).toHaveLength(1);

    expect((await call('POST', `events/${event.id}/accept/`, a)).statusCode).toBe(403);
    expect((await call('POST', `events/${event.id}/accept/`, b)).json().state).toBe('accepted');
  });

  it('can be declined by the creator, and the invitee is told', async () => {
    const { a, b } = await couple();
    const event = await invite(a, b);
    await call('PATCH', `events/${event.id}/`, b, { happens_at: hoursAhead(30) });
    expect((await call('POST', `events/${event.id}/reject/`, b)).statusCode).toBe(403);
    expect((await call('POST', `events/${event.id}/reject/`, a)).json().state).toBe('rejected');
    expect((await notices(b)).map((n) => n.kind)).toContain('event_rejected');
  });

  it('is refused in the past, malformed, with a mood, or once accepted, and writes nothing', async () => {
    const { a, b } = await couple();
    const event = await invite(a, b);
    for (const [body, status, code] of [
      [{ happens_at: new Date(Date.now() - 60_000).toISOString() }, 400, 'invalid'],
      [{ happens_at: 'friday at seven' }, 400, 'invalid'],
      [{ happens_at: hoursAhead(5), target_user: null }, 400, 'invalid'],
      [{ happens_at: hoursAhead(5), mood: 'devil' }, 403, 'permission_denied'],
    ] as const) {
      const response = await call('PATCH', `events/${event.id}/`, b, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await stateFor(b)).toEqual({ ...event, state: 'received' });
    expect(await proposals(a)).toEqual([]);

    await call('POST', `events/${event.id}/accept/`, b);
    const late = await call('PATCH', `events/${event.id}/`, b, { happens_at: hoursAhead(5) });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('invalid_transition');
    expect(await stateFor(a)).toMatchObject({ state: 'accepted', happens_at: event.happens_at });
    expect(await proposals(a)).toEqual([]);
  });

  it('is 404 for anyone else, and 401 without a token', async () => {
    const { a, b } = await couple();
    const stranger = await createAccount(t.app, `pe${++counter}p`);
    const event = await invite(a, b);
    const body = { happens_at: hoursAhead(5) };
    expect((await call('PATCH', `events/${event.id}/`, stranger, body)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/v0/events/${event.id}/`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stateFor(b)).toEqual({ ...event, state: 'received' });
    expect(await proposals(a)).toEqual([]);
  });
});
