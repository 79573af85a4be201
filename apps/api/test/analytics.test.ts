import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database.ts';
import { analyticsEvents } from '../src/db/schema.ts';
import { build, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

let sequence = 0;
/** An event as Duet's uploader sends it, every field of it. */
const event = (event_type: string, extra: object = {}) => ({
  event_type,
  device_id: 'device-1',
  session_id: 1_763_000_000_000,
  time: 1_763_000_000_000 + ++sequence,
  insert_id: `insert-${sequence}-${Math.random()}`,
  event_id: sequence,
  platform: 'Web',
  language: 'ru-RU',
  library: 'duet-web',
  ...extra,
});
const upload = (events: unknown[], on = t) =>
  on.app.inject({ method: 'POST', url: '/api/v0/analytics/httpapi/', payload: { api_key: 'duet', events } });
const storedCount = async () =>
  Number(
    (await queryRows<{ n: string }>(t.database.db, sql`select count(*) as n from analytics_events`))[0]!.n,
  );

describe('POST /api/v0/analytics/httpapi/', () => {
  it('stores a valid batch, typed, and answers as Amplitude does', async () => {
    const before = await storedCount();
    const batch = [
      event('sign_in', { event_properties: { provider: 'google' } }),
      event('like'),
      event('match', { event_properties: { fantasy: 12 } }),
      event('event_planned', { event_properties: { with_partner: true, mood: 'fire', around: 'fantasy' } }),
      event('session_start'),
    ];
    const response = await upload(batch);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, events_ingested: 5 });
    expect(await storedCount()).toBe(before + 5);
    const stored = (await t.app.inject({ url: '/api/v0/analytics/events/' })).json<
      Record<string, unknown>[]
    >();
    const match = stored.find((row) => row.insert_id === batch[2]!.insert_id)!;
    expect(match).toEqual({ ...batch[2], event_properties: { fantasy: 12 } });
  });

  it('keeps a retried event once', async () => {
    const once = event('dislike');
    await upload([once]);
    const before = await storedCount();
    expect((await upload([once])).json()).toMatchObject({ events_ingested: 0 });
    expect(await storedCount()).toBe(before);
  });

  it('refuses events outside the catalogue, or carrying what a like must not, and stores none of the batch', async () => {
    const before = await storedCount();
    const response = await upload([
      event('like'),
      event('like', { event_properties: { fantasy: 3 } }),
      event('dislike', { event_properties: { title: 'Blindfold' } }),
      event('[Amplitude] Page Viewed'),
      event('match', { event_properties: { fantasy: 'x' } }),
      { event_type: 'like' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      error: 'Invalid field values on some events',
      events_with_invalid_fields: { event_properties: [1, 2, 4], event_type: [3], device_id: [5] },
    });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a field outside Amplitude’s event fields, such as a like naming its fantasy, and stores none of the batch', async () => {
    const before = await storedCount();
    const response = await upload([event('like'), event('like', { fantasy_id: 12 })]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      error: 'Invalid field values on some events',
      events_with_invalid_fields: { fantasy_id: [1] },
    });
    expect(await storedCount()).toBe(before);
    const stored = (await t.app.inject({ url: '/api/v0/analytics/events/' })).json<object[]>();
    expect(stored.filter((row) => 'fantasy_id' in row)).toEqual([]);
  });

  it('caps strings at 4096 characters and properties at 1000', async () => {
    const bug = (message: string) =>
      event('bug', { event_properties: { source: 'error', message, route: '/', build: 'b' } });
    expect((await upload([bug('x'.repeat(4096))])).statusCode).toBe(200);
    expect((await upload([bug('x'.repeat(4097))])).statusCode).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`p${i}`, i]));
    expect((await upload([event('like', { event_properties: many })])).statusCode).toBe(400);
    const longLabel = await upload([event('like', { language: 'x'.repeat(65) })]);
    expect(longLabel.json()).toMatchObject({ events_with_invalid_fields: { language: [0] } });
  });

  it('refuses every field Duet’s uploader does not send, user properties first, and stores none of the batch', async () => {
    const before = await storedCount();
    const response = await upload([
      event('like'),
      event('like', { user_properties: { liked_fantasy_id: 12 } }),
      event('like', { user_properties: {} }),
      event('like', { user_id: 'alice' }),
      event('like', { ip: '203.0.113.9' }),
      event('like', { os_name: 'Chrome', device_model: 'Pixel 7' }),
      event('like', { ingestion_metadata: { source_name: 'x' }, plan: { branch: 'main' } }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      error: 'Invalid field values on some events',
      events_with_invalid_fields: {
        user_properties: [1, 2],
        user_id: [3],
        ip: [4],
        os_name: [5],
        device_model: [5],
        ingestion_metadata: [6],
        plan: [6],
      },
    });
    expect(await storedCount()).toBe(before);
  });

  it('answers 400, never 500, to properties nested thousands deep, and stores nothing', async () => {
    const before = await storedCount();
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    for (const field of ['user_properties', 'event_properties']) {
      for (const depth of [40, 4500, 100_000]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v0/analytics/httpapi/',
          headers: { 'content-type': 'application/json' },
          payload: `{"api_key":"duet","events":[{"event_type":"like","device_id":"d","${field}":${nested(depth)}}]}`,
        });
        expect(response.statusCode, `${field} ${depth}`).toBe(400);
        expect(response.json(), `${field} ${depth}`).toMatchObject({ code: 'parse_error' });
      }
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses a 900 KB blob in any field', async () => {
    const blob = 'x'.repeat(900_000);
    for (const extra of [
      { platform: blob },
      { insert_id: blob },
      { event_properties: { reason: blob } },
      { user_properties: { blob } },
    ]) {
      const response = await upload([
        event('profile_update_error', { event_properties: { reason: 'r' }, ...extra }),
      ]);
      expect(response.statusCode, Object.keys(extra)[0]).toBe(400);
    }
  });

  it('answers 413 to more than 100 events or an oversized body, so the SDK halves the batch', async () => {
    const before = await storedCount();
    expect((await upload(Array.from({ length: 101 }, () => event('like')))).statusCode).toBe(413);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v0/analytics/httpapi/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ api_key: 'duet', events: [event('like', { pad: 'x'.repeat(1_100_000) })] }),
    });
    expect(huge.statusCode).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 to a malformed batch', async () => {
    for (const payload of ['{not json', JSON.stringify({ events: [] }), JSON.stringify({ api_key: 'k' })]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v0/analytics/httpapi/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('is rate limited', async () => {
    const limited = await build({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await upload([event('like')], limited)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/v0/analytics/settings/', () => {
  it('names only the configured counters', async () => {
    expect((await t.app.inject({ url: '/api/v0/analytics/settings/' })).json()).toEqual({
      gtm_id: null,
      yandex_metrika_id: null,
      vk_pixel_id: null,
    });
    const configured = await build({ YANDEX_METRIKA_ID: '12345678' });
    try {
      const settings = (await configured.app.inject({ url: '/api/v0/analytics/settings/' })).json();
      expect(settings).toMatchObject({ yandex_metrika_id: '12345678', gtm_id: null });
      const page = await configured.app.inject({ url: '/about/' });
      expect(page.headers['content-security-policy']).toContain('https://mc.yandex.ru');
    } finally {
      await configured.close();
    }
  });

  it('refuses a malformed counter id at start-up', async () => {
    await expect(build({ GTM_ID: 'nope' })).rejects.toThrow(/GTM_ID/);
  });
});

type ForwardedBatch = { api_key: string; events: Record<string, unknown>[] };

/** A fake Amplitude recording every batch, and an app forwarding to it every 100 ms. */
async function forwardingToFake() {
  const received: ForwardedBatch[] = [];
  const fake = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.setHeader('content-type', 'application/json');
      response.end('{"code":200}');
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const forwarding = await build({
    AMPLITUDE_API_KEY: 'server-key',
    AMPLITUDE_API_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/2/httpapi`,
    ANALYTICS_FORWARD_INTERVAL_MS: '100',
  });
  return {
    received,
    forwarding,
    close: async () => {
      await forwarding.close();
      fake.close();
    },
  };
}

describe('forwarding to Amplitude', () => {
  it('happens server-side, only with a key, once per event', async () => {
    const { received, forwarding, close } = await forwardingToFake();
    try {
      expect((await upload([event('registration'), event('like')], forwarding)).statusCode).toBe(200);
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
      // A marker: once a later event has been forwarded, a second sending of the first two would show.
      expect((await upload([event('dislike')], forwarding)).statusCode).toBe(200);
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
      expect(received[0]!.api_key).toBe('server-key');
      expect(received.map((batch) => batch.events.map((e) => e.event_type))).toEqual([
        ['registration', 'like'],
        ['dislike'],
      ]);
    } finally {
      await close();
    }
    // Without a key nothing is forwarded: the main app's events are still all unforwarded.
    const [row] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from analytics_events where forwarded_at is not null`,
    );
    expect(Number(row!.n)).toBe(0);
  });
});

describe('forwarding what the catalogue refuses', () => {
  it('never sends a like naming its fantasy: refused on upload, and deleted if stored before the rule', async () => {
    const { received, forwarding, close } = await forwardingToFake();
    try {
      const storedBeforeTheRule = { ...event('like'), fantasy_id: 12 };
      await forwarding.database.db.insert(analyticsEvents).values({
        eventType: 'like',
        deviceId: 'device-1',
        insertId: storedBeforeTheRule.insert_id,
        payload: storedBeforeTheRule,
      });
      expect((await upload([event('like', { fantasy_id: 13 })], forwarding)).statusCode).toBe(400);
      expect((await upload([event('registration')], forwarding)).statusCode).toBe(200);
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
      // A marker: once a later event has been forwarded, any like the forwarder let through would show.
      expect((await upload([event('dislike')], forwarding)).statusCode).toBe(200);
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
      expect(received.flatMap((batch) => batch.events.map((e) => e.event_type))).toEqual([
        'registration',
        'dislike',
      ]);
      expect(JSON.stringify(received)).not.toContain('fantasy_id');
      const [row] = await queryRows<{ n: string }>(
        forwarding.database.db,
        sql`select count(*) as n from analytics_events where payload ? 'fantasy_id'`,
      );
      expect(Number(row!.n)).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('GET /api/v0/analytics/events/', () => {
  it('does not exist in production', async () => {
    const production = await build({ NODE_ENV: 'production' });
    try {
      expect((await production.app.inject({ url: '/api/v0/analytics/events/' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
