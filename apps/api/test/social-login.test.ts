import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { authProvidersSchema, loginResponseSchema } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { CLIENT, startFakeProviders, type FakeProviders } from './fake-providers.ts';
import { bearer, build, signIn, type TestApp } from './helper.ts';

let fake: FakeProviders;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeProviders();
  t = await build(fake.env);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.calls.down = false;
});

const login = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v0/user/${path}/`, payload, headers });

async function counts() {
  const [row] = await queryRows<{ users: number; accounts: number; tokens: number }>(
    t.app.db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from social_accounts) as accounts,
        (select count(*)::int from auth_tokens) as tokens`,
  );
  return row!;
}

/** A failed verification answers 401 `authentication_failed` and creates nothing at all. */
async function expectRejected(path: string, payload: object) {
  const before = await counts();
  const response = await login(path, payload);
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json().code).toBe('authentication_failed');
  expect(await counts()).toEqual(before);
}

describe('GET /api/v0/user/providers/', () => {
  it('lists configured providers with their public ids only', async () => {
    const providers = authProvidersSchema.parse(
      (await t.app.inject({ url: '/api/v0/user/providers/' })).json(),
    );
    expect(providers).toEqual({
      google: { client_id: CLIENT.google },
      yandex: { client_id: CLIENT.yandex },
      vk: { app_id: CLIENT.vk },
      apple: { client_id: CLIENT.apple, redirect_uri: 'https://duet.example/auth/login/' },
      dev_login: true,
    });
    expect(JSON.stringify(providers)).not.toContain('PRIVATE');
  });
});

describe('POST /api/v0/user/google_login_jwt/', () => {
  it('signs a verified Google user in as a new unfinished account, then as the same account', async () => {
    const jwt = await fake.googleToken({ sub: 'google-alice' });
    const first = loginResponseSchema.parse((await login('google_login_jwt', { jwt })).json());
    expect(first.user.username).toMatch(/^oauth2_/);
    const again = loginResponseSchema.parse(
      (await login('google_login_jwt', { jwt, force_id: null })).json(),
    );
    expect(again.user.id).toBe(first.user.id);
    expect(again.access).not.toBe(first.access);
  });

  it.each([
    ['a wrong signature', () => fake.googleToken({ sub: 'g-x' }, { signedByStranger: true })],
    ['a wrong audience', () => fake.googleToken({ sub: 'g-x', aud: 'someone-else' })],
    ['a wrong issuer', () => fake.googleToken({ sub: 'g-x', iss: 'https://evil.example' })],
    [
      'an expired token',
      () => fake.googleToken({ sub: 'g-x' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['an unverified e-mail', () => fake.googleToken({ sub: 'g-x', email_verified: false })],
    ['a token that is no JWT', async () => 'not-a-jwt'],
  ])('rejects %s', async (_name, makeToken) => {
    await expectRejected('google_login_jwt', { jwt: await makeToken() });
  });

  it('answers 502 when Google keys cannot be fetched', async () => {
    const isolated = await build({ ...fake.env, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' });
    try {
      const response = await isolated.app.inject({
        method: 'POST',
        url: '/api/v0/user/google_login_jwt/',
        payload: { jwt: await fake.googleToken() },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('provider_unavailable');
    } finally {
      await isolated.close();
    }
  });
});

describe('POST /api/v0/user/yandex_login/', () => {
  it('signs in a token issued to Duet', async () => {
    fake.addYandexToken('ya-good', { id: '1001', default_email: 'ya@example.com' });
    const response = await login('yandex_login', { jwt: 'ya-good', force_id: null });
    expect(response.statusCode).toBe(200);
    expect(loginResponseSchema.parse(response.json()).user.username).toMatch(/^oauth2_/);
  });

  it('rejects a token issued to another app, and an unknown token', async () => {
    fake.addYandexToken('ya-other-app', { id: '1002', client_id: 'another-app' });
    await expectRejected('yandex_login', { jwt: 'ya-other-app', force_id: null });
    await expectRejected('yandex_login', { jwt: 'ya-unknown', force_id: null });
  });

  it('answers 502 when Yandex is down', async () => {
    fake.calls.down = true;
    const response = await login('yandex_login', { jwt: 'ya-good' });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('provider_unavailable');
  });
});

describe('POST /api/v0/user/vk_login/', () => {
  it('signs in a VK ID token of our app', async () => {
    fake.addVkToken('vk-good', { user_id: '777' });
    const response = await login('vk_login', { access_token: 'vk-good', force_id: null, device_id: 'd-1' });
    expect(response.statusCode).toBe(200);
  });

  it('rejects an unknown token and a token of another app', async () => {
    fake.addVkToken('vk-other-app', { user_id: '778', client_id: '999' });
    await expectRejected('vk_login', { access_token: 'vk-unknown', force_id: null });
    await expectRejected('vk_login', { access_token: 'vk-other-app', force_id: null });
  });
});

describe('POST /api/v0/user/apple_login/', () => {
  it('exchanges the code with an ES256 client secret and signs in as an apple… account', async () => {
    await fake.addAppleCode('apple-good', { sub: 'apple-alice' });
    const response = await login('apple_login', { code: 'apple-good', is_web: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(loginResponseSchema.parse(response.json()).user.username).toMatch(/^apple_/);
    const secret = fake.calls.appleSecrets.at(-1)!;
    expect(secret.exp! - secret.iat!).toBeLessThanOrEqual(15_552_000);
  });

  it.each([
    ['an unknown code', async () => 'apple-unknown'],
    [
      'an ID token for another client',
      async () => (await fake.addAppleCode('apple-aud', { aud: 'other' }), 'apple-aud'),
    ],
    [
      'an ID token from another issuer',
      async () => (await fake.addAppleCode('apple-iss', { iss: 'https://evil.example' }), 'apple-iss'),
    ],
    [
      'an expired ID token',
      async () => (await fake.addAppleCode('apple-exp', {}, Math.floor(Date.now() / 1000) - 60), 'apple-exp'),
    ],
  ])('rejects %s', async (_name, makeCode) => {
    await expectRejected('apple_login', { code: await makeCode(), is_web: true });
  });

  it('rejects a code that was already used', async () => {
    await fake.addAppleCode('apple-once', { sub: 'apple-once' });
    expect((await login('apple_login', { code: 'apple-once', is_web: true })).statusCode).toBe(200);
    await expectRejected('apple_login', { code: 'apple-once', is_web: true });
  });
});

describe('bad sign-in input', () => {
  it.each([
    ['google_login_jwt', {}],
    ['google_login_jwt', { jwt: '' }],
    ['google_login_jwt', { jwt: 'x', force_id: 'me' }],
    ['yandex_login', { token: 'x' }],
    ['vk_login', { access_token: 5 }],
    ['apple_login', { code: 'x' }],
    ['apple_login', { code: 'x', is_web: false }],
  ])('%s %j answers 400 invalid and creates nothing', async (path, payload) => {
    const before = await counts();
    const response = await login(path, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid');
    expect(await counts()).toEqual(before);
  });
});

describe('force_id: attaching a provider to the signed-in account', () => {
  it('attaches a new identity to the account behind the token', async () => {
    const me = await signIn(t.app, 'attach-me');
    const jwt = await fake.googleToken({ sub: 'google-attach' });
    const response = await login('google_login_jwt', { jwt, force_id: me.user.id }, bearer(me.access));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(me.user.id);
    const later = await login('google_login_jwt', { jwt });
    expect(later.json().user.id).toBe(me.user.id);
  });

  it('refuses another user id, a missing token, and an identity that belongs to someone else', async () => {
    const me = await signIn(t.app, 'attach-other');
    const jwt = await fake.googleToken({ sub: 'google-attach-2' });
    const otherId = await login('google_login_jwt', { jwt, force_id: me.user.id + 1000 }, bearer(me.access));
    expect(otherId.statusCode).toBe(403);
    expect(otherId.json().code).toBe('permission_denied');
    const noToken = await login('google_login_jwt', { jwt, force_id: me.user.id });
    expect(noToken.statusCode).toBe(401);

    const owner = await login('google_login_jwt', { jwt: await fake.googleToken({ sub: 'google-owned' }) });
    expect(owner.statusCode).toBe(200);
    const taken = await login(
      'google_login_jwt',
      { jwt: await fake.googleToken({ sub: 'google-owned' }), force_id: me.user.id },
      bearer(me.access),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('social_account_taken');
  });
});

describe('switched-off providers', () => {
  it('answer 404 provider_disabled and are absent from the provider list', async () => {
    const bare = await build();
    try {
      for (const [path, payload] of [
        ['google_login_jwt', { jwt: 'x' }],
        ['yandex_login', { jwt: 'x' }],
        ['vk_login', { access_token: 'x' }],
        ['apple_login', { code: 'x', is_web: true }],
      ] as const) {
        const response = await bare.app.inject({ method: 'POST', url: `/api/v0/user/${path}/`, payload });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('provider_disabled');
      }
      const providers = (await bare.app.inject({ url: '/api/v0/user/providers/' })).json();
      expect(providers).toEqual({ google: null, yandex: null, vk: null, apple: null, dev_login: true });
    } finally {
      await bare.close();
    }
  });
});
