import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fantasy } from '@duet/contracts';
import {
  build,
  callApi,
  createAccount,
  linkAccounts,
  type Account as Session,
  type ApiCallArgs,
  type TestApp,
} from './helper.ts';

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await build();
  const catalogue = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>();
  ids = catalogue.map((f) => f.id);
});
afterAll(() => t.close());

let counter = 0;
const account = (name = 'user') => createAccount(t.app, `${name}${++counter}p`);
const call = (...args: ApiCallArgs) => callApi(t.app, ...args);
const pass = (who: Session | null, id: number | string) => call('POST', `fantasies/${id}/pass/`, who);
const passed = async (who: Session) => (await call('GET', 'fantasies/passed/', who)).json<number[]>();
const readsOf = async (who: Session) => ({
  liked: (await call('GET', 'fantasies/liked/', who)).json<number[]>(),
  matches: (await call('GET', 'fantasies/matches/', who)).json<number[]>(),
  notifications: (await call('GET', 'notifications/?mark_read=false', who)).json<{ results: unknown[] }>()
    .results,
});

const link = (a: Session, b: Session) => linkAccounts(t.app, a, b);

describe('passing a fantasy', () => {
  it('is recorded once, in order, and forgotten on request', async () => {
    const a = await account();
    expect((await pass(a, ids[3]!)).json()).toEqual({ fantasy: ids[3] });
    expect((await pass(a, ids[1]!)).statusCode).toBe(200);
    expect((await pass(a, ids[3]!)).statusCode).toBe(200);
    expect(await passed(a)).toEqual([ids[3], ids[1]]);
    const cleared = await call('DELETE', 'fantasies/passed/', a);
    expect(cleared.statusCode).toBe(204);
    expect(cleared.body).toBe('');
    expect(await passed(a)).toEqual([]);
  });

  it('never touches a like or a match, and the partner learns nothing of it', async () => {
    const a = await account('ann');
    const b = await account('ben');
    await link(a, b);
    await call('POST', `fantasies/${ids[0]}/like/`, a);
    await call('POST', `fantasies/${ids[0]}/like/`, b);
    await call('POST', `fantasies/${ids[1]}/like/`, a);
    const stats = (await call('GET', 'fantasies/stats/', null)).json<unknown>();
    const before = { a: await readsOf(a), b: await readsOf(b) };
    expect(before.a.matches).toEqual([ids[0]]);
    expect(before.b.notifications).toHaveLength(2); // the link and the match

    for (const id of [ids[0]!, ids[1]!, ids[2]!]) expect((await pass(a, id)).statusCode).toBe(200);

    expect(await readsOf(a)).toEqual(before.a);
    expect(await readsOf(b)).toEqual(before.b);
    expect((await call('GET', 'fantasies/stats/', null)).json()).toEqual(stats);
    expect(await passed(b)).toEqual([]);
  });

  it('is taken back one fantasy at a time, only for the one who asks', async () => {
    const a = await account();
    const b = await account();
    await pass(a, ids[6]!);
    await pass(a, ids[7]!);
    await pass(b, ids[6]!);
    const undone = await call('DELETE', `fantasies/${ids[6]}/pass/`, a);
    expect(undone.statusCode).toBe(204);
    expect((await call('DELETE', `fantasies/${ids[6]}/pass/`, a)).statusCode).toBe(204);
    expect(await passed(a)).toEqual([ids[7]]);
    expect(await passed(b)).toEqual([ids[6]]);
    expect((await call('DELETE', `fantasies/${ids[7]}/pass/`, null)).statusCode).toBe(401);
    expect((await call('DELETE', 'fantasies/abc/pass/', a)).statusCode).toBe(400);
    expect(await passed(a)).toEqual([ids[7]]);
  });

  it('is cleared only for the one who asks', async () => {
    const a = await account();
    const b = await account();
    await pass(a, ids[4]!);
    await pass(b, ids[5]!);
    expect((await call('DELETE', 'fantasies/passed/', b)).statusCode).toBe(204);
    expect(await passed(a)).toEqual([ids[4]]);
    expect(await passed(b)).toEqual([]);
  });

  it('answers 404 for an unknown fantasy, 400 for a malformed id, 401 without a token, and writes nothing', async () => {
    const a = await account();
    const unknown = await pass(a, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    expect((await pass(a, 'abc')).statusCode).toBe(400);
    expect((await pass(a, -1)).statusCode).toBe(400);
    expect((await pass(a, '2147483648')).statusCode).toBe(400);
    expect((await pass(null, ids[0]!)).statusCode).toBe(401);
    expect((await call('GET', 'fantasies/passed/', null)).statusCode).toBe(401);
    expect((await call('DELETE', 'fantasies/passed/', null)).statusCode).toBe(401);
    expect(await passed(a)).toEqual([]);
  });
});
