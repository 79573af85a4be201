import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventMemorySchema, eventSchema, type Fantasy } from '@duet/contracts';
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

let t: TestApp;
let fantasyId: number;
beforeAll(async () => {
  t = await build();
  fantasyId = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>()[0]!.id;
});
afterAll(() => t.close());

let counter = 0;
const call = (...args: ApiCallArgs) => callApi(t.app, ...args);
const couple = () => createCouple(t.app, [`mema${++counter}`, `memb${counter}`]);
const remember = (who: Session, id: number, body: object) => call('PUT', `events/${id}/memory/`, who, body);
const memoriesOf = async (who: Session) =>
  eventMemorySchema.array().parse((await call('GET', 'events/memories/', who)).json());
const memoryRows = () => queryRows(t.app.db, sql`select event_id, user_id, mood, note from event_memories`);

/** A date of the couple that has happened and been marked done. */
async function completedDate(a: Session, b: Session | null) {
  const created = await call('POST', 'events/', a, {
    fantasy: fantasyId,
    target_user: b?.user.id ?? null,
    happens_at: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const event = eventSchema.parse(created.json());
  if (b) expect((await call('POST', `events/${event.id}/accept/`, b)).statusCode).toBe(200);
  await t.app.db.execute(
    sql`update events set happens_at = now() - interval '1 minute' where id = ${event.id}`,
  );
  expect((await call('POST', `events/${event.id}/complete/`, a)).statusCode).toBe(200);
  return event;
}

describe('how a date went', () => {
  it('is a shared memory: each writes a mood and a note, both read both, the other is asked', async () => {
    const { a, b } = await couple();
    const event = await completedDate(a, b);
    const saved = await remember(a, event.id, { mood: 'candle', note: '  Лучший вечер  ' });
    expect(saved.statusCode).toBe(200);
    expect(eventMemorySchema.parse(saved.json())).toMatchObject({
      event: event.id,
      user: a.user,
      mood: 'candle',
      note: 'Лучший вечер',
    });
    const notices = (await call('GET', 'notifications/?paginator=off', b)).json();
    expect(notices[0]).toMatchObject({ kind: 'event_remembered', actor: a.user, event: event.id });

    expect((await remember(b, event.id, { mood: 'fire' })).json()).toMatchObject({ mood: 'fire', note: '' });
    for (const who of [a, b]) {
      expect((await memoriesOf(who)).map((memory) => [memory.user.id, memory.mood])).toEqual([
        [a.user.id, 'candle'],
        [b.user.id, 'fire'],
      ]);
    }
  });

  it('is rewritten, not added to, and tells the other only the first time', async () => {
    const { a, b } = await couple();
    const event = await completedDate(a, b);
    await remember(a, event.id, { mood: 'candle', note: 'first' });
    await remember(a, event.id, { mood: 'boom', note: 'second' });
    expect((await memoriesOf(b)).map((memory) => memory.note)).toEqual(['second']);
    const told = (await call('GET', 'notifications/?paginator=off', b))
      .json()
      .filter((notice: { kind: string }) => notice.kind === 'event_remembered');
    expect(told).toHaveLength(1);
  });

  it('is kept for a date alone too, and read by nobody else', async () => {
    const { a, b } = await couple();
    const solo = await completedDate(a, null);
    expect((await remember(a, solo.id, { mood: 'peach', note: 'me time' })).statusCode).toBe(200);
    expect(await memoriesOf(b)).toEqual([]);
    const stranger = await createAccount(t.app, `memstranger${++counter}`);
    expect(await memoriesOf(stranger)).toEqual([]);
  });

  it('refuses someone else’s date with 404, and a date not done yet with 409, writing nothing', async () => {
    const { a, b } = await couple();
    const done = await completedDate(a, b);
    const stranger = await createAccount(t.app, `memeve${++counter}`);
    const before = await memoryRows();
    const foreign = await remember(stranger, done.id, { mood: 'fire' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');

    const planned = eventSchema.parse(
      (
        await call('POST', 'events/', a, {
          fantasy: fantasyId,
          target_user: b.user.id,
          happens_at: new Date(Date.now() + 3_600_000).toISOString(),
        })
      ).json(),
    );
    const early = await remember(a, planned.id, { mood: 'fire' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('invalid_transition');
    expect(await memoryRows()).toEqual(before);
  });

  it('answers bad input with 400 and a missing token with 401', async () => {
    const { a, b } = await couple();
    const event = await completedDate(a, b);
    for (const body of [
      {},
      { mood: 'unicorn' },
      { mood: 'fire', note: 'x'.repeat(1001) },
      { mood: 'fire', extra: 1 },
    ]) {
      const response = await remember(a, event.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('invalid');
    }
    expect((await remember(a, 0, { mood: 'fire' })).statusCode).toBe(400);
    expect((await call('GET', 'events/memories/', null)).statusCode).toBe(401);
    expect((await call('PUT', `events/${event.id}/memory/`, null, { mood: 'fire' })).statusCode).toBe(401);
    expect(await memoriesOf(a)).toEqual([]);
  });
});
