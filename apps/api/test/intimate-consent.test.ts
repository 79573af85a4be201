import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  INTIMATE_CONSENT_VERSION,
  accountExportSchema,
  consentsListSchema,
  fantasyStatsSchema,
  meSchema,
  notificationSchema,
  pageSchema,
  type Fantasy,
  type OwnCard,
} from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { CHANGES_CHANNEL } from '../src/shared/changes.ts';
import {
  build,
  callApi,
  createAccount,
  createCouple,
  freeFantasies,
  giveIntimateConsent,
  type Account,
  type ApiCallArgs,
  type TestApp,
} from './helper.ts';

let t: TestApp;
let free: Fantasy[];
beforeAll(async () => {
  t = await build();
  free = await freeFantasies(t.app);
});
afterAll(() => t.close());

let counter = 0;
const account = (name: string, consent = true) => createAccount(t.app, `${name}${++counter}ic`, { consent });
const couple = ({ a = true, b = true } = {}) =>
  createCouple(t.app, [`ann${++counter}ic`, `ben${counter}ic`], { consent: [a, b] });
const call = (...args: ApiCallArgs) => callApi(t.app, ...args);
const give = (who: Account | null, body: object = { version: INTIMATE_CONSENT_VERSION }) =>
  call('PUT', 'user/consents/intimate_answers/', who, body);
const withdraw = (who: Account | null) => call('DELETE', 'user/consents/intimate_answers/', who);
const answer = (who: Account, verb: 'like' | 'maybe' | 'pass', id: number) =>
  call('POST', `fantasies/${id}/${verb}/`, who);
const ids = async (url: string, who: Account) => {
  const response = await call('GET', url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<number[]>();
};
const answersOf = async (who: Account) => ({
  liked: await ids('fantasies/liked/', who),
  maybes: await ids('fantasies/maybe/', who),
  passed: await ids('fantasies/passed/', who),
  deepid: await ids('fantasies/deepid/', who),
});
const NO_ANSWERS = { liked: [], maybes: [], passed: [], deepid: [] };
const meOf = async (who: Account) => meSchema.parse((await call('GET', 'user/profile/', who)).json());
const consentsOf = async (who: Account) =>
  consentsListSchema.parse((await call('GET', 'user/consents/', who)).json()).results;
const notificationsOf = async (who: Account) =>
  pageSchema(notificationSchema).parse((await call('GET', 'notifications/', who)).json()).results;
const likeCountOf = async (fantasy: Fantasy) =>
  fantasyStatsSchema.parse((await call('GET', 'fantasies/stats/', null)).json())[fantasy.id]?.like_count ?? 0;
const ownCardsOf = async (who: Account) =>
  (await call('GET', 'own_cards/?paginator=off', who)).json<OwnCard[]>();
const exportOf = async (who: Account) =>
  accountExportSchema.parse((await call('GET', 'user/export/', who)).json());
const expectRefused = (response: { statusCode: number; json: () => unknown }, code = 'consent_required') => {
  expect(response.statusCode).toBe(code === 'consent_required' ? 403 : 409);
  expect(response.json()).toMatchObject({ code });
};
/** The text of the consent moved on after `who` agreed: what a new `INTIMATE_CONSENT_VERSION` does. */
const makeConsentOutdated = (who: Account) =>
  t.app.db.execute(
    sql`update users set intimate_answers_consent_version = '2000-01-01' where id = ${who.user.id}`,
  );

describe('without the consent to process answers', () => {
  it('stores no like, maybe, pass, deep id or own card, and the partner learns nothing', async () => {
    const { a, b } = await couple({ a: false });
    const [liked, maybed, passed] = [free[0]!, free[1]!, free[2]!];
    await answer(b, 'like', liked.id);
    await answer(b, 'like', maybed.id);
    const countBefore = await likeCountOf(liked);

    expectRefused(await answer(a, 'like', liked.id));
    expectRefused(await answer(a, 'maybe', maybed.id));
    expectRefused(await answer(a, 'pass', passed.id));
    expectRefused(await call('POST', 'fantasies/deepid_set/', a, [liked.id]));
    expectRefused(await call('POST', 'own_cards/', a, { title: 'Slow dancing in the kitchen' }));

    expect(await answersOf(a)).toEqual(NO_ANSWERS);
    expect(await ownCardsOf(a)).toEqual([]);
    for (const who of [a, b]) {
      expect(await ids('fantasies/matches/', who)).toEqual([]);
      expect(await ids('fantasies/maybe_matches/', who)).toEqual([]);
      expect(await notificationsOf(who)).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ kind: 'match' })]),
      );
    }
    expect(await likeCountOf(liked)).toBe(countBefore);
    const [stored] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select (select count(*) from likes where user_id = ${a.user.id})
        + (select count(*) from maybes where user_id = ${a.user.id})
        + (select count(*) from passes where user_id = ${a.user.id})
        + (select count(*) from deepid_entries where user_id = ${a.user.id})
        + (select count(*) from fantasies where author_id = ${a.user.id}) as n`,
    );
    expect(Number(stored!.n)).toBe(0);
  });

  it('still takes answers back and empties the deep id: erasing never needs consent', async () => {
    const me = await account('era', false);
    const fantasy = free[0]!;
    expect((await call('POST', `fantasies/${fantasy.id}/dislike/`, me)).statusCode).toBe(200);
    expect((await call('DELETE', `fantasies/${fantasy.id}/maybe/`, me)).statusCode).toBe(204);
    expect((await call('DELETE', `fantasies/${fantasy.id}/pass/`, me)).statusCode).toBe(204);
    expect((await call('DELETE', 'fantasies/passed/', me)).statusCode).toBe(204);
    expect((await call('POST', 'fantasies/deepid_set/', me, [])).statusCode).toBe(200);
  });

  it('answers are taken once it is given, and the profile shows it', async () => {
    const me = await account('giv', false);
    expect((await meOf(me)).intimate_answers_consent).toBeNull();
    expectRefused(await answer(me, 'like', free[0]!.id));
    const given = await give(me);
    expect(given.statusCode, given.body).toBe(200);
    const consent = meSchema.parse(given.json()).intimate_answers_consent;
    expect(consent).toEqual({ version: INTIMATE_CONSENT_VERSION, given_at: expect.any(String) });
    expect((await answer(me, 'like', free[0]!.id)).json()).toEqual({ fantasy: free[0]!.id, state: 'like' });
    expect((await meOf(me)).intimate_answers_consent).toEqual(consent);
  });
});

describe('giving the consent', () => {
  it('records its version and time once, in the consent record and the export', async () => {
    const me = await account('rec', false);
    const first = meSchema.parse((await give(me)).json()).intimate_answers_consent!;
    const again = meSchema.parse((await give(me)).json()).intimate_answers_consent!;
    expect(again).toEqual(first);
    const record = [
      {
        kind: 'intimate_answers',
        granted: true,
        version: INTIMATE_CONSENT_VERSION,
        recorded_at: first.given_at,
      },
    ];
    expect(await consentsOf(me)).toEqual(record);
    const data = await exportOf(me);
    expect(data.consents).toEqual(record);
    expect(data.profile.intimate_answers_consent).toEqual(first);
  });

  it('refuses bad input with 400 and another version with 409, recording nothing', async () => {
    const me = await account('bad', false);
    for (const body of [
      {},
      { version: 5 },
      { version: '' },
      { version: 'x'.repeat(33) },
      { version: INTIMATE_CONSENT_VERSION, user: 1 },
      [INTIMATE_CONSENT_VERSION],
    ]) {
      const response = await give(me, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid' });
    }
    const raw = await t.app.inject({
      method: 'PUT',
      url: '/api/v0/user/consents/intimate_answers/',
      headers: { authorization: `Bearer ${me.access}`, 'content-type': 'application/json' },
      payload: '{"version":',
    });
    expect(raw.statusCode).toBe(400);
    expectRefused(await give(me, { version: '2000-01-01' }), 'consent_version_mismatch');
    expect(await consentsOf(me)).toEqual([]);
    expect((await meOf(me)).intimate_answers_consent).toBeNull();
  });

  it('needs a signed-in person, and gives or withdraws only their own', async () => {
    expect((await give(null)).statusCode).toBe(401);
    expect((await withdraw(null)).statusCode).toBe(401);
    const [mine, theirs] = [await account('own'), await account('oth', false)];
    await answer(mine, 'like', free[0]!.id);
    // Each acts on the person of its token; nothing in a request names anyone else.
    expect((await give(theirs)).statusCode).toBe(200);
    expect((await withdraw(theirs)).statusCode).toBe(200);
    expect((await meOf(mine)).intimate_answers_consent).not.toBeNull();
    expect(await ids('fantasies/liked/', mine)).toEqual([free[0]!.id]);
    expect(
      (await give(theirs, { version: INTIMATE_CONSENT_VERSION, user_id: mine.user.id })).statusCode,
    ).toBe(400);
  });
});

describe('withdrawing the consent', () => {
  it('erases my answers, our matches and my deep id and own cards; the account and partner stay', async () => {
    const { a, b } = await couple();
    const [matched, maybeMatched, passed, onlyMine] = [free[0]!, free[1]!, free[2]!, free[3]!];
    await answer(b, 'like', matched.id);
    await answer(b, 'like', maybeMatched.id);
    await answer(a, 'like', matched.id);
    await answer(a, 'maybe', maybeMatched.id);
    await answer(a, 'like', onlyMine.id);
    await answer(a, 'pass', passed.id);
    await call('POST', 'fantasies/deepid_set/', a, [matched.id, onlyMine.id]);
    const card = (await call('POST', 'own_cards/', a, { title: 'Breakfast in bed' })).json<OwnCard>();
    await answer(b, 'like', card.id);
    await answer(a, 'like', card.id);
    const partnersCard = (await call('POST', 'own_cards/', b, { title: 'A bath for two' })).json<OwnCard>();
    await answer(b, 'like', partnersCard.id);
    await answer(a, 'like', partnersCard.id);
    expect(await ids('fantasies/matches/', b)).toEqual(
      [matched.id, card.id, partnersCard.id].sort((x, y) => x - y),
    );
    expect(await likeCountOf(matched)).toBe(2);
    expect((await notificationsOf(b)).filter((n) => n.kind === 'match')).toHaveLength(3);

    const response = await withdraw(a);
    expect(response.statusCode, response.body).toBe(200);
    expect(meSchema.parse(response.json())).toMatchObject({
      id: a.user.id,
      intimate_answers_consent: null,
    });

    expect(await answersOf(a)).toEqual(NO_ANSWERS);
    expect((await ownCardsOf(a)).map((c) => c.id)).toEqual([partnersCard.id]);
    expect((await ownCardsOf(b)).map((c) => c.id)).toEqual([partnersCard.id]);
    for (const who of [a, b]) {
      expect(await ids('fantasies/matches/', who)).toEqual([]);
      expect(await ids('fantasies/maybe_matches/', who)).toEqual([]);
      expect((await notificationsOf(who)).filter((n) => n.kind === 'match')).toEqual([]);
    }
    // The partner is told nothing, and keeps their own answers.
    expect(await notificationsOf(b)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ kind: 'partner_removed' })]),
    );
    expect(await ids('fantasies/liked/', b)).toEqual(
      [matched.id, maybeMatched.id, partnersCard.id].sort((x, y) => x - y),
    );
    expect(await likeCountOf(matched)).toBe(0);
    expect((await call('GET', 'partner/current/', a)).json()).toMatchObject({ id: b.user.id });
    const [notices] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from match_notices where ${a.user.id} in (first_user_id, second_user_id)`,
    );
    expect(notices!.n).toBe(0);

    expectRefused(await answer(a, 'like', matched.id));
    const data = await exportOf(a);
    expect(data.profile.intimate_answers_consent).toBeNull();
    expect(data.consents.map(({ kind, granted, version }) => ({ kind, granted, version }))).toEqual([
      { kind: 'intimate_answers', granted: false, version: null },
      { kind: 'intimate_answers', granted: true, version: INTIMATE_CONSENT_VERSION },
    ]);
    expect([data.likes, data.maybes, data.passes, data.deepid, data.own_cards, data.matches]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it("refreshes the partner's app only when something they saw goes", async () => {
    const quiet = await couple();
    await answer(quiet.b, 'like', free[0]!.id);
    await answer(quiet.a, 'like', free[1]!.id);
    const shared = await couple();
    await answer(shared.b, 'like', free[0]!.id);
    await answer(shared.a, 'like', free[0]!.id);
    const changes: { users: number[]; topics: string[] }[] = [];
    const stop = await t.database.listen(CHANGES_CHANNEL, (payload) => changes.push(JSON.parse(payload)));
    try {
      await withdraw(quiet.a);
      await withdraw(shared.a);
      // Changes arrive in commit order: once the second withdrawal's is here, the first's is too.
      // Only a withdrawal's carry `events`; the couples' earlier news may still be on its way.
      const withdrawals = () => changes.filter((change) => change.topics.includes('events'));
      await expect.poll(() => withdrawals().length).toBe(2);
      const topics = ['matches', 'notifications', 'events'];
      expect(withdrawals()).toEqual([
        { users: [quiet.a.user.id], topics },
        { users: [shared.a.user.id, shared.b.user.id], topics },
      ]);
    } finally {
      await stop();
    }
  });

  it('can be given again, and then answers are taken as before', async () => {
    const me = await account('bak');
    await withdraw(me);
    await withdraw(me);
    expect((await consentsOf(me)).map(({ granted }) => granted)).toEqual([false, true]);
    await giveIntimateConsent(t.app, me.access);
    expect((await answer(me, 'pass', free[0]!.id)).statusCode).toBe(200);
    expect(await ids('fantasies/passed/', me)).toEqual([free[0]!.id]);
  });

  it('never leaves an answer that raced it', async () => {
    const me = await account('race');
    for (const fantasy of free.slice(0, 8)) {
      const [liked] = await Promise.all([answer(me, 'like', fantasy.id), withdraw(me)]);
      expect([200, 403]).toContain(liked.statusCode);
      expect(await answersOf(me)).toEqual(NO_ANSWERS);
      await giveIntimateConsent(t.app, me.access);
      await Promise.all([answer(me, 'pass', fantasy.id), answer(me, 'maybe', fantasy.id), withdraw(me)]);
      expect(await answersOf(me)).toEqual(NO_ANSWERS);
      await giveIntimateConsent(t.app, me.access);
    }
  });
});

describe('a new version of the consent text', () => {
  it('refuses answers until the new text is accepted', async () => {
    const me = await account('ver');
    await answer(me, 'like', free[0]!.id);
    await makeConsentOutdated(me);
    expect((await meOf(me)).intimate_answers_consent).toMatchObject({ version: '2000-01-01' });
    expectRefused(await answer(me, 'like', free[1]!.id));
    expectRefused(await answer(me, 'maybe', free[1]!.id));
    expectRefused(await answer(me, 'pass', free[1]!.id));
    expectRefused(await call('POST', 'fantasies/deepid_set/', me, [free[1]!.id]));
    // What was answered before stays, as for people who answered before consent was asked.
    expect(await ids('fantasies/liked/', me)).toEqual([free[0]!.id]);

    const renewed = meSchema.parse((await give(me)).json()).intimate_answers_consent;
    expect(renewed?.version).toBe(INTIMATE_CONSENT_VERSION);
    expect((await answer(me, 'like', free[1]!.id)).statusCode).toBe(200);
    expect((await consentsOf(me)).map(({ version }) => version)).toEqual([
      INTIMATE_CONSENT_VERSION,
      INTIMATE_CONSENT_VERSION,
    ]);
  });

  it('refuses editing and sharing an own card until then; deleting it never needs consent', async () => {
    const { a } = await couple();
    const card = (await call('POST', 'own_cards/', a, { title: 'Breakfast in bed' })).json<OwnCard>();
    await makeConsentOutdated(a);
    expectRefused(await call('PATCH', `own_cards/${card.id}/`, a, { title: 'Breakfast and more' }));
    expectRefused(await call('POST', `own_cards/${card.id}/share/`, a));
    expect((await ownCardsOf(a)).map(({ title }) => title)).toEqual(['Breakfast in bed']);
    expect((await call('DELETE', `own_cards/${card.id}/`, a)).statusCode).toBe(204);
  });
});
