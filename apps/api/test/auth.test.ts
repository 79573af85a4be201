import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginResponseSchema, meSchema } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { hashToken } from '../src/features/auth/tokens.ts';
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
      news_subscription: true,
      accept_18_disclaimer: false,
      reg_for_interview_showed: false,
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
    const production = await build({ NODE_ENV: 'production' });
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
