import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { STREAM_SIGNED_OUT_EVENT, type Fantasy } from '@duet/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database.ts';
import { hashToken } from '../src/shared/session/tokens.ts';
import { bearer, build, createAccount, createCouple, signIn, testEngine, type TestApp } from './helper.ts';

let t: TestApp;
let origin: string;
let fantasyIds: number[];
beforeAll(async () => {
  t = await build();
  origin = await listen(t.app);
  fantasyIds = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' }))
    .json<Fantasy[]>()
    .map((f) => f.id);
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof createAccount>>;
let counter = 0;
const account = (name: string) => createAccount(t.app, `${name}${++counter}s`);

const listen = async (app: TestApp['app']) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

/** Opens the stream (of this test's app unless another origin is given) and collects its `change` messages. */
async function openStream(headers: Record<string, string>, at = origin) {
  const controller = new AbortController();
  const response = await fetch(`${at}/api/v0/stream/`, { headers, signal: controller.signal });
  const messages: { topics: string[] }[] = [];
  /** Every named event, in order: `change`, and a last `signed_out` when the session ended. */
  const events: string[] = [];
  let hasEnded = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          const event = block.split('\n').find((line) => line.startsWith('event: '));
          if (event) events.push(event.slice(7));
          if (block.includes('event: change') && data) messages.push(JSON.parse(data.slice(6)));
        }
      }
      hasEnded = true;
    } catch {
      // aborted
    }
  })();
  return {
    response,
    messages,
    events,
    /** Whether the server ended the stream within `ms`. */
    async waitForEnd(ms: number) {
      const deadline = Date.now() + ms;
      while (!hasEnded && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return hasEnded;
    },
    async waitFor(count: number, ms: number) {
      const deadline = Date.now() + ms;
      while (messages.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return messages.length >= count;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

type Stream = Awaited<ReturnType<typeof openStream>>;

const couple = () => createCouple(t.app, [`ann${++counter}s`, `ben${counter}s`]);
const post = (who: Session, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v0/${url}`, headers: bearer(who.access), payload });

describe('GET /api/v0/stream/', () => {
  it("delivers the partner's change to a second connection within a second", async () => {
    const { a, b } = await couple();
    const stream = await openStream(bearer(b.access));
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    const started = Date.now();
    await post(a, 'events/', {
      fantasy: fantasyIds[0],
      target_user: b.user.id,
      happens_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await stream.waitFor(1, 1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(stream.messages[0]).toEqual({ topics: ['notifications', 'events'] });
    await stream.close();
  });

  it('accepts the session cookie, and answers 401 without a token', async () => {
    const a = await account('cookie');
    const stream = await openStream({ cookie: `token=${a.access}` });
    expect(stream.response.status).toBe(200);
    await stream.close();
    const anonymous = await fetch(`${origin}/api/v0/stream/`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe('not_authenticated');
    const wrong = await fetch(`${origin}/api/v0/stream/`, {
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(wrong.status).toBe(401);
  });

  it('says nothing to the partner about a one-sided like, and tells both about a match', async () => {
    const { a, b } = await couple();
    const streamB = await openStream(bearer(b.access));
    const streamA = await openStream(bearer(a.access));
    await post(a, `fantasies/${fantasyIds[5]}/like/`);
    // A marker after the like: changes arrive in commit order, so B's first message is the marker's.
    await post(a, 'events/', {
      fantasy: fantasyIds[0],
      target_user: b.user.id,
      happens_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    // The couple was linked just before the streams opened; on PostgreSQL that change may still be
    // on its way. It is the couple's own news, not the like's: leave it out of what is compared.
    const afterLinking = (stream: Stream) =>
      stream.messages.filter((message) => !message.topics.includes('partner'));
    await expect.poll(() => afterLinking(streamB).length, { timeout: 1000 }).toBe(1);
    expect(afterLinking(streamB)).toEqual([{ topics: ['notifications', 'events'] }]);
    await post(b, `fantasies/${fantasyIds[5]}/like/`);
    await expect.poll(() => afterLinking(streamA).length, { timeout: 1000 }).toBe(1);
    await expect.poll(() => afterLinking(streamB).length, { timeout: 1000 }).toBe(2);
    expect(afterLinking(streamA)).toEqual([{ topics: ['notifications', 'matches'] }]);
    expect(afterLinking(streamB)[1]).toEqual({ topics: ['notifications', 'matches'] });
    await streamA.close();
    await streamB.close();
  });

  it.runIf(testEngine === 'postgres')(
    'goes on after PostgreSQL drops the listening and the idle connections',
    async () => {
      const { a, b } = await couple();
      const stream = await openStream(bearer(b.access));
      const terminated = await queryRows<{ pid: number }>(
        t.app.db,
        sql`select pg_terminate_backend(pid), pid from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(terminated.length).toBeGreaterThan(0);
      // The API answers again at once (the pool replaces what it lost) and the listener comes back.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const planned = await post(a, 'events/', {
        fantasy: fantasyIds[2],
        target_user: b.user.id,
        happens_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(planned.statusCode).toBe(201);
      expect(await stream.waitFor(1, 2000)).toBe(true);
      await stream.close();
    },
  );

  it.runIf(testEngine === 'postgres')('carries a change made on another API node', async () => {
    const otherNode = await build({ DATABASE_URL: t.config.DATABASE_URL! });
    try {
      const { a, b } = await couple();
      const stream = await openStream(bearer(b.access));
      await otherNode.app.inject({
        method: 'POST',
        url: '/api/v0/events/',
        headers: bearer(a.access),
        payload: {
          fantasy: fantasyIds[1],
          target_user: b.user.id,
          happens_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
      expect(await stream.waitFor(1, 1000)).toBe(true);
      await stream.close();
    } finally {
      await otherNode.close();
    }
  });
});

describe('the stream ends with its session', () => {
  const logout = (access: string, path = 'logout', app = t.app) =>
    app.inject({ method: 'POST', url: `/api/v0/user/${path}/`, headers: bearer(access) });

  it('ends at once when its token logs out, and stays away', async () => {
    const a = await account('leaver');
    const other = await signIn(t.app, `dev-${a.user.username}`);
    const stream = await openStream(bearer(a.access));
    const otherStream = await openStream(bearer(other.access));
    expect((await logout(a.access)).statusCode).toBe(204);
    expect(await stream.waitForEnd(2000)).toBe(true);
    expect(await otherStream.waitForEnd(300)).toBe(false);
    const again = await fetch(`${origin}/api/v0/stream/`, { headers: bearer(a.access) });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { code: string }).code).toBe('authentication_failed');
    await otherStream.close();
  });

  it('tells the device signed out from another one, then ends its stream, and only its own', async () => {
    const phone = await account('phone');
    const laptop = await signIn(t.app, `dev-${phone.user.username}`);
    const phoneStream = await openStream(bearer(phone.access));
    const laptopStream = await openStream({ cookie: `token=${laptop.access}` });
    const sessions = (
      await t.app.inject({ url: '/api/v0/user/sessions/', headers: bearer(phone.access) })
    ).json<{
      results: { id: number; current: boolean }[];
    }>().results;
    const laptopSession = sessions.find((session) => !session.current)!;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v0/user/sessions/${laptopSession.id}/`,
      headers: bearer(phone.access),
    });
    expect(ended.statusCode).toBe(204);
    expect(await laptopStream.waitForEnd(2000)).toBe(true);
    expect(laptopStream.events).toEqual([STREAM_SIGNED_OUT_EVENT]);
    expect(await phoneStream.waitForEnd(300)).toBe(false);
    expect(phoneStream.events).toEqual([]);
    await phoneStream.close();
  });

  it("ends every stream of the user on sign-out everywhere, and no one else's", async () => {
    const { a, b } = await couple();
    const laptop = await signIn(t.app, `dev-${a.user.username}`);
    const phoneStream = await openStream(bearer(a.access));
    const laptopStream = await openStream({ cookie: `token=${laptop.access}` });
    const partnerStream = await openStream(bearer(b.access));
    expect((await logout(a.access, 'logout_all')).statusCode).toBe(200);
    expect(await phoneStream.waitForEnd(2000)).toBe(true);
    expect(await laptopStream.waitForEnd(2000)).toBe(true);
    expect([phoneStream.events, laptopStream.events]).toEqual([
      [STREAM_SIGNED_OUT_EVENT],
      [STREAM_SIGNED_OUT_EVENT],
    ]);
    expect(await partnerStream.waitForEnd(300)).toBe(false);
    expect(partnerStream.events).toEqual([]);
    await partnerStream.close();
  });

  it('ends at the next heartbeat when its token expires', async () => {
    const fast = await build({ STREAM_HEARTBEAT_MS: '200' });
    try {
      const at = await listen(fast.app);
      const expiring = await signIn(fast.app, 'expiring');
      const fresh = await signIn(fast.app, 'fresh');
      const stream = await openStream(bearer(expiring.access), at);
      const freshStream = await openStream(bearer(fresh.access), at);
      expect(await stream.waitForEnd(500)).toBe(false);
      await fast.app.db.execute(
        sql`update auth_tokens set last_used_at = now() - interval '31 days'
            where token_hash = ${hashToken(expiring.access)}`,
      );
      expect(await stream.waitForEnd(2000)).toBe(true);
      expect(stream.events).toEqual([STREAM_SIGNED_OUT_EVENT]);
      expect(await freshStream.waitForEnd(500)).toBe(false);
      await freshStream.close();
    } finally {
      await fast.close();
    }
  });

  it.runIf(testEngine === 'postgres')('ends on this node when the token logs out on another', async () => {
    const otherNode = await build({ DATABASE_URL: t.config.DATABASE_URL! });
    try {
      const a = await account('roamer');
      const stream = await openStream(bearer(a.access));
      expect((await logout(a.access, 'logout', otherNode.app)).statusCode).toBe(204);
      expect(await stream.waitForEnd(2000)).toBe(true);
      expect(stream.events).toEqual([STREAM_SIGNED_OUT_EVENT]);
    } finally {
      await otherNode.close();
    }
  });
});
