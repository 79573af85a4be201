import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fantasyStatsSchema, inviteSchema, type Fantasy } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { bearer, build, createAccount, type TestApp } from './helper.ts';

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await build();
  ids = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>().map((f) => f.id);
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof createAccount>>;
let counter = 0;
const account = (name = 'user') => createAccount(t.app, `${name}${++counter}m`);
const get = (url: string, who: Session | null) =>
  t.app.inject({ url: `/api/v0/${url}`, headers: who ? bearer(who.access) : {} });
const post = (url: string, who: Session | null) =>
  t.app.inject({ method: 'POST', url: `/api/v0/${url}`, headers: who ? bearer(who.access) : {} });
const like = (who: Session, id: number) => post(`fantasies/${id}/like/`, who);
const dislike = (who: Session, id: number) => post(`fantasies/${id}/dislike/`, who);
const liked = async (who: Session) => (await get('fantasies/liked/', who)).json<number[]>();
const matches = async (who: Session) => (await get('fantasies/matches/', who)).json<number[]>();
const stats = async (who: Session | null) =>
  fantasyStatsSchema.parse((await get('fantasies/stats/', who)).json());
const notificationsOf = (who: Session) =>
  queryRows<{ fantasy_id: number }>(
    t.app.db,
    sql`select fantasy_id from notifications where user_id = ${who.user.id} order by id`,
  );

async function link(a: Session, b: Session) {
  const sent = inviteSchema.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v0/invites/create/',
        headers: bearer(a.access),
        payload: { username: b.user.username },
      })
    ).json(),
  );
  expect((await post(`invites/${sent.id}/accept/`, b)).statusCode).toBe(200);
}
const unlink = (who: Session) =>
  t.app.inject({ method: 'DELETE', url: '/api/v0/partner/current/remove/', headers: bearer(who.access) });

describe('likes', () => {
  it('are idempotent and removed by dislike', async () => {
    const a = await account();
    expect((await like(a, ids[0]!)).json()).toEqual({ fantasy: ids[0], state: 'like' });
    expect((await like(a, ids[0]!)).json()).toEqual({ fantasy: ids[0], state: 'like' });
    await like(a, ids[1]!);
    expect(await liked(a)).toEqual([ids[0], ids[1]]);
    expect((await dislike(a, ids[0]!)).json()).toEqual({ fantasy: ids[0], state: 'none' });
    expect((await dislike(a, ids[0]!)).json()).toEqual({ fantasy: ids[0], state: 'none' });
    expect(await liked(a)).toEqual([ids[1]]);
  });

  it('answer 404 for an unknown fantasy, 400 for a malformed id, 401 without a token, and write nothing', async () => {
    const a = await account();
    expect((await like(a, 999_999)).json().code).toBe('not_found');
    expect((await dislike(a, 999_999)).statusCode).toBe(404);
    expect((await post('fantasies/abc/like/', a)).statusCode).toBe(400);
    expect((await post('fantasies/-1/dislike/', a)).statusCode).toBe(400);
    expect((await post(`fantasies/${ids[0]}/like/`, null)).statusCode).toBe(401);
    expect((await get('fantasies/liked/', null)).statusCode).toBe(401);
    expect((await get('fantasies/matches/', null)).statusCode).toBe(401);
    expect(await liked(a)).toEqual([]);
  });
});

describe('matches', () => {
  it('are exactly what both partners like, for both of them', async () => {
    const a = await account('ann');
    const b = await account('ben');
    await link(a, b);
    for (const id of [ids[0]!, ids[1]!, ids[2]!]) await like(a, id);
    expect((await like(b, ids[1]!)).json().state).toBe('match');
    expect((await like(b, ids[2]!)).json().state).toBe('match');
    expect((await like(b, ids[5]!)).json().state).toBe('like');
    expect(await matches(a)).toEqual([ids[1], ids[2]].sort((x, y) => x! - y!));
    expect(await matches(b)).toEqual(await matches(a));
  });

  it('are empty without a partner, hidden at once by unlinking, and only what is mutual after re-linking', async () => {
    const a = await account('ann');
    const b = await account('ben');
    await like(a, ids[3]!);
    await like(b, ids[3]!);
    expect(await matches(a)).toEqual([]);
    await link(a, b);
    expect(await matches(a)).toEqual([ids[3]]);
    expect((await unlink(b)).statusCode).toBe(204);
    expect(await matches(a)).toEqual([]);
    expect(await matches(b)).toEqual([]);
    await dislike(b, ids[3]!);
    await link(b, a);
    expect(await matches(a)).toEqual([]);
  });
});

describe('privacy: a one-sided like never reaches the partner', () => {
  it('is absent from the partner’s liked, matches, stats, notifications and like answers', async () => {
    const a = await account('ann');
    const b = await account('ben');
    const outsider = await account('eve');
    await link(a, b);
    const secret = ids[10]!;
    const before = {
      statsA: await stats(a),
      statsOutsider: await stats(outsider),
      statsPublic: await stats(null),
    };
    const notificationsBefore = await notificationsOf(a);

    expect((await like(b, secret)).json()).toEqual({ fantasy: secret, state: 'like' });

    expect(await liked(a)).not.toContain(secret);
    expect(await matches(a)).not.toContain(secret);
    expect(await matches(b)).not.toContain(secret);
    expect(await stats(a)).toEqual(before.statsA);
    expect(await stats(outsider)).toEqual(before.statsOutsider);
    expect(await stats(null)).toEqual(before.statsPublic);
    expect(await notificationsOf(a)).toEqual(notificationsBefore);
    expect((await notificationsOf(b)).filter((n) => n.fantasy_id === secret)).toEqual([]);
    // A's own actions on that fantasy answer exactly as if B had not liked it…
    expect((await dislike(a, secret)).json()).toEqual({ fantasy: secret, state: 'none' });
    // …until A likes it too: then it is mutual, and both learn it together.
    expect((await like(a, secret)).json()).toEqual({ fantasy: secret, state: 'match' });
    expect(await matches(b)).toContain(secret);
    expect((await notificationsOf(a)).map((n) => n.fantasy_id)).toContain(secret);
    expect((await notificationsOf(b)).map((n) => n.fantasy_id)).toContain(secret);
  });

  it("is absent from the partner's deep id reads", async () => {
    const a = await account('ann');
    const b = await account('ben');
    await link(a, b);
    await t.app.inject({
      method: 'POST',
      url: '/api/v0/fantasies/deepid_set/',
      headers: bearer(b.access),
      payload: [ids[20]],
    });
    expect((await get('fantasies/deepid/', a)).json()).toEqual([]);
  });
});

describe('GET /api/v0/fantasies/stats/', () => {
  it('counts two per couple that matched, follows links and unlinks, and is public', async () => {
    const a = await account('ann');
    const b = await account('ben');
    const target = ids[30]!;
    const count = async () => (await stats(null))[String(target)]?.like_count ?? 0;
    await like(a, target);
    await like(b, target);
    expect(await count()).toBe(0);
    await link(a, b);
    expect(await count()).toBe(2);
    await dislike(a, target);
    expect(await count()).toBe(0);
    await like(a, target);
    expect(await count()).toBe(2);
    await unlink(a);
    expect(await count()).toBe(0);
  });
});

describe('simultaneous likes of both partners', () => {
  it('make one match, counted once and notified once to each', async () => {
    const a = await account('ann');
    const b = await account('ben');
    await link(a, b);
    const target = ids[40]!;
    const states = (await Promise.all([like(a, target), like(b, target)])).map((r) => r.json().state).sort();
    expect(states).toEqual(['like', 'match']);
    expect((await stats(null))[String(target)]?.like_count).toBe(2);
    expect((await notificationsOf(a)).filter((n) => n.fantasy_id === target)).toHaveLength(1);
    expect((await notificationsOf(b)).filter((n) => n.fantasy_id === target)).toHaveLength(1);
  });
});
