import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  accountExportSchema,
  consentsListSchema,
  loginResponseSchema,
  notificationSchema,
  pageSchema,
  sessionsListSchema,
  type Fantasy,
} from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import {
  bearer,
  build,
  callApi,
  createAccount,
  freeFantasies,
  createCouple,
  signIn,
  type Account,
  type ApiCallArgs,
  type TestApp,
} from './helper.ts';

let t: TestApp;
let free: Fantasy[];
beforeAll(async () => {
  t = await build();
  free = await freeFantasies(t.app);
});
afterAll(() => t.close());

let counter = 0;
const account = (name: string) => createAccount(t.app, `${name}${++counter}p`);
const couple = () => createCouple(t.app, [`ann${++counter}p`, `ben${counter}p`]);
const call = (...args: ApiCallArgs) => callApi(t.app, ...args);
const like = (who: Account, fantasy: Fantasy) => call('POST', `fantasies/${fantasy.id}/like/`, who);
const notificationsOf = async (who: Account) =>
  pageSchema(notificationSchema).parse((await call('GET', 'notifications/', who)).json()).results;
const exportOf = async (who: Account, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    url: '/api/v0/user/export/',
    headers: { ...bearer(who.access), ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, data: accountExportSchema.parse(response.json()) };
};

describe('export', () => {
  it("holds my likes, matches and consents, and never my partner's one-sided likes", async () => {
    const { a, b } = await couple();
    const [mineOnly, both, theirsOnly] = [free[0]!, free[1]!, free[2]!];
    await like(a, mineOnly);
    await like(a, both);
    await like(b, both);
    await like(b, theirsOnly);
    await call('PUT', 'user/profile/', a, { accept_18_disclaimer: true });

    const { response, data } = await exportOf(a);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="duet-${a.user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(data.profile).toMatchObject({
      id: a.user.id,
      username: a.user.username,
      accept_18_disclaimer: true,
    });
    expect(data.likes.map((fantasy) => fantasy.id).sort()).toEqual([mineOnly.id, both.id].sort());
    expect(data.matches.map((fantasy) => fantasy.id)).toEqual([both.id]);
    expect(data.partner).toEqual(b.user);
    expect(data.consents).toEqual([
      expect.objectContaining({ kind: 'adult', granted: true }),
      expect.objectContaining({ kind: 'intimate_answers', granted: true }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sign_in_accounts).toEqual([expect.objectContaining({ provider: 'dev' })]);
    expect(data.invites).toEqual([
      expect.objectContaining({ direction: 'sent', username: b.user.username, status: 'accepted' }),
    ]);
    expect(response.body).not.toContain(`"${theirsOnly.slug}"`);
  });

  it("adds this device's analytics events, named by its cookie", async () => {
    const me = await account('dev');
    const device = `device-${counter}-export`;
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v0/analytics/httpapi/',
      payload: {
        api_key: 'x',
        events: [{ event_type: 'session_start', device_id: device, insert_id: device }],
      },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const withCookie = await exportOf(me, { cookie: `duet_device=${device}` });
    expect(withCookie.data.analytics_events.map((event) => event.event_type)).toEqual(['session_start']);
    expect((await exportOf(me)).data.analytics_events).toEqual([]);
  });

  it('answers a few exports a minute per person, then 429', async () => {
    const me = await account('many');
    for (let i = 0; i < 5; i++) expect((await call('GET', 'user/export/', me)).statusCode).toBe(200);
    const refused = await call('GET', 'user/export/', me);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'throttled' });
    expect((await call('GET', 'user/export/', await account('other'))).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await call('GET', 'user/export/', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
  });
});

describe('sessions', () => {
  it('lists my devices, ends one of them at once, and only mine', async () => {
    const me = await account('sue');
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/v0/user/dev_login/',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' },
      payload: { username: `dev-${me.user.username}` },
    });
    const phoneToken = phone.json<{ access: string }>().access;
    const list = sessionsListSchema.parse((await call('GET', 'user/sessions/', me)).json()).results;
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    const other = list.find((session) => !session.current)!;
    expect(other.user_agent).toContain('Android 14');

    const stranger = await account('tom');
    expect((await call('DELETE', `user/sessions/${other.id}/`, stranger)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v0/user/profile/', headers: bearer(phoneToken) })).statusCode,
    ).toBe(200);

    expect((await call('DELETE', `user/sessions/${other.id}/`, me)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/v0/user/profile/', headers: bearer(phoneToken) })).statusCode,
    ).toBe(401);
    expect((await call('GET', 'user/profile/', me)).statusCode).toBe(200);
    expect(sessionsListSchema.parse((await call('GET', 'user/sessions/', me)).json()).results).toHaveLength(
      1,
    );
    expect((await call('DELETE', `user/sessions/${other.id}/`, me)).statusCode).toBe(404);
  });

  it('refuses a malformed id and a missing sign-in', async () => {
    const me = await account('val');
    const bad = await call('DELETE', 'user/sessions/abc/', me);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid' });
    expect((await call('GET', 'user/sessions/', null)).statusCode).toBe(401);
    expect((await call('DELETE', 'user/sessions/1/', null)).statusCode).toBe(401);
  });
});

describe('consents', () => {
  it('records each changed answer with its time, the 18+ one from the profile', async () => {
    const me = await createAccount(t.app, `con${++counter}p`, { consent: false });
    await call('PUT', 'user/profile/', me, { accept_18_disclaimer: true });
    await call('PUT', 'user/profile/', me, { accept_18_disclaimer: true });
    const granted = await call('POST', 'user/consents/', me, { kind: 'analytics', granted: true });
    expect(granted.statusCode).toBe(201);
    const again = await call('POST', 'user/consents/', me, { kind: 'analytics', granted: true });
    expect(again.statusCode).toBe(200);
    expect((await call('POST', 'user/consents/', me, { kind: 'analytics', granted: false })).statusCode).toBe(
      201,
    );
    const { results } = consentsListSchema.parse((await call('GET', 'user/consents/', me)).json());
    expect(results.map(({ kind, granted: value }) => [kind, value])).toEqual([
      ['analytics', false],
      ['analytics', true],
      ['adult', true],
    ]);
  });

  it('starts a new account without news, and records when news were asked for and stopped', async () => {
    const session = loginResponseSchema.parse(await signIn(t.app, `dev-news${++counter}`));
    const me = { access: session.access, user: session.user };
    expect(session.user.news_subscription).toBe(false);
    expect((await call('PUT', 'user/profile/', me, { username: `news${counter}p` })).json()).toMatchObject({
      news_subscription: false,
    });
    expect(consentsListSchema.parse((await call('GET', 'user/consents/', me)).json()).results).toEqual([]);

    const before = Date.now();
    await call('PUT', 'user/profile/', me, { news_subscription: true });
    await call('PUT', 'user/profile/', me, { news_subscription: true });
    const { data } = await exportOf(me);
    expect(data.profile.news_subscription).toBe(true);
    expect(data.consents).toEqual([
      { kind: 'news', granted: true, version: null, recorded_at: expect.any(String) },
    ]);
    const givenAt = Date.parse(data.consents[0]!.recorded_at);
    expect(givenAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(givenAt).toBeLessThanOrEqual(Date.now() + 5_000);

    await call('PUT', 'user/profile/', me, { news_subscription: false });
    const { results } = consentsListSchema.parse((await call('GET', 'user/consents/', me)).json());
    expect(results.map(({ kind, granted }) => [kind, granted])).toEqual([
      ['news', false],
      ['news', true],
    ]);
  });

  it('refuses other answers and writes nothing', async () => {
    const me = await createAccount(t.app, `cob${++counter}p`, { consent: false });
    for (const body of [
      { kind: 'adult', granted: true },
      // The news answer comes with `news_subscription`, from the profile's e-mail box.
      { kind: 'news', granted: true },
      { kind: 'analytics' },
      { kind: 'analytics', granted: 1 },
    ]) {
      const response = await call('POST', 'user/consents/', me, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid' });
    }
    expect(consentsListSchema.parse((await call('GET', 'user/consents/', me)).json()).results).toEqual([]);
    expect(
      (await call('POST', 'user/consents/', null, { kind: 'analytics', granted: true })).statusCode,
    ).toBe(401);
  });
});

describe('leaving the relationship', () => {
  it('takes the match notifications away from both at once', async () => {
    const { a, b } = await couple();
    await like(a, free[0]!);
    await like(b, free[0]!);
    expect((await notificationsOf(a)).map((n) => n.kind)).toContain('match');
    expect((await call('DELETE', 'partner/current/remove/', a)).statusCode).toBe(204);
    expect((await notificationsOf(a)).map((n) => n.kind)).not.toContain('match');
    expect((await notificationsOf(b)).map((n) => n.kind)).toEqual(
      expect.arrayContaining(['partner_removed']),
    );
    expect((await notificationsOf(b)).map((n) => n.kind)).not.toContain('match');
    expect((await call('GET', 'fantasies/matches/', b)).json()).toEqual([]);
  });
});

describe('deleting the account', () => {
  const countRows = async (table: string, column: string, id: number) => {
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
    );
    return row!.n;
  };
  const likeCount = async (fantasy: Fantasy) =>
    (await t.app.inject({ url: '/api/v0/fantasies/stats/' })).json<Record<string, { like_count: number }>>()[
      String(fantasy.id)
    ]?.like_count ?? 0;

  it("erases what is mine, tells the partner only that I left, and keeps the partner's data", async () => {
    const { a, b } = await couple();
    const [shared, mine, theirs] = [free[3]!, free[4]!, free[5]!];
    await like(a, shared);
    await like(b, shared);
    await like(a, mine);
    await like(b, theirs);
    expect(await likeCount(shared)).toBeGreaterThanOrEqual(2);
    const sharedBefore = await likeCount(shared);
    await call('POST', 'fantasies/deepid_set/', a, [mine.id]);
    await call('POST', `fantasies/${mine.id}/feedback/`, a, { text: 'lovely', anonym: false });
    await call('PUT', 'user/profile/', a, { accept_18_disclaimer: true });
    // A date they completed together, with a memory each.
    const [event] = await queryRows<{ id: number }>(
      t.app.db,
      sql`insert into events (source_user_id, target_user_id, fantasy_id, happens_at, status)
          values (${a.user.id}, ${b.user.id}, ${shared.id}, now() - interval '1 day', 'completed') returning id`,
    );
    await t.app.db.execute(
      sql`insert into event_memories (event_id, user_id, mood, note) values
          (${event!.id}, ${a.user.id}, 'fire', 'mine'), (${event!.id}, ${b.user.id}, 'peach', 'theirs')`,
    );
    const [plan] = await queryRows<{ id: number }>(t.app.db, sql`select id from plans order by id limit 1`);
    await t.app.db.execute(
      sql`insert into purchases (user_id, plan_id, kind, amount, buyer_name, buyer_email, buyer_phone)
          values (${a.user.id}, ${plan!.id}, 'own', 100, 'Ann', 'ann@example.com', '+79990000000')`,
    );
    const before = (await call('GET', 'fantasies/liked/', b)).json();

    const deleted = await call('DELETE', 'user/profile/', a);
    expect(deleted.statusCode).toBe(204);

    // Signed out at once, and nothing of mine is left.
    expect((await call('GET', 'user/profile/', a)).statusCode).toBe(401);
    for (const [table, column] of [
      ['users', 'id'],
      ['likes', 'user_id'],
      ['deepid_entries', 'user_id'],
      ['fantasy_feedback', 'user_id'],
      ['auth_tokens', 'user_id'],
      ['notifications', 'user_id'],
      ['notifications', 'actor_user_id'],
      ['consents', 'user_id'],
      ['social_accounts', 'user_id'],
      ['event_memories', 'user_id'],
      ['purchases', 'user_id'],
    ] as const) {
      expect(await countRows(table, column, a.user.id), `${table}.${column}`).toBe(0);
    }
    const [order] = await queryRows(
      t.app.db,
      sql`select user_id, buyer_name, buyer_email, buyer_phone, amount from purchases where buyer_name = '' and amount = 100`,
    );
    expect(order).toEqual({
      user_id: null,
      buyer_name: '',
      buyer_email: null,
      buyer_phone: null,
      amount: 100,
    });

    // The partner: told only that their partner left, with their own likes and the date intact.
    const told = await notificationsOf(b);
    expect(told.map((n) => n.kind)).toContain('partner_left');
    expect(told.map((n) => n.kind)).not.toContain('match');
    expect(told.every((n) => n.actor === null)).toBe(true);
    expect((await call('GET', 'partner/current/', b)).statusCode).toBe(404);
    expect((await call('GET', 'fantasies/liked/', b)).json()).toEqual(before);
    expect((await call('GET', 'fantasies/matches/', b)).json()).toEqual([]);
    const completed = (await call('GET', 'events/completed/', b)).json<
      { id: number; target_user: unknown }[]
    >();
    // The date stays in the partner's history as one with a former partner: unnamed, read-only,
    // with the partner's memory and without mine.
    expect(completed).toEqual([
      expect.objectContaining({
        id: event!.id,
        target_user: null,
        source_user: b.user.id,
        with_partner: true,
        former_partner: true,
      }),
    ]);
    const memories = (await call('GET', 'events/memories/', b)).json();
    expect(memories).toEqual([expect.objectContaining({ user: b.user, note: 'theirs' })]);
    const rewrite = await call('PUT', `events/${event!.id}/memory/`, b, { mood: 'fire' });
    expect(rewrite.statusCode).toBe(409);
    expect(rewrite.json().code).toBe('event_history_read_only');
    const partnerExport = await exportOf(b);
    expect(partnerExport.response.body).not.toContain(a.user.username);
    expect(partnerExport.data.events[0]).toMatchObject({
      with_partner: true,
      former_partner: true,
      memory: { note: 'theirs' },
    });

    // Counters: the match no longer counts, the feedback is not counted.
    expect(await likeCount(shared)).toBe(sharedBefore - 2);
    const [stats] = await queryRows<{ feedback: number; unpublished: number }>(
      t.app.db,
      sql`select feedback_count as feedback, unpublished_feedback_count as unpublished from fantasy_stats where fantasy_id = ${mine.id}`,
    );
    expect(stats).toEqual({ feedback: 0, unpublished: 0 });
  });

  it('holds the username back from others for a while, then frees it', async () => {
    const me = await account('hold');
    expect((await call('DELETE', 'user/profile/', me)).statusCode).toBe(204);
    const next = await signIn(t.app, `dev-next-${counter}`);
    const take = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v0/user/profile/',
        headers: bearer(next.access),
        payload: { username: me.user.username.toUpperCase() },
      });
    const refused = await take();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid', username: [expect.any(String)] });
    await t.app.db.execute(
      sql`update held_usernames set held_until = now() - interval '1 second' where username_lower = ${me.user.username.toLowerCase()}`,
    );
    expect((await take()).statusCode).toBe(200);
  });

  it("erases this device's analytics events", async () => {
    const me = await account('ana');
    const device = `device-${counter}-delete`;
    await t.app.inject({
      method: 'POST',
      url: '/api/v0/analytics/httpapi/',
      payload: {
        api_key: 'x',
        events: [{ event_type: 'session_start', device_id: device, insert_id: device }],
      },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v0/user/profile/',
      headers: { ...bearer(me.access), cookie: `duet_device=${device}` },
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await queryRows(t.app.db, sql`select id from analytics_events where device_id = ${device}`);
    expect(rows).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await call('DELETE', 'user/profile/', null)).statusCode).toBe(401);
  });
});
