import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { deepidSetResponseSchema, fantasyFiltersSchema, type Fantasy, type Tag } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { feedbackReport } from '../src/features/fantasies/feedback-report.ts';
import { build, callApi, createAccount, type ApiCallArgs, type TestApp } from './helper.ts';

let t: TestApp;
let ids: number[];
let tagIds: number[];
beforeAll(async () => {
  t = await build();
  ids = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>().map((f) => f.id);
  tagIds = (await t.app.inject({ url: '/api/v0/fantasies/tags/?paginator=off' }))
    .json<Tag[]>()
    .map((tag) => tag.id);
});
afterAll(() => t.close());

let counter = 0;
const account = () => createAccount(t.app, `deep${++counter}`);
const send = (...args: ApiCallArgs) => callApi(t.app, ...args);

describe('deep id', () => {
  it('keeps up to nine fantasies in the chosen order and answers with the user', async () => {
    const a = await account();
    expect((await send('GET', 'fantasies/deepid/', a)).json()).toEqual([]);
    const chosen = [ids[8]!, ids[2]!, ids[5]!, ids[0]!, ids[1]!, ids[3]!, ids[4]!, ids[6]!, ids[7]!];
    const response = await send('POST', 'fantasies/deepid_set/', a, chosen);
    expect(response.statusCode).toBe(200);
    const body = deepidSetResponseSchema.parse(response.json());
    expect(body.deepid).toEqual(chosen);
    expect(body.user).toMatchObject({ id: a.user.id, username: a.user.username });
    expect((await send('GET', 'fantasies/deepid/', a)).json()).toEqual(chosen);
    expect((await send('POST', 'fantasies/deepid_set/', a, [ids[1]])).json().deepid).toEqual([ids[1]]);
    expect((await send('POST', 'fantasies/deepid_set/', a, [])).json().deepid).toEqual([]);
  });

  it.each([
    ['ten ids', () => ids.slice(0, 10)],
    ['a duplicate id', () => [ids[0], ids[0]]],
    ['an unknown id', () => [ids[0], 999_999]],
    ['not a list', () => ({ ids: [1] })],
    ['a non-numeric id', () => ['abc']],
  ])('refuses %s and keeps the deep id as it was', async (_name, payload) => {
    const a = await account();
    await send('POST', 'fantasies/deepid_set/', a, [ids[4]]);
    const response = await send('POST', 'fantasies/deepid_set/', a, payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid');
    expect((await send('GET', 'fantasies/deepid/', a)).json()).toEqual([ids[4]]);
  });

  it('needs a token', async () => {
    expect((await send('GET', 'fantasies/deepid/', null)).statusCode).toBe(401);
    expect((await send('POST', 'fantasies/deepid_set/', null, [])).statusCode).toBe(401);
  });
});

describe('feed filters', () => {
  it('default to random with nothing selected, and are stored per user', async () => {
    const a = await account();
    const b = await account();
    expect((await send('GET', 'fantasies/user/filters/', a)).json()).toEqual({
      difficulty: null,
      sorting: 'random',
      tags: [],
      collection: null,
    });
    const saved = await send('POST', 'fantasies/user/filters/', a, {
      difficulty: 'hard',
      sorting: 'likes',
      tags: [tagIds[0], tagIds[1]],
      collection: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(fantasyFiltersSchema.parse(saved.json())).toEqual({
      difficulty: 'hard',
      sorting: 'likes',
      tags: [tagIds[0], tagIds[1]],
      collection: null,
    });
    expect((await send('GET', 'fantasies/user/filters/', a)).json()).toEqual(saved.json());
    expect((await send('GET', 'fantasies/user/filters/', b)).json()).toEqual({
      difficulty: null,
      sorting: 'random',
      tags: [],
      collection: null,
    });
    const reset = await send('POST', 'fantasies/user/filters/', a, {
      difficulty: null,
      sorting: 'random',
      tags: [],
      collection: null,
    });
    expect(reset.json()).toEqual({ difficulty: null, sorting: 'random', tags: [], collection: null });
  });

  it.each([
    [{ difficulty: 'extreme' }, 'difficulty'],
    [{ sorting: 'newest' }, 'sorting'],
    [{ tags: [999_999] }, 'tags'],
    [{ tags: 'romance' }, 'tags'],
    [{ collection: 999_999 }, 'collection'],
    [{ collection: 'slow-evenings' }, 'collection'],
  ])('refuse %j and keep what was stored', async (payload, field) => {
    const a = await account();
    await send('POST', 'fantasies/user/filters/', a, { difficulty: 'light' });
    const response = await send('POST', 'fantasies/user/filters/', a, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', [field]: [expect.any(String)] });
    expect((await send('GET', 'fantasies/user/filters/', a)).json()).toEqual({
      difficulty: 'light',
      sorting: 'random',
      tags: [],
      collection: null,
    });
  });

  it('need a token', async () => {
    expect((await send('GET', 'fantasies/user/filters/', null)).statusCode).toBe(401);
    expect((await send('POST', 'fantasies/user/filters/', null, {})).statusCode).toBe(401);
  });
});

describe('feedback', () => {
  const feedbackCount = async (fantasyId: number) =>
    (
      await queryRows<{ n: number }>(
        t.app.db,
        sql`select coalesce((select feedback_count + unpublished_feedback_count from fantasy_stats
              where fantasy_id = ${fantasyId}), 0)::int as n`,
      )
    )[0]!.n;

  it('is stored with its anonymity and counted for the comments sorting', async () => {
    const a = await account();
    const before = await feedbackCount(ids[0]!);
    const response = await send('POST', `fantasies/${ids[0]}/feedback/`, a, {
      text: '  Loved it  ',
      anonym: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ fantasy: ids[0], text: 'Loved it', anonym: true });
    expect(await feedbackCount(ids[0]!)).toBe(before + 1);
  });

  it("reaches the editors' report, anonymous feedback without its author", async () => {
    const a = await account();
    const since = new Date(Date.now() - 1000);
    await send('POST', `fantasies/${ids[2]}/feedback/`, a, { text: 'Signed', anonym: false });
    await send('POST', `fantasies/${ids[2]}/feedback/`, a, { text: 'Unsigned', anonym: true });
    const report = (await feedbackReport(t.app.db, since)).filter((entry) => entry.text.endsWith('igned'));
    expect(report.map(({ text, author }) => ({ text, author }))).toEqual([
      { text: 'Unsigned', author: null },
      { text: 'Signed', author: a.user.username },
    ]);
    expect(await feedbackReport(t.app.db, new Date(Date.now() + 60_000))).toEqual([]);
  });

  it('refuses empty or oversized text, unknown fantasies and visitors, writing nothing', async () => {
    const a = await account();
    const before = await feedbackCount(ids[1]!);
    for (const payload of [
      { text: '   ' },
      { text: 'x'.repeat(2001) },
      { anonym: true },
      { text: 'ok', anonym: 'yes' },
    ]) {
      expect((await send('POST', `fantasies/${ids[1]}/feedback/`, a, payload)).statusCode).toBe(400);
    }
    expect((await send('POST', 'fantasies/999999/feedback/', a, { text: 'hi' })).statusCode).toBe(404);
    expect((await send('POST', `fantasies/${ids[1]}/feedback/`, null, { text: 'hi' })).statusCode).toBe(401);
    expect(await feedbackCount(ids[1]!)).toBe(before);
  });
});
