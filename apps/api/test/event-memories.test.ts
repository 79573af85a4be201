import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventMemorySchema, eventSchema, type Fantasy } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { CHANGES_CHANNEL } from '../src/shared/changes.ts';
import {
  build,
  callApi,
  createAccount,
  createCouple,
  linkAccounts,
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
      expect((await memoriesOf(who)).map((memory) => [memory.user?.id, memory.mood])).toEqual([
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

describe('after the couple splits', () => {
  const notificationRows = (...of: Session[]) =>
    queryRows(
      t.app.db,
      sql`select id, user_id, kind, push_pending from notifications
          where user_id in (${sql.join(
            of.map((who) => sql`${who.user.id}`),
            sql`, `,
          )}) order by id`,
    );
  const completedOf = async (who: Session) =>
    eventSchema.array().parse((await call('GET', 'events/completed/', who)).json());

  /**
   * Runs `act` and answers which users the change stream told anything meanwhile. A marker: changes
   * arrive in commit order, so once another couple's invitation is told, whatever `act` caused is too.
   */
  async function toldDuring(act: () => Promise<void>) {
    const changes: { users: number[] }[] = [];
    const stop = await t.database.listen(CHANGES_CHANNEL, (payload) => changes.push(JSON.parse(payload)));
    try {
      await act();
      const { a: c, b: d } = await couple();
      await call('POST', 'events/', c, {
        fantasy: fantasyId,
        target_user: d.user.id,
        happens_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      await expect.poll(() => changes.some((change) => change.users.includes(d.user.id))).toBe(true);
      return new Set(changes.flatMap((change) => change.users));
    } finally {
      await stop();
    }
  }

  it('keeps the date as read-only history for both, unnamed, and nothing crosses between them', async () => {
    const { a, b } = await couple();
    const event = await completedDate(a, b);
    await remember(a, event.id, { mood: 'candle', note: 'ours' });
    await remember(b, event.id, { mood: 'fire', note: 'mine too' });
    expect((await call('DELETE', 'partner/current/remove/', a)).statusCode).toBe(204);

    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect(await completedOf(who)).toEqual([
        expect.objectContaining({ id: event.id, with_partner: true, former_partner: true }),
      ]);
      // Both still read both memories; the other's no longer carries their name.
      const read = await memoriesOf(who);
      expect(read.map((memory) => [memory.user, memory.note])).toEqual([
        [who === a ? a.user : null, 'ours'],
        [who === b ? b.user : null, 'mine too'],
      ]);
      expect(JSON.stringify(read)).not.toContain(other.user.username);
    }

    const rowsBefore = await memoryRows();
    const noticesBefore = await notificationRows(a, b);
    const told = await toldDuring(async () => {
      for (const [who, body] of [
        [a, { mood: 'boom', note: 'one more word' }],
        [b, { mood: 'peach', note: 'and mine' }],
      ] as const) {
        const refused = await remember(who, event.id, body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().code).toBe('event_history_read_only');
      }
    });
    expect(told.has(a.user.id) || told.has(b.user.id)).toBe(false);
    expect(await memoryRows()).toEqual(rowsBefore);
    expect(await notificationRows(a, b)).toEqual(noticesBefore);
  });

  it('stays history when the two link again: a new couple starts a new story', async () => {
    const { a, b } = await couple();
    const event = await completedDate(a, b);
    await call('DELETE', 'partner/current/remove/', b);
    await linkAccounts(t.app, a, b);
    expect((await remember(a, event.id, { mood: 'fire' })).json().code).toBe('event_history_read_only');
    expect((await completedOf(b))[0]).toMatchObject({ id: event.id, former_partner: true });
  });

  it('is deleted from one history only, without telling the other, whose copy stays', async () => {
    const { a, b } = await couple();
    const event = await completedDate(a, b);
    await remember(a, event.id, { mood: 'candle', note: 'from a' });
    await remember(b, event.id, { mood: 'fire', note: 'from b' });
    await call('DELETE', 'partner/current/remove/', b);
    const noticesBefore = await notificationRows(a, b);

    const told = await toldDuring(async () => {
      expect((await call('DELETE', `events/${event.id}/`, a)).statusCode).toBe(204);
    });
    expect(told.has(b.user.id)).toBe(false);
    expect(await notificationRows(a, b)).toEqual(noticesBefore);
    expect(await completedOf(a)).toEqual([]);
    expect(await memoriesOf(a)).toEqual([]);
    expect(await completedOf(b)).toEqual([
      expect.objectContaining({
        id: event.id,
        source_user: b.user.id,
        target_user: null,
        with_partner: true,
        former_partner: true,
      }),
    ]);
    // The one who deleted it took their words with them.
    expect((await memoriesOf(b)).map((memory) => [memory.user, memory.note])).toEqual([[b.user, 'from b']]);
    expect((await remember(a, event.id, { mood: 'fire' })).statusCode).toBe(404);

    // The last one to delete it deletes the row.
    expect((await call('DELETE', `events/${event.id}/`, b)).statusCode).toBe(204);
    expect(await queryRows(t.app.db, sql`select id from events where id = ${event.id}`)).toEqual([]);
  });

  it('stays with the one left when a former partner deletes their account, without their words', async () => {
    const { a, b } = await couple();
    const event = await completedDate(b, a);
    await remember(a, event.id, { mood: 'candle', note: 'from a' });
    await remember(b, event.id, { mood: 'fire', note: 'from b' });
    await call('DELETE', 'partner/current/remove/', a);
    expect((await call('DELETE', 'user/profile/', b)).statusCode).toBe(204);

    expect(await completedOf(a)).toEqual([
      expect.objectContaining({
        id: event.id,
        source_user: a.user.id,
        target_user: null,
        with_partner: true,
        former_partner: true,
      }),
    ]);
    expect((await memoriesOf(a)).map((memory) => [memory.user, memory.note])).toEqual([[a.user, 'from a']]);
    expect((await remember(a, event.id, { mood: 'fire' })).json().code).toBe('event_history_read_only');
  });
});
