import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FREE_DIFFICULTIES, fantasyStatsSchema, type Fantasy } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { CHANGES_CHANNEL } from '../src/shared/changes.ts';
import { bearer, build, createAccount, linkAccounts, type TestApp } from './helper.ts';

let t: TestApp;
let ids: number[];
/** Free fantasies no other test here touches, so their counts are this test's alone. */
let spareFreeIds: number[];
beforeAll(async () => {
  t = await build();
  const catalogue = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>();
  ids = catalogue.map((f) => f.id);
  spareFreeIds = catalogue
    .filter((f, index) => FREE_DIFFICULTIES.includes(f.difficulty) && index > 10 && index % 10 !== 0)
    .map((f) => f.id);
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

const link = (a: Session, b: Session) => linkAccounts(t.app, a, b);
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

  it('answer 401 to a dead token before anything else, even with a malformed id, and like nothing', async () => {
    const a = await account();
    await t.app.inject({ method: 'POST', url: '/api/v0/user/logout/', headers: bearer(a.access) });
    for (const path of [`fantasies/${ids[0]}/like/`, 'fantasies/abc/like/', 'fantasies/999999/like/']) {
      const refused = await post(path, a);
      expect(refused.statusCode, path).toBe(401);
      expect(refused.json().code, path).toBe('authentication_failed');
    }
    const [row] = await queryRows<{ count: number }>(
      t.app.db,
      sql`select count(*)::int as count from likes where user_id = ${a.user.id}`,
    );
    expect(row!.count).toBe(0);
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

  it('are notified to each partner naming the other', async () => {
    const a = await account('ann');
    const b = await account('ben');
    await link(a, b);
    await like(a, ids[3]!);
    await like(b, ids[3]!);
    const matchNotices = async (who: Session) =>
      (await get('notifications/?paginator=off', who))
        .json<{ kind: string; fantasy: number | null; actor: { id: number; username: string } | null }[]>()
        .filter((notice) => notice.kind === 'match')
        .map(({ fantasy, actor }) => ({ fantasy, actor }));
    expect(await matchNotices(a)).toEqual([
      { fantasy: ids[3], actor: { id: b.user.id, username: b.user.username } },
    ]);
    expect(await matchNotices(b)).toEqual([
      { fantasy: ids[3], actor: { id: a.user.id, username: a.user.username } },
    ]);
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

  it('does not move when someone dislikes what only their partner likes', async () => {
    const target = spareFreeIds[5]!;
    const count = async () => (await stats(null))[String(target)]?.like_count ?? 0;
    const [c, d] = [await account('cat'), await account('dan')];
    await link(c, d);
    await like(c, target);
    await like(d, target);
    expect(await count()).toBe(2);

    const [a, b] = [await account('amy'), await account('bob')];
    await link(a, b);
    await like(b, target);
    expect((await dislike(a, target)).json()).toEqual({ fantasy: target, state: 'none' });
    expect(await count()).toBe(2);
    expect(await matches(c)).toEqual([target]);
  });
});

describe('feedback_count in the public stats', () => {
  it('does not move when feedback is posted, only once the UTC day is over', async () => {
    const author = await account('fay');
    const target = spareFreeIds[4]!;
    const count = async () => (await stats(null))[String(target)]?.feedback_count ?? 0;
    const postFeedback = async () =>
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/v0/fantasies/${target}/feedback/`,
            headers: bearer(author.access),
            payload: { text: 'Lovely' },
          })
        ).statusCode,
      ).toBe(201);
    const dayPasses = () =>
      t.app.db.execute(
        sql`update fantasy_stats set unpublished_feedback_day = unpublished_feedback_day - 1
            where fantasy_id = ${target}`,
      );
    const before = await count();
    await postFeedback();
    expect(await count()).toBe(before);
    await dayPasses();
    expect(await count()).toBe(before + 1);
    await postFeedback();
    await postFeedback();
    expect(await count()).toBe(before + 1);
    await dayPasses();
    expect(await count()).toBe(before + 3);
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

describe('liking a matched fantasy again', () => {
  it('counts the match once and notifies it once', async () => {
    const a = await account('ann');
    const b = await account('ben');
    await link(a, b);
    const target = spareFreeIds[0]!;
    await like(a, target);
    expect((await like(b, target)).json().state).toBe('match');
    for (const who of [a, b, a, b]) expect((await like(who, target)).json().state).toBe('match');
    expect((await stats(null))[String(target)]?.like_count).toBe(2);
    expect((await notificationsOf(a)).filter((n) => n.fantasy_id === target)).toHaveLength(1);
    expect((await notificationsOf(b)).filter((n) => n.fantasy_id === target)).toHaveLength(1);
  });
});

describe('toggling a match', () => {
  /** What the stream told `who` about matches, from the moment this is called. */
  async function matchChangesFor(who: Session) {
    const changes: { users: number[]; topics: string[] }[] = [];
    const stop = await t.database.listen(CHANGES_CHANNEL, (payload) => changes.push(JSON.parse(payload)));
    const toldOf = (topic: string) =>
      changes.filter((change) => change.users.includes(who.user.id) && change.topics.includes(topic)).length;
    return { stop, count: () => toldOf('matches'), events: () => toldOf('events') };
  }
  const matchNotificationsOf = async (who: Session, fantasyId: number) =>
    (await notificationsOf(who)).filter((n) => n.fantasy_id === fantasyId).length;
  const undoneLongAgo = (fantasyId: number) =>
    t.app.db.execute(
      sql`update match_notices set undone_at = now() - interval '25 hours' where fantasy_id = ${fantasyId}`,
    );

  it('notifies the match once, however often one of them undoes and redoes it, and tells the stream once', async () => {
    const a = await account('ann');
    const b = await account('ben');
    await link(a, b);
    const target = spareFreeIds[1]!;
    const stream = await matchChangesFor(a);
    try {
      await like(a, target);
      for (let i = 0; i < 5; i++) {
        expect((await like(b, target)).json().state).toBe('match');
        expect((await dislike(b, target)).json().state).toBe('none');
      }
      expect((await like(b, target)).json().state).toBe('match');
      expect(await matchNotificationsOf(a, target)).toBe(1);
      expect(await matchNotificationsOf(b, target)).toBe(1);
      // A marker: changes arrive in commit order, so once an event planned now is told, any the
      // toggles caused has been told too.
      const planned = await t.app.inject({
        method: 'POST',
        url: '/api/v0/events/',
        headers: bearer(b.access),
        payload: { fantasy: target, target_user: a.user.id, happens_at: new Date(Date.now() + 3_600_000) },
      });
      expect(planned.statusCode).toBe(201);
      await expect.poll(stream.events).toBe(1);
      expect(stream.count()).toBe(1);
    } finally {
      await stream.stop();
    }
  });

  it('is notified once when both partners redo it again and again at the same time, the database deciding', async () => {
    const a = await account('ann');
    const b = await account('ben');
    await link(a, b);
    const target = spareFreeIds[2]!;
    await like(a, target);
    await like(b, target);
    await dislike(a, target);
    await dislike(b, target);
    await undoneLongAgo(target);
    const states = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => (await like(i % 2 ? a : b, target)).json().state),
    );
    expect(states.filter((state) => state === 'match').length).toBeGreaterThanOrEqual(1);
    expect(await matchNotificationsOf(a, target)).toBe(2);
    expect(await matchNotificationsOf(b, target)).toBe(2);
    expect((await stats(null))[String(target)]?.like_count).toBe(2);
  });

  it('notifies again a match redone after staying undone for a day, and not one redone sooner', async () => {
    const a = await account('ann');
    const b = await account('ben');
    await link(a, b);
    const target = spareFreeIds[3]!;
    await like(a, target);
    await like(b, target);
    await dislike(a, target);
    await undoneLongAgo(target);
    expect((await like(a, target)).json().state).toBe('match');
    expect(await matchNotificationsOf(a, target)).toBe(2);
    expect(await matchNotificationsOf(b, target)).toBe(2);
    await dislike(b, target);
    await like(b, target);
    expect(await matchNotificationsOf(b, target)).toBe(2);
  });

  it('does not notify a match undone and redone at once, however long ago it was first told', async () => {
    const a = await account('ann');
    const b = await account('ben');
    await link(a, b);
    const target = spareFreeIds[7]!;
    await like(a, target);
    await like(b, target);
    await t.app.db.execute(
      sql`update match_notices set notified_at = now() - interval '25 hours' where fantasy_id = ${target}`,
    );
    expect((await dislike(b, target)).json().state).toBe('none');
    expect((await like(b, target)).json().state).toBe('match');
    expect(await matchNotificationsOf(a, target)).toBe(1);
    expect(await matchNotificationsOf(b, target)).toBe(1);
  });
});
