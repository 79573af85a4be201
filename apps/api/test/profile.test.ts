import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { meSchema } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { bearer, build, createAccount, signIn, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const put = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v0/user/profile/',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

describe('PUT /api/v0/user/profile/', () => {
  it('finishes the account with a username and keeps the other fields', async () => {
    const { access, user } = await signIn(t.app, 'newcomer');
    expect(user.username).toMatch(/^oauth2_/);
    const response = await put(access, { username: 'Newcomer.1', news_subscription: false });
    expect(response.statusCode).toBe(200);
    expect(meSchema.parse(response.json())).toEqual({
      id: user.id,
      username: 'Newcomer.1',
      news_subscription: false,
      accept_18_disclaimer: false,
      reg_for_interview_showed: false,
      intimate_answers_consent: null,
    });
    const flags = await put(access, { accept_18_disclaimer: true, reg_for_interview_showed: true });
    expect(flags.json()).toMatchObject({
      username: 'Newcomer.1',
      accept_18_disclaimer: true,
      reg_for_interview_showed: true,
    });
    expect((await put(access, {})).json()).toMatchObject({ username: 'Newcomer.1' });
    const read = await t.app.inject({ url: '/api/v0/user/profile/', headers: bearer(access) });
    expect(read.json().username).toBe('Newcomer.1');
  });

  it('refuses a username taken in any letter case, with a username field error, and changes nothing', async () => {
    await createAccount(t.app, 'TakenName');
    const { access, user } = await signIn(t.app, 'late-comer');
    const response = await put(access, { username: 'takenname', news_subscription: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid',
      detail: 'Invalid input.',
      username: ['A user with that username already exists.'],
    });
    const [row] = await queryRows<{ username: string; news_subscription: boolean }>(
      t.app.db,
      sql`select username, news_subscription from users where id = ${user.id}`,
    );
    expect(row).toEqual({ username: user.username, news_subscription: false });
    const consents = await queryRows(t.app.db, sql`select id from consents where user_id = ${user.id}`);
    expect(consents).toEqual([]);
  });

  it('lets a user change the case of their own username', async () => {
    const { access } = await createAccount(t.app, 'casey');
    expect((await put(access, { username: 'Casey' })).json().username).toBe('Casey');
  });

  it.each([
    [{ username: 'abc' }, 'username'],
    [{ username: 'имя_пользователя' }, 'username'],
    [{ username: 'with space' }, 'username'],
    [{ username: 'oauth2_mine' }, 'username'],
    [{ username: 'Apple.fan' }, 'username'],
    [{ username: 'x'.repeat(151) }, 'username'],
    [{ news_subscription: 'yes' }, 'news_subscription'],
    [{ accept_18_disclaimer: 1 }, 'accept_18_disclaimer'],
  ])('rejects %j with a field error', async (payload, field) => {
    const { access, user } = await signIn(t.app, `invalid-${field}`);
    const response = await put(access, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', [field]: [expect.any(String)] });
    const read = await t.app.inject({ url: '/api/v0/user/profile/', headers: bearer(access) });
    expect(read.json()).toEqual(user);
  });

  it('needs a token', async () => {
    const response = await put(null, { username: 'nobody1' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });
});

describe('POST /api/v0/forms/reg_for_interview/', () => {
  const register = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v0/forms/reg_for_interview/',
      headers: token ? bearer(token) : {},
      payload,
    });
  const stored = async (userId: number) =>
    queryRows<{ tg_username: string }>(
      t.app.db,
      sql`select tg_username from interview_registrations where user_id = ${userId}`,
    );

  it('stores the Telegram username once per user, keeping the latest', async () => {
    const { access, user } = await createAccount(t.app, 'interviewee');
    expect((await register(access, { tg_username: 'duet_fan' })).statusCode).toBe(201);
    expect((await register(access, { tg_username: 'duet_fan_2' })).statusCode).toBe(201);
    expect(await stored(user.id)).toEqual([{ tg_username: 'duet_fan_2' }]);
  });

  it.each(['abcd', 'a'.repeat(33), 'with-dash', '@handle', ''])(
    'refuses %j and stores nothing',
    async (tg) => {
      const { access, user } = await signIn(t.app, `tg-${tg.length}-${tg.charCodeAt(0) || 0}`);
      const response = await register(access, { tg_username: tg });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid', tg_username: [expect.any(String)] });
      expect(await stored(user.id)).toEqual([]);
    },
  );

  it('needs a token', async () => {
    expect((await register(null, { tg_username: 'duet_fan' })).statusCode).toBe(401);
  });
});
