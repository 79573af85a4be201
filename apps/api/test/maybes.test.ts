import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_DIFFICULTIES, type Fantasy } from '@duet/contracts';
import { CHANGES_CHANNEL } from '../src/shared/changes.ts';
import { build, callApi, createAccount, linkAccounts, type Account, type TestApp } from './helper.ts';

let t: TestApp;
let free: number[];
let locked: number;
beforeAll(async () => {
  t = await build();
  const catalogue = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>();
  free = catalogue.filter((f) => FREE_DIFFICULTIES.includes(f.difficulty)).map((f) => f.id);
  locked = catalogue.find((f) => !FREE_DIFFICULTIES.includes(f.difficulty))!.id;
});
afterAll(() => t.close());

let counter = 0;
const account = (name = 'may') => createAccount(t.app, `${name}${++counter}y`);
async function couple() {
  const [a, b] = [await account('ann'), await account('ben')];
  await linkAccounts(t.app, a, b);
  return { a, b };
}
const ids = async (url: string, who: Account) => (await callApi(t.app, 'GET', url, who)).json<number[]>();
const maybe = (who: Account, id: number) => callApi(t.app, 'POST', `fantasies/${id}/maybe/`, who);
const unmaybe = (who: Account, id: number) => callApi(t.app, 'DELETE', `fantasies/${id}/maybe/`, who);
const like = (who: Account, id: number) => callApi(t.app, 'POST', `fantasies/${id}/like/`, who);
const dislike = (who: Account, id: number) => callApi(t.app, 'POST', `fantasies/${id}/dislike/`, who);
const stats = async () => (await t.app.inject({ url: '/api/v0/fantasies/stats/' })).json();
const notificationKinds = async (who: Account) =>
  (await callApi(t.app, 'GET', 'notifications/?paginator=off', who))
    .json<{ kind: string }[]>()
    .map((n) => n.kind);

describe('a maybe', () => {
  it('alone is the owner’s only: nothing in the partner’s reads, the stats or the notifications', async () => {
    const { a, b } = await couple();
    const [id] = free;
    const statsBefore = await stats();
    expect((await maybe(a, id!)).json()).toEqual({ fantasy: id, state: 'maybe' });
    expect((await maybe(a, id!)).json()).toEqual({ fantasy: id, state: 'maybe' });
    expect(await ids('fantasies/maybe/', a)).toEqual([id]);
    for (const who of [a, b]) {
      expect(await ids('fantasies/maybe_matches/', who)).toEqual([]);
      expect(await ids('fantasies/matches/', who)).toEqual([]);
      expect(await ids('fantasies/liked/', who)).toEqual([]);
      expect(await notificationKinds(who)).not.toContain('match');
    }
    expect(await ids('fantasies/maybe/', b)).toEqual([]);
    expect(await stats()).toEqual(statsBefore);
  });

  it('meets the partner’s like or maybe as a maybe-match for both, never a match', async () => {
    const { a, b } = await couple();
    const [first, second] = [free[1]!, free[2]!];
    await like(b, first);
    expect((await maybe(a, first)).json().state).toBe('maybe_match');
    await maybe(a, second);
    expect((await maybe(b, second)).json().state).toBe('maybe_match');
    for (const who of [a, b]) {
      expect(await ids('fantasies/maybe_matches/', who)).toEqual([first, second].sort((x, y) => x - y));
      expect(await ids('fantasies/matches/', who)).toEqual([]);
    }
    // B's like of `first` stays B's own: A sees a maybe-match, not B's like.
    expect(await ids('fantasies/liked/', a)).toEqual([]);
  });

  it('replaces the owner’s like, turning a match into a maybe-match, and a like replaces it back', async () => {
    const { a, b } = await couple();
    const id = free[3]!;
    await like(a, id);
    await like(b, id);
    expect(await ids('fantasies/matches/', b)).toEqual([id]);
    const matchedCount = (await stats())[String(id)]?.like_count ?? 0;
    expect((await maybe(a, id)).json().state).toBe('maybe_match');
    expect(await ids('fantasies/liked/', a)).toEqual([]);
    expect(await ids('fantasies/matches/', b)).toEqual([]);
    expect(await ids('fantasies/maybe_matches/', b)).toEqual([id]);
    expect((await stats())[String(id)]?.like_count ?? 0).toBe(matchedCount - 2);
    expect((await like(a, id)).json().state).toBe('match');
    expect(await ids('fantasies/maybe/', a)).toEqual([]);
    expect(await ids('fantasies/maybe_matches/', a)).toEqual([]);
    expect(await ids('fantasies/matches/', a)).toEqual([id]);
  });

  it('is taken back by DELETE, idempotently, and the maybe-match goes for both', async () => {
    const { a, b } = await couple();
    const id = free[4]!;
    await maybe(a, id);
    await maybe(b, id);
    expect((await unmaybe(a, id)).statusCode).toBe(204);
    expect((await unmaybe(a, id)).statusCode).toBe(204);
    expect(await ids('fantasies/maybe/', a)).toEqual([]);
    expect(await ids('fantasies/maybe_matches/', b)).toEqual([]);
    expect(await ids('fantasies/maybe/', b)).toEqual([id]);
    // A dislike takes back a like only; the maybe is its own answer.
    await maybe(a, id);
    await dislike(a, id);
    expect(await ids('fantasies/maybe/', a)).toEqual([id]);
  });

  it('tells both open apps of a new maybe-match, and the partner nothing of a one-sided maybe', async () => {
    const { a, b } = await couple();
    const changes: { users: number[]; topics: string[] }[] = [];
    const stop = await t.database.listen(CHANGES_CHANNEL, (payload) => changes.push(JSON.parse(payload)));
    const toldOf = (who: Account, topic: string) =>
      changes.filter((change) => change.users.includes(who.user.id) && change.topics.includes(topic)).length;
    try {
      await maybe(a, free[5]!);
      await like(a, free[6]!);
      await like(b, free[5]!);
      await maybe(b, free[6]!);
      // A maybe-match that only changes which of them said maybe is not new: told once.
      await maybe(a, free[7]!);
      await maybe(b, free[7]!);
      await like(a, free[7]!);
      // A marker: changes arrive in commit order, so once an event planned now is told, any
      // change the answers above caused has been told too.
      const planned = await callApi(t.app, 'POST', 'events/', a, {
        fantasy: free[5],
        target_user: b.user.id,
        happens_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(planned.statusCode).toBe(201);
      await expect.poll(() => toldOf(b, 'events')).toBe(1);
      // Three maybe-matches formed, each told once to both; the one-sided answers told no one.
      expect(toldOf(a, 'matches')).toBe(3);
      expect(toldOf(b, 'matches')).toBe(3);
    } finally {
      await stop();
    }
  });

  it('is premium for what likes are premium for, refusing without writing', async () => {
    const a = await account();
    const refused = await maybe(a, locked);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('premium_required');
    expect(await ids('fantasies/maybe/', a)).toEqual([]);
  });

  it('answers 404 for an unknown fantasy, 400 for a malformed id and 401 without a token', async () => {
    const a = await account();
    expect((await maybe(a, 999_999)).json().code).toBe('not_found');
    expect((await unmaybe(a, 999_999)).json().code).toBe('not_found');
    expect((await callApi(t.app, 'POST', 'fantasies/abc/maybe/', a)).json().code).toBe('invalid');
    expect((await callApi(t.app, 'DELETE', 'fantasies/0/maybe/', a)).json().code).toBe('invalid');
    for (const [method, url] of [
      ['GET', 'fantasies/maybe/'],
      ['GET', 'fantasies/maybe_matches/'],
      ['POST', `fantasies/${free[0]}/maybe/`],
      ['DELETE', `fantasies/${free[0]}/maybe/`],
    ] as const) {
      expect((await callApi(t.app, method, url, null)).statusCode, url).toBe(401);
    }
    expect(await ids('fantasies/maybe/', a)).toEqual([]);
  });

  it('leaves no maybe-match after the couple unlinks, and is in the owner’s data download', async () => {
    const { a, b } = await couple();
    await maybe(a, free[6]!);
    await like(b, free[6]!);
    await callApi(t.app, 'DELETE', 'partner/current/remove/', a);
    expect(await ids('fantasies/maybe_matches/', a)).toEqual([]);
    expect(await ids('fantasies/maybe_matches/', b)).toEqual([]);
    const download = (await callApi(t.app, 'GET', 'user/export/', a)).json();
    expect(download.maybes.map((entry: { id: number }) => entry.id)).toEqual([free[6]]);
    const theirs = (await callApi(t.app, 'GET', 'user/export/', b)).json();
    expect(theirs.maybes).toEqual([]);
  });
});
