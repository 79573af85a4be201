// Every answer write is one round trip to the database (ADR 0033): the token check and the write in
// one statement. Counted at the driver, where both engines' statements pass (PGlite through its
// node-postgres connection).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { FREE_DIFFICULTIES, type Fantasy, type Tag } from '@duet/contracts';
import {
  build,
  callApi,
  createCouple,
  freeFantasies,
  type Account,
  type ApiCallArgs,
  type TestApp,
} from './helper.ts';

let t: TestApp;
let free: number[];
let tagIds: number[];
let a: Account;
let b: Account;
beforeAll(async () => {
  t = await build();
  free = (await freeFantasies(t.app)).map((f) => f.id);
  tagIds = (await t.app.inject({ url: '/api/v0/fantasies/tags/?paginator=off' }))
    .json<Tag[]>()
    .map((tag) => tag.id);
  ({ a, b } = await createCouple(t.app, ['trip1a', 'trip1b']));
});
afterAll(() => t.close());

/** A request, answered: its status, its error code if any, and how many statements it sent the database. */
async function sent(...args: ApiCallArgs) {
  const statements = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const response = await callApi(t.app, ...args);
    const code = response.statusCode >= 400 ? response.json<{ code: string }>().code : undefined;
    return { status: response.statusCode, code, statements: statements.mock.calls.length };
  } finally {
    statements.mockRestore();
  }
}

/** How many statements a successful request sent. */
async function roundTrips(...args: ApiCallArgs) {
  const { status, statements } = await sent(...args);
  expect(status).toBeLessThan(300);
  return statements;
}

describe('every answer write', () => {
  it('is one statement, whatever it changes', async () => {
    const [first, second] = [free[0]!, free[1]!];
    await callApi(t.app, 'POST', `fantasies/${first}/like/`, b);
    // A like that makes a match (counter, notice, notifications, stream), then one saved before.
    expect(await roundTrips('POST', `fantasies/${first}/like/`, a)).toBe(1);
    expect(await roundTrips('POST', `fantasies/${first}/like/`, a)).toBe(1);
    // A dislike that undoes the match, then one with nothing to remove.
    expect(await roundTrips('POST', `fantasies/${first}/dislike/`, a)).toBe(1);
    expect(await roundTrips('POST', `fantasies/${first}/dislike/`, a)).toBe(1);
    // A maybe that meets the partner's like (a maybe-match, told to the stream), and its removal.
    expect(await roundTrips('POST', `fantasies/${first}/maybe/`, a)).toBe(1);
    expect(await roundTrips('DELETE', `fantasies/${first}/maybe/`, a)).toBe(1);
    expect(await roundTrips('DELETE', `fantasies/${first}/maybe/`, a)).toBe(1);
    // A pass, its removal, and forgetting them all.
    expect(await roundTrips('POST', `fantasies/${second}/pass/`, a)).toBe(1);
    expect(await roundTrips('DELETE', `fantasies/${second}/pass/`, a)).toBe(1);
    expect(await roundTrips('DELETE', 'fantasies/passed/', a)).toBe(1);
  });

  it('of the deep id, the filters and the notifications read is one statement too', async () => {
    expect(await roundTrips('POST', 'fantasies/deepid_set/', a, [free[2], free[3]])).toBe(1);
    const filters = { difficulty: 'light', sorting: 'likes', tags: [tagIds[0]], collection: null };
    expect(await roundTrips('POST', 'fantasies/user/filters/', a, filters)).toBe(1);
    expect(await roundTrips('GET', 'notifications/?mark_read=true', a)).toBe(1);
  });

  it('answers its refusals in the same statement: an unknown fantasy, premium, unknown ids', async () => {
    const locked = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' }))
      .json<Fantasy[]>()
      .find((f) => !FREE_DIFFICULTIES.includes(f.difficulty))!.id;
    expect(await sent('POST', 'fantasies/999999/dislike/', a)).toEqual({
      status: 404,
      code: 'not_found',
      statements: 1,
    });
    expect(await sent('POST', `fantasies/${locked}/maybe/`, a)).toEqual({
      status: 403,
      code: 'premium_required',
      statements: 1,
    });
    expect(await sent('POST', 'fantasies/deepid_set/', a, [999_999])).toEqual({
      status: 400,
      code: 'invalid',
      statements: 1,
    });
    expect(await sent('POST', 'fantasies/user/filters/', a, { tags: [999_999] })).toEqual({
      status: 400,
      code: 'invalid',
      statements: 1,
    });
  });
});
