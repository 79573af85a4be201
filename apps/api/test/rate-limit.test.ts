import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { queryRows } from '../src/db/database.ts';
import { rateLimitCounters } from '../src/db/schema.ts';
import { purgeExpiredCounters } from '../src/plugins/rate-limit-store.ts';
import { bearer, build, createAccount, freePort, type TestApp } from './helper.ts';

// One database; each test starts API nodes on it, as several processes behind a load balancer would.
let t: TestApp;
const nodes: FastifyInstance[] = [];
beforeAll(async () => {
  t = await build();
});
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((node) => node.close()));
  await t.database.db.delete(rateLimitCounters);
});
afterAll(() => t.close());

async function startNode(overrides: Partial<Config>) {
  const node = await buildApp({ config: { ...t.config, ...overrides }, database: t.database, logger: false });
  nodes.push(node);
  return node;
}

const signIn = (node: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  node.inject({
    method: 'POST',
    url: '/api/v0/user/dev_login/',
    payload: { username: 'limited' },
    headers,
    remoteAddress,
  });

describe('the sign-in rate limit', () => {
  it('behind a trusted proxy, counts the address the proxy saw, not a forged left-most one', async () => {
    const node = await startNode({ TRUST_PROXY: ['10.0.0.2'], LOGIN_RATE_LIMIT_PER_MINUTE: 3 });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const headers = { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` };
      statuses.push((await signIn(node, '10.0.0.2', headers)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('believes no X-Forwarded-For from a client that is not a listed proxy', async () => {
    const node = await startNode({ TRUST_PROXY: ['10.0.0.0/8'], LOGIN_RATE_LIMIT_PER_MINUTE: 2 });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const headers = { 'x-forwarded-for': `198.51.100.${attempt}` };
      statuses.push((await signIn(node, '192.0.2.9', headers)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('is shared by two API nodes on one database: together they accept no more than the limit', async () => {
    const first = await startNode({ LOGIN_RATE_LIMIT_PER_MINUTE: 5 });
    const second = await startNode({ LOGIN_RATE_LIMIT_PER_MINUTE: 5 });
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await signIn(attempt % 2 === 0 ? first : second, '192.0.2.20')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    const throttled = await signIn(second, '192.0.2.20');
    expect(throttled.json()).toMatchObject({ code: 'throttled' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await signIn(first, '192.0.2.21')).statusCode).toBe(200); // another client has its own count
  });

  it('counts hits that race on two nodes exactly', async () => {
    const first = await startNode({ LOGIN_RATE_LIMIT_PER_MINUTE: 4 });
    const second = await startNode({ LOGIN_RATE_LIMIT_PER_MINUTE: 4 });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => signIn(index % 2 === 0 ? first : second, '192.0.2.30')),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(4);
  });

  it('starts counting afresh once the window has passed, and purges counters past their window', async () => {
    const node = await startNode({ LOGIN_RATE_LIMIT_PER_MINUTE: 1 });
    expect((await signIn(node, '192.0.2.40')).statusCode).toBe(200);
    expect((await signIn(node, '192.0.2.40')).statusCode).toBe(429);
    await t.database.db.update(rateLimitCounters).set({ resetsAt: sql`now() - interval '1 second'` });
    expect((await signIn(node, '192.0.2.40')).statusCode).toBe(200);

    await t.database.db.insert(rateLimitCounters).values([
      { key: 'gone', hits: 3, resetsAt: new Date(Date.now() - 1000) },
      { key: 'alive', hits: 3, resetsAt: new Date(Date.now() + 60_000) },
    ]);
    await purgeExpiredCounters(t.database.db);
    const rows = await queryRows<{ key: string }>(t.database.db, sql`select key from rate_limit_counters`);
    expect(rows.map((row) => row.key)).not.toContain('gone');
    expect(rows.map((row) => row.key)).toContain('alive');
  });
});

describe('the feedback rate limit', () => {
  const sendFeedback = async (
    node: FastifyInstance,
    token: string,
    fantasyId: number,
    remoteAddress: string,
  ) =>
    node.inject({
      method: 'POST',
      url: `/api/v0/fantasies/${fantasyId}/feedback/`,
      headers: bearer(token),
      payload: { text: 'More of these, please', anonym: true },
      remoteAddress,
    });

  it('counts per person on every node together, whichever fantasy and address, and answers 429 throttled', async () => {
    const first = await startNode({ FEEDBACK_RATE_LIMIT_PER_HOUR: 3 });
    const second = await startNode({ FEEDBACK_RATE_LIMIT_PER_HOUR: 3 });
    const ids = (await first.inject({ url: '/api/v0/fantasies/?paginator=off' }))
      .json<{ id: number }[]>()
      .map((fantasy) => fantasy.id);
    const chatty = await createAccount(first, 'chatty');
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const node = attempt % 2 === 0 ? first : second;
      statuses.push(
        (await sendFeedback(node, chatty.access, ids[attempt]!, `192.0.2.${50 + attempt}`)).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const throttled = await sendFeedback(second, chatty.access, ids[0]!, '192.0.2.60');
    expect(throttled.json()).toMatchObject({ code: 'throttled' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(3600);

    // Another person, even behind the same address, has a count of their own.
    const quiet = await createAccount(second, 'quiet');
    expect((await sendFeedback(first, quiet.access, ids[0]!, '192.0.2.50')).statusCode).toBe(201);
    const stored = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from fantasy_feedback where user_id = ${chatty.user.id}`,
    );
    expect(stored[0]!.n).toBe(3);
  });
});

/** An address of the benchmarking range no earlier run used, so counts left in a shared Redis never meet it. */
const freshAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
const countersInDatabase = async () =>
  (await queryRows<{ key: string }>(t.database.db, sql`select key from rate_limit_counters`)).length;

// Set by `npm run test:api:postgres` along with the PostgreSQL server: the machine's Redis.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the sign-in rate limit with REDIS_URL', () => {
  it('is shared by two API nodes through Redis, and writes no counter to the database', async () => {
    const first = await startNode({ REDIS_URL: redisUrl, LOGIN_RATE_LIMIT_PER_MINUTE: 3 });
    const second = await startNode({ REDIS_URL: redisUrl, LOGIN_RATE_LIMIT_PER_MINUTE: 3 });
    const client = freshAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await signIn(attempt % 2 === 0 ? first : second, client)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect((await signIn(first, freshAddress())).statusCode).toBe(200);
    expect(await countersInDatabase()).toBe(0);
  });

  it('counts hits that race on two nodes exactly', async () => {
    const first = await startNode({ REDIS_URL: redisUrl, LOGIN_RATE_LIMIT_PER_MINUTE: 4 });
    const second = await startNode({ REDIS_URL: redisUrl, LOGIN_RATE_LIMIT_PER_MINUTE: 4 });
    const client = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => signIn(index % 2 === 0 ? first : second, client)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(4);
  });
});

describe('the sign-in rate limit with an unreachable REDIS_URL', () => {
  it('lets sign-in through instead of failing everyone, and falls back to no count at all', async () => {
    const node = await startNode({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      LOGIN_RATE_LIMIT_PER_MINUTE: 1,
    });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await signIn(node, '192.0.2.50')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    expect(await countersInDatabase()).toBe(0);
  });
});
