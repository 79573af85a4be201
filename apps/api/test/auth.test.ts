import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  loginResponseSchema,
  logoutAllResponseSchema,
  meSchema,
  SESSION_ACTIVITY_STEP_MINUTES,
} from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { hashToken } from '../src/shared/session/tokens.ts';
import { bearer, build, signIn, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const countUsers = async () =>
  (await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from users`))[0]!.n;

describe('POST /api/v0/user/dev_login/', () => {
  it('creates an unfinished user once and issues a new opaque token on every sign-in', async () => {
    const first = loginResponseSchema.parse(await signIn(t.app, 'Alice'));
    expect(first.user).toEqual({
      id: expect.any(Number),
      username: expect.stringMatching(/^oauth2_[0-9a-f]{12}$/),
      // Marketing consent is given, never assumed: a new account has not given it.
      news_subscription: false,
      accept_18_disclaimer: false,
      reg_for_interview_showed: false,
      intimate_answers_consent: null,
    });
    expect(Buffer.from(first.access, 'base64url')).toHaveLength(32);
    const second = await signIn(t.app, 'alice');
    expect(second.user.id).toBe(first.user.id);
    expect(second.access).not.toBe(first.access);
  });

  it('stores tokens only as their SHA-256 hash', async () => {
    const { access } = await signIn(t.app, 'hash-check');
    const rows = (
      await queryRows<{ token_hash: string }>(t.app.db, sql`select token_hash from auth_tokens`)
    ).map((row) => row.token_hash);
    expect(rows).toContain(hashToken(access));
    expect(rows).not.toContain(access);
  });

  it.each([
    [{}, 'username'],
    [{ username: '' }, 'username'],
    [{ username: 'bad name!' }, 'username'],
    [{ username: 'x'.repeat(65) }, 'username'],
    [{ username: 42 }, 'username'],
  ])('rejects %j with a field error and writes nothing', async (payload, field) => {
    const before = await countUsers();
    const response = await t.app.inject({ method: 'POST', url: '/api/v0/user/dev_login/', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid',
      [field]: expect.arrayContaining([expect.any(String)]),
    });
    expect(await countUsers()).toBe(before);
  });

  it('rejects malformed JSON and a non-JSON body', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v0/user/dev_login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username"',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('parse_error');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v0/user/dev_login/',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=x',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('unsupported_media_type');
  });
});

describe('bearer tokens', () => {
  it('identify the user on GET /api/v0/user/profile/', async () => {
    const { access, user } = await signIn(t.app, 'profile-owner');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v0/user/profile/',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(200);
    expect(meSchema.parse(response.json())).toEqual(user);
  });

  it('answer not_authenticated when missing and authentication_failed when wrong', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v0/user/profile/' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('not_authenticated');
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    for (const authorization of ['Bearer nope', `Bearer ${'A'.repeat(43)}`, 'Basic dXNlcjpwYXNz', 'Bearer']) {
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/api/v0/user/profile/',
        headers: { authorization },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('authentication_failed');
    }
  });

  it('stop working after logout, while the other sessions of the user go on', async () => {
    const phone = await signIn(t.app, 'two-devices');
    const laptop = await signIn(t.app, 'two-devices');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v0/user/logout/',
      headers: bearer(phone.access),
    });
    expect(logout.statusCode).toBe(204);
    const afterLogout = await t.app.inject({
      method: 'GET',
      url: '/api/v0/user/profile/',
      headers: bearer(phone.access),
    });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().code).toBe('authentication_failed');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v0/user/profile/',
      headers: bearer(laptop.access),
    });
    expect(other.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v0/user/logout/',
      headers: bearer(phone.access),
    });
    expect(again.statusCode).toBe(401);
  });

  it('are required by logout', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v0/user/logout/' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });
});

describe('sign-in rate limit', () => {
  it('throttles an IP past the limit with code throttled', async () => {
    const limited = await build({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/v0/user/dev_login/',
          payload: { username: `burst${i}` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().code).toBe('throttled');
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('in production', () => {
  it('has no development sign-in', async () => {
    const production = await build({ NODE_ENV: 'production', PUBLIC_URL: 'https://duet.example' });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/v0/user/dev_login/',
        payload: { username: 'intruder' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    } finally {
      await production.close();
    }
  });
});

const profileOf = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/v0/user/profile/', headers: bearer(access) });

/** Moves a token's issue and last-use times back, as if that much time had passed. */
async function ageToken(db: TestApp['app']['db'], access: string, age: { issued?: string; used?: string }) {
  await db.execute(sql`
    update auth_tokens
    set created_at = now() - ${age.issued ?? '0 seconds'}::interval,
        last_used_at = now() - ${age.used ?? '0 seconds'}::interval
    where token_hash = ${hashToken(access)}`);
}

const lastUsedAt = async (access: string) =>
  (
    await queryRows<{ last_used_at: string }>(
      t.app.db,
      sql`select last_used_at::text from auth_tokens where token_hash = ${hashToken(access)}`,
    )
  )[0]!.last_used_at;

describe('token lifetime', () => {
  it('refuses a token unused for 30 days, like a revoked one', async () => {
    const { access } = await signIn(t.app, 'idle-user');
    await ageToken(t.app.db, access, { issued: '40 days', used: '29 days' });
    expect((await profileOf(access)).statusCode).toBe(200);
    await ageToken(t.app.db, access, { issued: '40 days', used: '31 days' });
    const expired = await profileOf(access);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('authentication_failed');
    expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('refuses a token 365 days after issue, however recently used', async () => {
    const { access } = await signIn(t.app, 'old-token');
    await ageToken(t.app.db, access, { issued: '364 days' });
    expect((await profileOf(access)).statusCode).toBe(200);
    await ageToken(t.app.db, access, { issued: '366 days' });
    const expired = await profileOf(access);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('authentication_failed');
  });

  it('takes both windows from TOKEN_IDLE_DAYS and TOKEN_LIFETIME_DAYS', async () => {
    const short = await build({ TOKEN_IDLE_DAYS: '2', TOKEN_LIFETIME_DAYS: '10' });
    try {
      const idle = await signIn(short.app, 'short-idle');
      await ageToken(short.app.db, idle.access, { used: '3 days' });
      const old = await signIn(short.app, 'short-life');
      await ageToken(short.app.db, old.access, { issued: '11 days' });
      for (const { access } of [idle, old]) {
        const response = await short.app.inject({
          method: 'GET',
          url: '/api/v0/user/profile/',
          headers: bearer(access),
        });
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await short.close();
    }
  });

  it(`records the last use at most every ${SESSION_ACTIVITY_STEP_MINUTES} minutes`, async () => {
    const { access } = await signIn(t.app, 'last-use');
    const step = SESSION_ACTIVITY_STEP_MINUTES;
    await ageToken(t.app.db, access, { used: `${step - 1} minutes` });
    const recent = await lastUsedAt(access);
    expect((await profileOf(access)).statusCode).toBe(200);
    expect(await lastUsedAt(access)).toBe(recent);
    await ageToken(t.app.db, access, { used: `${step + 1} minutes` });
    const stale = await lastUsedAt(access);
    expect((await profileOf(access)).statusCode).toBe(200);
    const touched = await lastUsedAt(access);
    expect(new Date(touched).getTime()).toBeGreaterThan(new Date(stale).getTime() + step * 60_000);
  });

  it('keeps an idle user signed in while they use the token', async () => {
    const { access } = await signIn(t.app, 'daily-user');
    await ageToken(t.app.db, access, { issued: '60 days', used: '29 days' });
    expect((await profileOf(access)).statusCode).toBe(200);
    // That use counted: 29 days on, the token is still inside its idle window.
    await t.app.db.execute(
      sql`update auth_tokens set last_used_at = last_used_at - interval '29 days' where token_hash = ${hashToken(access)}`,
    );
    expect((await profileOf(access)).statusCode).toBe(200);
  });

  it("forgets a user's revoked and expired tokens at their next sign-in", async () => {
    const revoked = await signIn(t.app, 'tidy-user');
    await t.app.inject({ method: 'POST', url: '/api/v0/user/logout/', headers: bearer(revoked.access) });
    const expired = await signIn(t.app, 'tidy-user');
    await ageToken(t.app.db, expired.access, { used: '31 days' });
    const live = await signIn(t.app, 'tidy-user');
    const hashes = (
      await queryRows<{ token_hash: string }>(
        t.app.db,
        sql`select token_hash from auth_tokens where user_id = ${live.user.id}`,
      )
    ).map((row) => row.token_hash);
    expect(hashes).toEqual([hashToken(live.access)]);
  });
});

describe('POST /api/v0/user/logout_all/', () => {
  it('revokes every token of the user and no one else’s', async () => {
    const phone = await signIn(t.app, 'everywhere');
    const laptop = await signIn(t.app, 'everywhere');
    const stranger = await signIn(t.app, 'bystander');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v0/user/logout_all/',
      headers: bearer(laptop.access),
    });
    expect(response.statusCode).toBe(200);
    expect(logoutAllResponseSchema.parse(response.json())).toEqual({ revoked: 2 });
    for (const access of [phone.access, laptop.access]) {
      const refused = await profileOf(access);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('authentication_failed');
    }
    expect((await profileOf(stranger.access)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v0/user/logout_all/',
      headers: bearer(phone.access),
    });
    expect(again.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v0/user/logout_all/' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.paths['/api/v0/user/logout_all/']?.post?.responses?.['200']).toBeDefined();
  });
});

// These reads check the token inside their own statement (ADR 0020): the same refusals as every
// other signed-in endpoint, and the same record of use.
const ONE_STATEMENT_READS = [
  'fantasies/liked/',
  'fantasies/matches/',
  'subscriptions/',
  'events/',
  'events/actual/',
  'events/completed/',
  'notifications/',
  'notifications/?paginator=off',
];

describe.each(ONE_STATEMENT_READS)('GET /api/v0/%s, one statement with the token', (path) => {
  const who = path.replace(/\W/g, '-');
  const read = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v0/${path}`, headers: authorization ? { authorization } : {} });

  it('refuses a missing, malformed or unknown token as every signed-in endpoint does', async () => {
    const missing = await read();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('not_authenticated');
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    for (const authorization of ['Bearer short', `Bearer ${'x'.repeat(43)}`]) {
      const refused = await read(authorization);
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.json().code).toBe('authentication_failed');
      expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
  });

  it('refuses a token at once after logout, and once idle or too old', async () => {
    const { access } = await signIn(t.app, `one-statement-${who}`);
    expect((await read(`Bearer ${access}`)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v0/user/logout/', headers: bearer(access) });
    expect((await read(`Bearer ${access}`)).json().code).toBe('authentication_failed');

    for (const age of [{ used: '31 days' }, { issued: '366 days' }]) {
      const other = await signIn(t.app, `one-statement-${who}-${age.used ?? age.issued}`.replace(/ /g, '-'));
      await ageToken(t.app.db, other.access, age);
      expect((await read(`Bearer ${other.access}`)).statusCode, JSON.stringify(age)).toBe(401);
    }
  });

  it(`records the last use at most every ${SESSION_ACTIVITY_STEP_MINUTES} minutes`, async () => {
    const { access } = await signIn(t.app, `one-statement-use-${who}`);
    const step = SESSION_ACTIVITY_STEP_MINUTES;
    await ageToken(t.app.db, access, { used: `${step - 1} minutes` });
    const recent = await lastUsedAt(access);
    expect((await read(`Bearer ${access}`)).statusCode).toBe(200);
    expect(await lastUsedAt(access)).toBe(recent);
    await ageToken(t.app.db, access, { used: `${step + 1} minutes` });
    const stale = await lastUsedAt(access);
    expect((await read(`Bearer ${access}`)).statusCode).toBe(200);
    expect(new Date(await lastUsedAt(access)).getTime()).toBeGreaterThan(
      new Date(stale).getTime() + step * 60_000,
    );
  });
});

describe('GET /api/v0/notifications/ with a bad query', () => {
  const read = (query: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v0/notifications/?${query}`,
      headers: token ? bearer(token) : {},
    });

  it('is a 401 before a 400 for a missing or dead token, and a 400 writing nothing for a live one', async () => {
    const { access } = await signIn(t.app, 'bad-query-reader');
    const dead = await signIn(t.app, 'bad-query-leaver');
    await t.app.inject({ method: 'POST', url: '/api/v0/user/logout/', headers: bearer(dead.access) });
    for (const query of ['page=0', 'page_size=abc', 'page=1&page_size=100000']) {
      expect((await read(query)).json().code, query).toBe('not_authenticated');
      expect((await read(query, dead.access)).json().code, query).toBe('authentication_failed');
      const refused = await read(query, access);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().code, query).toBe('invalid');
    }
  });
});
