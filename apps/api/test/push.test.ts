import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { compactVerify, importJWK } from 'jose';
import webpush from 'web-push';
import { FREE_DIFFICULTIES, type Fantasy } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { notify } from '../src/shared/notify.ts';
import {
  bearer,
  build,
  callApi,
  createAccount,
  createCouple,
  testEngine,
  type Account,
  type TestApp,
} from './helper.ts';
import { createDevice, startFakePushService, type FakePushService } from './fake-push-service.ts';

const vapidKeys = webpush.generateVAPIDKeys();
const VAPID = {
  VAPID_PUBLIC_KEY: vapidKeys.publicKey,
  VAPID_PRIVATE_KEY: vapidKeys.privateKey,
  VAPID_SUBJECT: 'mailto:team@duet.example',
  // The tests sweep when they need to; changes nudge the dispatcher too.
  PUSH_SWEEP_INTERVAL_MS: '3600000',
};

let t: TestApp;
let service: FakePushService;
let freeIds: number[];
beforeAll(async () => {
  service = await startFakePushService();
  t = await build(VAPID);
  const catalogue = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>();
  freeIds = catalogue.filter((f) => FREE_DIFFICULTIES.includes(f.difficulty)).map((f) => f.id);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

let counter = 0;
const name = (prefix: string) => `${prefix}${++counter}p`;
const sweep = () => t.app.push!.sweep();

async function subscribe(who: Account, locale: 'ru' | 'en', app = t.app) {
  const device = createDevice(service, `/device/${++counter}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v0/push/subscriptions/',
    headers: { ...bearer(who.access), 'accept-language': locale },
    payload: device.subscription,
  });
  expect(response.statusCode, response.body).toBe(201);
  return device;
}

const like = (who: Account, id: number) => callApi(t.app, 'POST', `fantasies/${id}/like/`, who);
const subscriptionCount = async (userId: number, app = t.app) =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from push_subscriptions where user_id = ${userId}`,
    )
  )[0]!.n;

describe('GET /push/key/', () => {
  it("answers the server's VAPID public key, to anyone", async () => {
    const response = await t.app.inject({ url: '/api/v0/push/key/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ public_key: vapidKeys.publicKey });
  });

  it('answers a null key without VAPID keys (no 404 on every page), and refuses subscriptions', async () => {
    const off = await build();
    try {
      const response = await off.app.inject({ url: '/api/v0/push/key/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ public_key: null });
      const who = await createAccount(off.app, name('off'));
      const device = createDevice(service, '/device/off');
      const stored = await callApi(off.app, 'POST', 'push/subscriptions/', who, device.subscription);
      expect(stored.statusCode).toBe(404);
      expect(stored.json()).toMatchObject({ code: 'push_disabled' });
    } finally {
      await off.close();
    }
  });
});

describe('POST /push/subscriptions/', () => {
  it("stores this device's subscription in the request's language", async () => {
    const who = await createAccount(t.app, name('sub'));
    const device = createDevice(service, '/device/stored');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v0/push/subscriptions/',
      headers: { ...bearer(who.access), 'accept-language': 'en' },
      payload: { ...device.subscription, expirationTime: null },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ endpoint: device.subscription.endpoint, locale: 'en' });
    expect(await subscriptionCount(who.user.id)).toBe(1);
  });

  it('upserts by endpoint: storing again changes the language, not the count', async () => {
    const who = await createAccount(t.app, name('up'));
    const device = await subscribe(who, 'en');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v0/push/subscriptions/',
      headers: { ...bearer(who.access), 'accept-language': 'ru' },
      payload: device.subscription,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ locale: 'ru' });
    expect(await subscriptionCount(who.user.id)).toBe(1);
  });

  it('gives the device to whoever signs in on it last: the previous person stops getting pushes', async () => {
    const first = await createAccount(t.app, name('first'));
    const second = await createAccount(t.app, name('second'));
    const device = await subscribe(first, 'en');
    const taken = await callApi(t.app, 'POST', 'push/subscriptions/', second, device.subscription);
    expect(taken.statusCode).toBe(201);
    expect(await subscriptionCount(first.user.id)).toBe(0);
    expect(await subscriptionCount(second.user.id)).toBe(1);
  });

  it('needs a signed-in person', async () => {
    const device = createDevice(service, '/device/anonymous');
    const response = await callApi(t.app, 'POST', 'push/subscriptions/', null, device.subscription);
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['an http endpoint off 127.0.0.1', { endpoint: 'http://push.example/x' }],
    ['an endpoint that is no URL', { endpoint: 'push' }],
    ['a short p256dh', { keys: { p256dh: 'AAAA', auth: 'A'.repeat(22) } }],
    ['an auth secret of the wrong size', { keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(30) } }],
    ['keys that are not base64url', { keys: { p256dh: '+'.repeat(87), auth: 'A'.repeat(22) } }],
    ['no keys', { keys: undefined }],
    ['an unknown field', { user_id: 1 }],
  ])('refuses %s with 400 and stores nothing', async (_what, change) => {
    const who = await createAccount(t.app, name('bad'));
    const device = createDevice(service, '/device/bad');
    const response = await callApi(t.app, 'POST', 'push/subscriptions/', who, {
      ...device.subscription,
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
    expect(await subscriptionCount(who.user.id)).toBe(0);
  });
});

describe('the data download', () => {
  it("lists the person's push devices with their sessions, and a deleted account takes them along", async () => {
    const who = await createAccount(t.app, name('exp'));
    const device = await subscribe(who, 'en');
    const exported = await callApi(t.app, 'GET', 'user/export/', who);
    expect(exported.statusCode).toBe(200);
    expect(exported.json<{ push_subscriptions: unknown[] }>().push_subscriptions).toEqual([
      {
        session_id: expect.any(Number),
        endpoint: device.subscription.endpoint,
        locale: 'en',
        created_at: expect.any(String),
      },
    ]);
    expect((await callApi(t.app, 'DELETE', 'user/profile/', who)).statusCode).toBe(204);
    expect(await subscriptionCount(who.user.id)).toBe(0);
  });
});

describe('DELETE /push/subscriptions/', () => {
  it('forgets my own subscription by endpoint, once', async () => {
    const who = await createAccount(t.app, name('del'));
    const device = await subscribe(who, 'en');
    const body = { endpoint: device.subscription.endpoint };
    expect((await callApi(t.app, 'DELETE', 'push/subscriptions/', who, body)).statusCode).toBe(204);
    expect(await subscriptionCount(who.user.id)).toBe(0);
    expect((await callApi(t.app, 'DELETE', 'push/subscriptions/', who, body)).statusCode).toBe(404);
  });

  it("answers 404 for someone else's and keeps it", async () => {
    const owner = await createAccount(t.app, name('own'));
    const other = await createAccount(t.app, name('oth'));
    const device = await subscribe(owner, 'en');
    const response = await callApi(t.app, 'DELETE', 'push/subscriptions/', other, {
      endpoint: device.subscription.endpoint,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(await subscriptionCount(owner.user.id)).toBe(1);
  });

  it('needs a signed-in person and an endpoint', async () => {
    const who = await createAccount(t.app, name('delbad'));
    const device = await subscribe(who, 'en');
    const body = { endpoint: device.subscription.endpoint };
    expect((await callApi(t.app, 'DELETE', 'push/subscriptions/', null, body)).statusCode).toBe(401);
    expect((await callApi(t.app, 'DELETE', 'push/subscriptions/', who, {})).statusCode).toBe(400);
    expect((await callApi(t.app, 'DELETE', 'push/subscriptions/', who, { endpoint: 7 })).statusCode).toBe(
      400,
    );
    expect(await subscriptionCount(who.user.id)).toBe(1);
  });
});

/** The VAPID JWT's claims, after checking its ES256 signature with the server's public key. */
async function vapidClaims(authorization: string | undefined) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  expect(match![2]).toBe(vapidKeys.publicKey);
  const point = Buffer.from(vapidKeys.publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await compactVerify(match![1]!, key);
  return JSON.parse(Buffer.from(payload).toString('utf8')) as { aud: string; sub: string; exp: number };
}

describe('sending', () => {
  it('pushes a match to each partner device, discreetly, in its language, signed for the push service', async () => {
    const { a, b } = await createCouple(t.app, [name('ann'), name('ben')]);
    const phone = await subscribe(a, 'en');
    const laptop = await subscribe(b, 'ru');
    expect((await like(a, freeIds[0]!)).statusCode).toBe(200);
    await sweep();
    expect(service.to(phone.path)).toHaveLength(0); // a one-sided like tells no one
    expect((await like(b, freeIds[0]!)).statusCode).toBe(200);
    await expect.poll(() => service.to(phone.path).length + service.to(laptop.path).length).toBe(2);

    const [push] = service.to(phone.path);
    expect(push!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      urgency: 'normal',
    });
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const claims = await vapidClaims(push!.headers.authorization);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe('mailto:team@duet.example');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(phone.decrypt(push!.body)).toEqual({
      title: 'Duet',
      body: 'You have a new match ❤',
      url: '/en/notifications/',
      tag: 'match',
    });
    expect(laptop.decrypt(service.to(laptop.path)[0]!.body)).toMatchObject({
      body: 'У вас новое совпадение ❤',
      url: '/notifications/',
    });

    // Claimed once: more sweeps, on this node or any other, send nothing again.
    await Promise.all([sweep(), sweep(), sweep()]);
    expect(service.to(phone.path)).toHaveLength(1);
  });

  it('sends nothing for a notification whose transaction rolled back', async () => {
    const who = await createAccount(t.app, name('rb'));
    const device = await subscribe(who, 'en');
    await expect(
      t.app.db.transaction(async (tx) => {
        await notify(tx, [who.user.id], 'match');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await sweep();
    expect(service.to(device.path)).toHaveLength(0);

    await notify(t.app.db, [who.user.id], 'match');
    await sweep();
    expect(service.to(device.path)).toHaveLength(1);
  });

  it('drops a notification that waited over an hour unsent: news that late is noise', async () => {
    const who = await createAccount(t.app, name('late'));
    const device = await subscribe(who, 'en');
    await t.app.db.transaction(async (tx) => {
      await notify(tx, [who.user.id], 'match');
      await tx.execute(
        sql`update notifications set created_at = now() - interval '2 hours' where user_id = ${who.user.id}`,
      );
    });
    await sweep();
    expect(service.to(device.path)).toHaveLength(0);
    const pending = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from notifications where push_pending and user_id = ${who.user.id}`,
    );
    expect(pending[0]!.n).toBe(0);
  });

  it('pushes a date invitation to the invitee and the answer to the inviter', async () => {
    const { a, b } = await createCouple(t.app, [name('cat'), name('dan')]);
    const inviter = await subscribe(a, 'en');
    const invitee = await subscribe(b, 'ru');
    const plan = async () => {
      const response = await callApi(t.app, 'POST', 'events/', a, {
        fantasy: freeIds[1],
        mood: 'candle',
        target_user: b.user.id,
        happens_at: new Date(Date.now() + 86_400_000).toISOString(),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const first = await plan();
    await expect.poll(() => service.to(invitee.path).length).toBe(1);
    expect(invitee.decrypt(service.to(invitee.path)[0]!.body)).toMatchObject({
      body: 'Вас приглашают на свидание ❤',
      url: '/events/invitations/',
    });
    expect((await callApi(t.app, 'POST', `events/${first}/accept/`, b)).statusCode).toBe(200);
    await expect.poll(() => service.to(inviter.path).length).toBe(1);
    expect(inviter.decrypt(service.to(inviter.path)[0]!.body)).toMatchObject({
      body: 'Your date invitation was accepted ❤',
      url: '/en/events/',
    });

    const second = await plan();
    expect((await callApi(t.app, 'POST', `events/${second}/reject/`, b)).statusCode).toBe(200);
    await expect.poll(() => service.to(inviter.path).length).toBe(2);
    expect(inviter.decrypt(service.to(inviter.path)[1]!.body)).toMatchObject({
      body: 'Your date invitation was declined',
    });
  });

  it('deletes a subscription the push service answers 410 for, and keeps one that failed otherwise', async () => {
    const who = await createAccount(t.app, name('gone'));
    const gone = await subscribe(who, 'en');
    const flaky = await subscribe(who, 'en');
    service.answer(gone.path, 410);
    service.answer(flaky.path, 500);
    await notify(t.app.db, [who.user.id], 'match');
    await sweep();
    expect(service.to(gone.path)).toHaveLength(1);
    expect(service.to(flaky.path)).toHaveLength(1);
    const left = await queryRows<{ endpoint: string }>(
      t.app.db,
      sql`select endpoint from push_subscriptions where user_id = ${who.user.id}`,
    );
    expect(left.map((row) => row.endpoint)).toEqual([flaky.subscription.endpoint]);
  });

  it('stops pushing to a device once its session ends', async () => {
    const who = await createAccount(t.app, name('out'));
    const device = await subscribe(who, 'en');
    expect((await callApi(t.app, 'POST', 'user/logout/', who)).statusCode).toBeLessThan(300);
    await notify(t.app.db, [who.user.id], 'match');
    await sweep();
    expect(service.to(device.path)).toHaveLength(0);
  });
});

describe('endpoints that lead inside', () => {
  // A name the attacker controls, answering with this machine's address (or another internal one).
  const internal: Record<string, string> = {
    'push.attacker.example': '127.0.0.1',
    'mapped.attacker.example': '::ffff:127.0.0.1',
    'metadata.attacker.example': '169.254.169.254',
    'ula.attacker.example': 'fd00::1',
    'ten.attacker.example': '10.0.0.1',
    'lan.attacker.example': '192.168.1.1',
  };
  const resolveHost = async (hostname: string) => {
    const address = internal[hostname];
    if (!address) throw new Error(`unknown test name ${hostname}`);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };

  it('are never connected to when sending: the subscription stays, nothing tells whether it led anywhere', async () => {
    const guarded = await build(VAPID, { resolveHost });
    try {
      const who = await createAccount(guarded.app, name('ssrf'));
      const keys = createDevice(service, '/unused').subscription.keys;
      const endpoints = Object.keys(internal).map(
        (host) => `https://${host}:${service.port}/device/${++counter}`,
      );
      for (const endpoint of endpoints) {
        const stored = await callApi(guarded.app, 'POST', 'push/subscriptions/', who, { endpoint, keys });
        expect(stored.statusCode, stored.body).toBe(201);
      }
      // Stored some other way (before a rule existed): the system itself resolves it to 127.0.0.1.
      const old = `https://localhost:${service.port}/device/${++counter}`;
      await guarded.app.db.execute(
        sql`insert into push_subscriptions (user_id, token_id, endpoint, p256dh, auth, locale)
            select user_id, id, ${old}, ${keys.p256dh}, ${keys.auth}, 'en' from auth_tokens
            where user_id = ${who.user.id} limit 1`,
      );
      const before = service.connections();
      await notify(guarded.app.db, [who.user.id], 'match');
      await guarded.app.push!.sweep();
      expect(service.connections()).toBe(before);
      expect(await subscriptionCount(who.user.id, guarded.app)).toBe(endpoints.length + 1);
    } finally {
      await guarded.close();
    }
  });

  it.each([
    'https://localhost.:4291/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://kubernetes.default.svc/api',
    'https://this-machine/x',
  ])('refuses to store %s', async (endpoint) => {
    const who = await createAccount(t.app, name('int'));
    const device = createDevice(service, '/unused');
    const response = await callApi(t.app, 'POST', 'push/subscriptions/', who, {
      ...device.subscription,
      endpoint,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', endpoint: [expect.any(String)] });
    expect(await subscriptionCount(who.user.id)).toBe(0);
  });
});

describe('date reminders', () => {
  const planDate = async (a: Account, b: Account, minutesAhead: number) => {
    const created = await callApi(t.app, 'POST', 'events/', a, {
      fantasy: freeIds[2],
      mood: 'fire',
      target_user: b.user.id,
      happens_at: new Date(Date.now() + minutesAhead * 60_000).toISOString(),
    });
    const id = created.json<{ id: number }>().id;
    expect((await callApi(t.app, 'POST', `events/${id}/accept/`, b)).statusCode).toBe(200);
    return id;
  };
  const reminders = (device: ReturnType<typeof createDevice>) =>
    service
      .to(device.path)
      .filter((push) => (device.decrypt(push.body) as { tag: string }).tag === 'date_reminder');

  it('reach both partners once, some time before an accepted date', async () => {
    const { a, b } = await createCouple(t.app, [name('eve'), name('fox')]);
    const mine = await subscribe(a, 'en');
    const theirs = await subscribe(b, 'ru');
    const soon = await planDate(a, b, 60);
    const later = await planDate(a, b, 6 * 60);
    await sweep();
    await sweep();
    expect(reminders(mine)).toHaveLength(1);
    expect(reminders(theirs)).toHaveLength(1);
    expect(theirs.decrypt(reminders(theirs)[0]!.body)).toMatchObject({
      body: 'Скоро ваше свидание ❤',
      url: '/events/',
    });
    const ttl = Number(reminders(mine)[0]!.headers.ttl);
    expect(ttl).toBeGreaterThan(50 * 60);
    expect(ttl).toBeLessThanOrEqual(60 * 60);

    // Moved to a new time and accepted again: due again before the new time.
    const moved = await callApi(t.app, 'PATCH', `events/${soon}/`, a, {
      happens_at: new Date(Date.now() + 90 * 60_000).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await callApi(t.app, 'POST', `events/${soon}/accept/`, b)).statusCode).toBe(200);
    await sweep();
    expect(reminders(mine)).toHaveLength(2);
    const [row] = await queryRows<{ reminded: boolean }>(
      t.app.db,
      sql`select reminded_at is not null as reminded from events where id = ${later}`,
    );
    expect(row!.reminded).toBe(false);
  });

  it('are never sent for a date alone or one still pending', async () => {
    const { a, b } = await createCouple(t.app, [name('gus'), name('hal')]);
    const device = await subscribe(a, 'en');
    const alone = await callApi(t.app, 'POST', 'events/', a, {
      fantasy: freeIds[2],
      mood: 'fire',
      target_user: null,
      happens_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    expect(alone.statusCode).toBe(201);
    const pending = await callApi(t.app, 'POST', 'events/', b, {
      fantasy: freeIds[2],
      mood: 'fire',
      target_user: a.user.id,
      happens_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    expect(pending.statusCode).toBe(201);
    await sweep();
    expect(reminders(device)).toHaveLength(0);
  });
});

describe.skipIf(testEngine !== 'postgres')('several API nodes on one database', () => {
  it('listen on one connection each, shared by the live stream and push', async () => {
    const other = await build({ ...VAPID, DATABASE_URL: t.config.DATABASE_URL! });
    try {
      const listening = await queryRows<{ n: number }>(
        t.app.db,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
      );
      expect(listening[0]!.n).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('push each notification and each reminder once', async () => {
    const other = await build({ ...VAPID, DATABASE_URL: t.config.DATABASE_URL! });
    try {
      const { a, b } = await createCouple(t.app, [name('ida'), name('jon')]);
      const device = await subscribe(a, 'en');
      for (let i = 0; i < 5; i++) await notify(t.app.db, [a.user.id], 'match');
      const created = await callApi(t.app, 'POST', 'events/', a, {
        fantasy: freeIds[2],
        mood: 'fire',
        target_user: b.user.id,
        happens_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      });
      await callApi(t.app, 'POST', `events/${created.json<{ id: number }>().id}/accept/`, b);
      await Promise.all([sweep(), other.app.push!.sweep(), sweep(), other.app.push!.sweep()]);
      const tags = service.to(device.path).map((push) => (device.decrypt(push.body) as { tag: string }).tag);
      expect(tags.filter((tag) => tag === 'match')).toHaveLength(5);
      expect(tags.filter((tag) => tag === 'date_reminder')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
