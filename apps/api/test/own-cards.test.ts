import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import {
  OWN_CARDS_PER_AUTHOR,
  accountExportSchema,
  fantasyStatsSchema,
  notificationSchema,
  ownCardSchema,
  pageSchema,
  type Fantasy,
  type OwnCard,
} from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { CHANGES_CHANNEL } from '../src/shared/changes.ts';
import { loadCatalogue } from '../src/features/fantasies/catalogue-cache.ts';
import { seedAll } from '../src/seed.ts';
import {
  build,
  callApi,
  createAccount,
  createCouple,
  freeFantasies,
  linkAccounts,
  type Account,
  type ApiCallArgs,
  type TestApp,
} from './helper.ts';
import { createDevice, startFakePushService, type FakePushService } from './fake-push-service.ts';

const vapidKeys = webpush.generateVAPIDKeys();

let t: TestApp;
let service: FakePushService;
let catalogueIds: number[];
beforeAll(async () => {
  service = await startFakePushService();
  t = await build({
    VAPID_PUBLIC_KEY: vapidKeys.publicKey,
    VAPID_PRIVATE_KEY: vapidKeys.privateKey,
    VAPID_SUBJECT: 'mailto:team@duet.example',
    PUSH_SWEEP_INTERVAL_MS: '3600000',
  });
  catalogueIds = (await freeFantasies(t.app)).map((fantasy) => fantasy.id);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

let counter = 0;
const account = (name: string) => createAccount(t.app, `${name}${++counter}o`);
const couple = () => createCouple(t.app, [`ann${++counter}o`, `ben${counter}o`]);
const call = (...args: ApiCallArgs) => callApi(t.app, ...args);
const UNKNOWN = 2_000_000_000;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function write(who: Account, body: object = { title: 'Breakfast in bed, then back to bed' }) {
  const response = await call('POST', 'own_cards/', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return ownCardSchema.parse(response.json());
}
const cardsOf = async (who: Account) => {
  const response = await call('GET', 'own_cards/?paginator=off', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnCard[]>();
};
const idsAt = async (url: string, who: Account) => (await call('GET', url, who)).json<number[]>();
const answer = (who: Account, verb: 'like' | 'dislike' | 'maybe' | 'pass', id: number) =>
  call('POST', `fantasies/${id}/${verb}/`, who);
const notificationsOf = async (who: Account) =>
  pageSchema(notificationSchema).parse((await call('GET', 'notifications/', who)).json()).results;
const stats = async () => fantasyStatsSchema.parse((await call('GET', 'fantasies/stats/', null)).json());
const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.app.db, query))[0]!.n;
const ownCardRows = (authorId: number) =>
  count(sql`select count(*)::int as n from fantasies where author_id = ${authorId}`);
/** Status and body, which must not tell an invisible card from an id that does not exist. */
const seen = async (...args: ApiCallArgs) => {
  const response = await call(...args);
  return { status: response.statusCode, body: response.body };
};

describe('POST /api/v0/own_cards/', () => {
  it('writes a card, trimmed, shared at once with the partner: both see it, the author as theirs', async () => {
    const { a, b } = await couple();
    const card = await write(a, { title: '  Slow dance in the kitchen  ', description: '  Any song.  ' });
    expect(card).toMatchObject({
      title: 'Slow dance in the kitchen',
      description: 'Any song.',
      language: 'ru',
      mine: true,
      shared: true,
    });
    expect(card.updated_at).toBe(card.created_at);
    expect(await cardsOf(a)).toEqual([card]);
    expect(await cardsOf(b)).toEqual([{ ...card, mine: false }]);
    // The interface language it was written in, and no description is null.
    const english = await call('POST', 'own_cards/', b, { title: 'A picnic' });
    expect(english.statusCode).toBe(201);
    const inEnglish = await t.app.inject({
      method: 'POST',
      url: '/api/v0/own_cards/',
      headers: { authorization: `Bearer ${b.access}`, 'accept-language': 'en' },
      payload: { title: 'Stargazing', description: '' },
    });
    expect(inEnglish.json()).toMatchObject({ language: 'en', description: null, mine: true });
    expect((await cardsOf(a)).map((c) => c.title)).toEqual(['Stargazing', 'A picnic', card.title]);
  });

  it('needs a partner (409 partner_required) and a signed-in person (401), and writes nothing then', async () => {
    const loner = await account('solo');
    const refused = await call('POST', 'own_cards/', loner, { title: 'Alone' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'partner_required' });
    expect((await call('POST', 'own_cards/', null, { title: 'Anyone' })).statusCode).toBe(401);
    expect(await ownCardRows(loner.user.id)).toBe(0);
    expect(await cardsOf(loner)).toEqual([]);
  });

  it.each([
    ['no title', {}, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a title of 121 characters', { title: 'x'.repeat(121) }, 'title'],
    ['a title that is no text', { title: 7 }, 'title'],
    ['a description of 1001 characters', { title: 'ok', description: 'y'.repeat(1001) }, 'description'],
    ['a field of the catalogue', { title: 'ok', difficulty: 'hard' }, 'non_field_errors'],
  ])('refuses %s with 400 invalid and its field, writing nothing', async (_name, body, field) => {
    const { a } = await couple();
    const response = await call('POST', 'own_cards/', a, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
    expect(Object.keys(response.json())).toContain(field);
    expect(await ownCardRows(a.user.id)).toBe(0);
  });

  it(`takes titles of 120 characters and descriptions of 1000, and at most ${OWN_CARDS_PER_AUTHOR} cards an author`, async () => {
    const { a, b } = await couple();
    await write(a, { title: 't'.repeat(120), description: 'd'.repeat(1000) });
    for (let i = 1; i < OWN_CARDS_PER_AUTHOR; i++) await write(a, { title: `Card ${i}` });
    const refused = await call('POST', 'own_cards/', a, { title: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'own_cards_limit_reached' });
    expect(await ownCardRows(a.user.id)).toBe(OWN_CARDS_PER_AUTHOR);
    // The limit is the author's own: the partner still writes.
    await write(b, { title: 'Mine too' });
  });
});

describe('GET /api/v0/own_cards/', () => {
  it('pages like the other lists, and is for a signed-in person only', async () => {
    const { a } = await couple();
    for (const title of ['one', 'two', 'three']) await write(a, { title });
    const page = await call('GET', 'own_cards/?page_size=2', a);
    expect(page.statusCode).toBe(200);
    const first = pageSchema(ownCardSchema).parse(page.json());
    expect(first.count).toBe(3);
    expect(first.results.map((card) => card.title)).toEqual(['three', 'two']);
    expect(first.next).toBe('http://localhost/api/v0/own_cards/?page_size=2&page=2');
    const second = pageSchema(ownCardSchema).parse(
      (await call('GET', 'own_cards/?page_size=2&page=2', a)).json(),
    );
    expect(second.results.map((card) => card.title)).toEqual(['one']);
    expect((await call('GET', 'own_cards/?page=3', a)).statusCode).toBe(404);
    expect((await call('GET', 'own_cards/?page_size=0', a)).statusCode).toBe(400);
    expect((await call('GET', 'own_cards/', null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/v0/own_cards/{id}/', () => {
  it('lets the author edit the text; the partner is refused (403), anyone else finds nothing (404)', async () => {
    const { a, b } = await couple();
    const stranger = await account('eve');
    const card = await write(a, { title: 'Old title', description: 'Old words' });
    const edited = await call('PATCH', `own_cards/${card.id}/`, a, { title: ' New title ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: card.id,
      title: 'New title',
      description: 'Old words',
      mine: true,
    });
    expect(Date.parse(edited.json<OwnCard>().updated_at)).toBeGreaterThanOrEqual(Date.parse(card.updated_at));
    const cleared = await call('PATCH', `own_cards/${card.id}/`, a, { description: null });
    expect(cleared.json()).toMatchObject({ title: 'New title', description: null });

    const byPartner = await call('PATCH', `own_cards/${card.id}/`, b, { title: 'Mine now' });
    expect(byPartner.statusCode).toBe(403);
    expect(byPartner.json()).toMatchObject({ code: 'permission_denied' });
    const byStranger = await seen('PATCH', `own_cards/${card.id}/`, stranger, { title: 'x' });
    expect(byStranger).toEqual(await seen('PATCH', `own_cards/${UNKNOWN}/`, stranger, { title: 'x' }));
    expect(byStranger.status).toBe(404);
    expect((await call('PATCH', `own_cards/${card.id}/`, null, { title: 'x' })).statusCode).toBe(401);
    expect((await cardsOf(b))[0]).toMatchObject({ title: 'New title', description: null });
  });

  it('refuses bad input with 400 and its field, changing nothing', async () => {
    const { a } = await couple();
    const card = await write(a, { title: 'Keep me' });
    for (const body of [
      { title: '' },
      { title: 'x'.repeat(121) },
      { description: 'y'.repeat(1001) },
      { mine: false },
    ]) {
      const response = await call('PATCH', `own_cards/${card.id}/`, a, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid' });
    }
    expect((await call('PATCH', 'own_cards/abc/', a, { title: 'x' })).statusCode).toBe(400);
    expect(await cardsOf(a)).toEqual([card]);
  });

  it("clears the partner's answers to the old text, so a match is always on what the card says", async () => {
    const { a, b } = await couple();
    const card = await write(a, { title: 'A massage' });
    const other = await write(a, { title: 'A bath' });
    expect((await answer(a, 'like', card.id)).json().state).toBe('like');
    expect((await answer(b, 'like', card.id)).json().state).toBe('match');
    await answer(b, 'maybe', other.id);
    await call('PATCH', `own_cards/${card.id}/`, a, { title: 'A massage with oil' });
    await call('PATCH', `own_cards/${other.id}/`, a, { description: 'With candles' });
    expect(await idsAt('fantasies/liked/', a)).toContain(card.id);
    expect(await idsAt('fantasies/liked/', b)).not.toContain(card.id);
    expect(await idsAt('fantasies/maybe/', b)).not.toContain(other.id);
    expect(await idsAt('fantasies/matches/', a)).not.toContain(card.id);
    // Agreeing to the new text is a new match, told to both again.
    expect((await answer(b, 'like', card.id)).json().state).toBe('match');
    const matchNotices = (await notificationsOf(b)).filter(
      (n) => n.kind === 'match' && n.fantasy === card.id,
    );
    expect(matchNotices).toHaveLength(2);
    // The same text again changes nothing and clears nothing.
    await call('PATCH', `own_cards/${card.id}/`, a, { title: 'A massage with oil' });
    expect(await idsAt('fantasies/matches/', b)).toContain(card.id);
  });
});

describe('DELETE /api/v0/own_cards/{id}/', () => {
  it('lets the author delete it, with every answer and date on it; the partner 403, anyone else 404', async () => {
    const { a, b } = await couple();
    const stranger = await account('eve');
    const card = await write(a);
    await answer(a, 'like', card.id);
    await answer(b, 'like', card.id);
    const planned = await call('POST', 'events/', b, {
      fantasy: card.id,
      target_user: a.user.id,
      happens_at: inAnHour(),
    });
    expect(planned.statusCode, planned.body).toBe(201);

    expect((await call('DELETE', `own_cards/${card.id}/`, b)).statusCode).toBe(403);
    expect(await seen('DELETE', `own_cards/${card.id}/`, stranger)).toEqual(
      await seen('DELETE', `own_cards/${UNKNOWN}/`, stranger),
    );
    expect((await call('DELETE', `own_cards/${card.id}/`, null)).statusCode).toBe(401);
    expect((await call('DELETE', 'own_cards/0/', a)).statusCode).toBe(400);
    expect(await cardsOf(b)).toHaveLength(1);

    expect((await call('DELETE', `own_cards/${card.id}/`, a)).statusCode).toBe(204);
    expect(await cardsOf(a)).toEqual([]);
    expect(await cardsOf(b)).toEqual([]);
    for (const who of [a, b]) {
      expect(await idsAt('fantasies/liked/', who)).toEqual([]);
      expect(await idsAt('fantasies/matches/', who)).toEqual([]);
      expect((await call('GET', 'events/', who)).json()).toEqual([]);
      expect((await notificationsOf(who)).filter((n) => n.fantasy === card.id)).toEqual([]);
    }
    expect((await call('DELETE', `own_cards/${card.id}/`, a)).statusCode).toBe(404);
  });
});

describe('privacy: nobody but the two ever sees an own card', () => {
  it('is in no public list, page, count, sitemap or feedback, and answers a stranger exactly as an unknown id', async () => {
    const { a, b } = await couple();
    const other = await couple();
    const stranger = await account('eve');
    const card = await write(a, { title: 'Zzqx secret picnic' });
    await answer(a, 'like', card.id);
    await answer(b, 'like', card.id);

    expect((await loadCatalogue(t.app.db)).en.details.has(card.id)).toBe(false);
    const listed = await call('GET', 'fantasies/?paginator=off', null);
    expect(listed.json<Fantasy[]>().map((fantasy) => fantasy.id)).not.toContain(card.id);
    expect(Object.keys(await stats())).not.toContain(String(card.id));
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('Zzqx');

    for (const who of [stranger, other.a, other.b, a]) {
      expect(await seen('GET', `fantasies/${card.id}/`, who)).toEqual(
        await seen('GET', `fantasies/${UNKNOWN}/`, who),
      );
      expect((await call('GET', `fantasies/${card.id}/related/`, who)).statusCode).toBe(404);
      expect(await seen('POST', `fantasies/${card.id}/feedback/`, who, { text: 'hi' })).toEqual(
        await seen('POST', `fantasies/${UNKNOWN}/feedback/`, who, { text: 'hi' }),
      );
    }
    for (const who of [stranger, other.a]) {
      expect(await cardsOf(who)).toEqual([]);
      for (const [method, verb] of [
        ['POST', 'like'],
        ['POST', 'dislike'],
        ['POST', 'maybe'],
        ['DELETE', 'maybe'],
        ['POST', 'pass'],
        ['DELETE', 'pass'],
      ] as const) {
        const mine = await seen(method, `fantasies/${card.id}/${verb}/`, who);
        expect(mine, `${method} ${verb}`).toEqual(await seen(method, `fantasies/${UNKNOWN}/${verb}/`, who));
      }
      const dated = await seen('POST', 'events/', who, { fantasy: card.id, happens_at: inAnHour() });
      expect(dated).toEqual(await seen('POST', 'events/', who, { fantasy: UNKNOWN, happens_at: inAnHour() }));
      expect(dated.status).toBe(400);
      for (const url of ['fantasies/liked/', 'fantasies/maybe/', 'fantasies/passed/', 'fantasies/matches/']) {
        expect(await idsAt(url, who)).toEqual([]);
      }
    }
    expect(await count(sql`select count(*)::int as n from fantasy_stats where fantasy_id = ${card.id}`)).toBe(
      0,
    );
  });

  it('keeps even the id of an own card out of the analytics', async () => {
    const { a } = await couple();
    const card = await write(a);
    const match = (fantasy: number) => ({
      event_type: 'match',
      device_id: `device-own-${counter}`,
      insert_id: `own-${fantasy}-${counter}`,
      event_properties: { fantasy },
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v0/analytics/httpapi/',
      payload: { api_key: 'duet', events: [match(card.id), match(catalogueIds[0]!)] },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const stored = (await t.app.inject({ url: '/api/v0/analytics/events/' })).json<
      { event_properties: { fantasy?: number } }[]
    >();
    const named = stored.map((event) => event.event_properties.fantasy);
    expect(named).toContain(catalogueIds[0]);
    expect(named).not.toContain(card.id);
  });

  it('keeps own cards out of the deep id, even the author’s, as an unknown id', async () => {
    const { a } = await couple();
    const card = await write(a);
    const refused = await call('POST', 'fantasies/deepid_set/', a, [catalogueIds[0], card.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ non_field_errors: [`Unknown fantasy ids: ${card.id}.`] });
    expect(await idsAt('fantasies/deepid/', a)).toEqual([]);
  });

  it("tells the author nothing of the partner's one-sided answers: lists, matches, notifications, stats, stream, pushes", async () => {
    const { a, b } = await couple();
    const phone = createDevice(service, `/device/own-${counter}`);
    const subscribed = await call('POST', 'push/subscriptions/', a, phone.subscription);
    expect(subscribed.statusCode).toBe(201);
    const [liked, maybed, passed] = [await write(a), await write(a), await write(a)];
    const changes: { users: number[]; topics: string[] }[] = [];
    const stop = await t.database.listen(CHANGES_CHANNEL, (payload) => changes.push(JSON.parse(payload)));
    const before = { stats: await stats(), notifications: await notificationsOf(a) };
    try {
      expect((await answer(b, 'like', liked.id)).json()).toEqual({ fantasy: liked.id, state: 'like' });
      expect((await answer(b, 'maybe', maybed.id)).json()).toEqual({ fantasy: maybed.id, state: 'maybe' });
      expect((await answer(b, 'pass', passed.id)).statusCode).toBe(200);
      // A marker: changes arrive in commit order, so once a plan made now is told, any change the
      // answers above caused has been told too.
      const marker = await call('POST', 'events/', a, {
        fantasy: catalogueIds[0],
        target_user: b.user.id,
        happens_at: inAnHour(),
      });
      expect(marker.statusCode).toBe(201);
      await t.app.push!.sweep();
      await expect.poll(() => changes.filter((change) => change.topics.includes('events')).length).toBe(1);
      expect(changes.filter((change) => change.users.includes(a.user.id))).toEqual([]);
    } finally {
      await stop();
    }
    expect(service.to(phone.path)).toEqual([]);
    for (const url of [
      'fantasies/liked/',
      'fantasies/maybe/',
      'fantasies/passed/',
      'fantasies/matches/',
      'fantasies/maybe_matches/',
    ]) {
      expect(await idsAt(url, a), url).toEqual([]);
    }
    expect(await idsAt('fantasies/matches/', b)).toEqual([]);
    expect(await notificationsOf(a)).toEqual(before.notifications);
    expect(await stats()).toEqual(before.stats);
    // The author's own answers read as if the partner had not answered…
    expect((await answer(a, 'dislike', liked.id)).json()).toEqual({ fantasy: liked.id, state: 'none' });
    expect((await answer(a, 'pass', passed.id)).statusCode).toBe(200);
    // …until they answer alike: then both learn it together.
    expect((await answer(a, 'maybe', maybed.id)).json()).toEqual({
      fantasy: maybed.id,
      state: 'maybe_match',
    });
    expect((await answer(a, 'like', liked.id)).json()).toEqual({ fantasy: liked.id, state: 'match' });
  });

  it('makes a mutual like a match for the two alone, pushed discreetly, and lets them plan it as a date', async () => {
    const { a, b } = await couple();
    const outsider = await account('eve');
    const devices = {
      a: createDevice(service, `/device/a-${counter}`),
      b: createDevice(service, `/device/b-${counter}`),
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/v0/push/subscriptions/',
      headers: { authorization: `Bearer ${a.access}`, 'accept-language': 'en' },
      payload: devices.a.subscription,
    });
    await call('POST', 'push/subscriptions/', b, devices.b.subscription);
    const card = await write(b, { title: 'Zzqy dinner on the roof' });
    expect((await answer(b, 'like', card.id)).json().state).toBe('like');
    expect((await answer(a, 'like', card.id)).json()).toEqual({ fantasy: card.id, state: 'match' });

    for (const who of [a, b]) {
      expect(await idsAt('fantasies/matches/', who)).toEqual([card.id]);
      const notices = (await notificationsOf(who)).filter((n) => n.kind === 'match');
      expect(notices.map((n) => n.fantasy)).toEqual([card.id]);
    }
    expect(Object.keys(await stats())).not.toContain(String(card.id));
    await t.app.push!.sweep();
    await expect.poll(() => service.to(devices.a.path).length + service.to(devices.b.path).length).toBe(2);
    expect(devices.a.decrypt(service.to(devices.a.path)[0]!.body)).toEqual({
      title: 'Duet',
      body: 'You have a new match ❤',
      url: '/en/notifications/',
      tag: 'match',
    });
    expect(JSON.stringify(devices.b.decrypt(service.to(devices.b.path)[0]!.body))).not.toContain('Zzqy');
    expect(await notificationsOf(outsider)).toEqual([]);

    const planned = await call('POST', 'events/', a, {
      fantasy: card.id,
      target_user: b.user.id,
      mood: 'candle',
      happens_at: inAnHour(),
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const event = planned.json<{ id: number; fantasy: number }>();
    expect(event.fantasy).toBe(card.id);
    expect((await call('POST', `events/${event.id}/accept/`, b)).json()).toMatchObject({ state: 'accepted' });
    expect(await seen('GET', `events/${event.id}/calendar/`, outsider)).toEqual(
      await seen('GET', `events/${UNKNOWN}/calendar/`, outsider),
    );
    const calendar = await call('GET', `events/${event.id}/calendar/`, a);
    expect(calendar.body).not.toContain('Zzqy');
  });
});

describe('when the couple splits', () => {
  it("keeps each card with its author and removes the ex's answers, dates and notices on it", async () => {
    const { a, b } = await couple();
    const card = await write(a, { title: 'Written for us' });
    const hers = await write(b, { title: 'Hers' });
    const kept = await write(a, { title: 'Passed by the ex' });
    await answer(a, 'like', card.id);
    await answer(b, 'like', card.id);
    await answer(b, 'pass', kept.id);
    await answer(a, 'maybe', hers.id);
    const solo = await call('POST', 'events/', b, { fantasy: card.id, happens_at: inAnHour() });
    const together = await call('POST', 'events/', a, {
      fantasy: card.id,
      target_user: b.user.id,
      happens_at: inAnHour(),
    });
    const mine = await call('POST', 'events/', a, { fantasy: card.id, happens_at: inAnHour() });
    for (const planned of [solo, together, mine]) expect(planned.statusCode, planned.body).toBe(201);
    await call('POST', `events/${together.json<{ id: number }>().id}/accept/`, b);

    expect((await call('DELETE', 'partner/current/remove/', b)).statusCode).toBe(204);

    expect(
      (await cardsOf(a)).map(({ title, shared, mine: isMine }) => ({ title, shared, mine: isMine })),
    ).toEqual([
      { title: 'Passed by the ex', shared: false, mine: true },
      { title: 'Written for us', shared: false, mine: true },
    ]);
    expect(await cardsOf(b)).toEqual([expect.objectContaining({ title: 'Hers', shared: false, mine: true })]);
    expect(await idsAt('fantasies/liked/', a)).toEqual([card.id]);
    expect(await idsAt('fantasies/liked/', b)).toEqual([]);
    expect(await idsAt('fantasies/passed/', b)).toEqual([]);
    expect(await idsAt('fantasies/maybe/', a)).toEqual([]);
    expect((await call('GET', 'events/', b)).json()).toEqual([]);
    expect((await call('GET', 'events/', a)).json()).toEqual([
      expect.objectContaining({ id: mine.json<{ id: number }>().id, fantasy: card.id }),
    ]);
    expect((await notificationsOf(b)).filter((n) => n.fantasy === card.id)).toEqual([]);
    expect(await count(sql`select count(*)::int as n from match_notices where fantasy_id = ${card.id}`)).toBe(
      0,
    );
    // Nothing crosses any more: the ex finds the card as an unknown id.
    expect(await seen('POST', `fantasies/${card.id}/like/`, b)).toEqual(
      await seen('POST', `fantasies/${UNKNOWN}/like/`, b),
    );
    expect(await seen('POST', `own_cards/${card.id}/share/`, b)).toEqual(
      await seen('POST', `own_cards/${UNKNOWN}/share/`, b),
    );
  });

  it('lets the author share a kept card with a new partner, not without one, and the partner never', async () => {
    const { a, b } = await couple();
    const card = await write(a, { title: 'Again' });
    await call('DELETE', 'partner/current/remove/', a);
    const alone = await call('POST', `own_cards/${card.id}/share/`, a);
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({ code: 'partner_required' });

    const c = await account('cat');
    await linkAccounts(t.app, a, c);
    expect(await cardsOf(c)).toEqual([]);
    expect(await seen('POST', `fantasies/${card.id}/like/`, c)).toEqual(
      await seen('POST', `fantasies/${UNKNOWN}/like/`, c),
    );
    const shared = await call('POST', `own_cards/${card.id}/share/`, a);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ id: card.id, shared: true, mine: true });
    expect((await call('POST', `own_cards/${card.id}/share/`, a)).json()).toMatchObject({ shared: true });
    expect(await cardsOf(c)).toEqual([expect.objectContaining({ id: card.id, mine: false, shared: true })]);
    expect((await call('POST', `own_cards/${card.id}/share/`, c)).statusCode).toBe(403);
    expect((await call('POST', `own_cards/${card.id}/share/`, null)).statusCode).toBe(401);
    expect((await answer(c, 'like', card.id)).json().state).toBe('like');
    // The ex, linked again to nobody, still sees nothing of it.
    expect(await cardsOf(b)).toEqual([]);
  });
});

describe('the data export and account deletion', () => {
  it('exports the cards I wrote with their text, and never my partner’s', async () => {
    const { a, b } = await couple();
    const mine = await write(a, { title: 'Mine to export', description: 'Every word' });
    const theirs = await write(b, { title: 'Theirs, liked by me' });
    await answer(a, 'like', theirs.id);
    const response = await call('GET', 'user/export/', a);
    expect(response.statusCode).toBe(200);
    const data = accountExportSchema.parse(response.json());
    expect(data.own_cards).toEqual([
      {
        id: mine.id,
        title: 'Mine to export',
        description: 'Every word',
        language: 'ru',
        shared: true,
        created_at: mine.created_at,
        updated_at: mine.updated_at,
      },
    ]);
    expect(data.likes).toEqual([
      expect.objectContaining({ id: theirs.id, slug: '', title: 'Theirs, liked by me' }),
    ]);
    const partners = accountExportSchema.parse((await call('GET', 'user/export/', b)).json());
    expect(partners.own_cards.map((card) => card.id)).toEqual([theirs.id]);
    expect(JSON.stringify(partners)).not.toContain('Every word');
  });

  it("removes the cards I wrote and my partner's answers to them, and leaves my partner's cards theirs", async () => {
    const { a, b } = await couple();
    const mine = await write(a, { title: 'Goes with me' });
    const theirs = await write(b, { title: 'Stays with them' });
    await answer(b, 'like', mine.id);
    await answer(a, 'like', theirs.id);
    await answer(a, 'like', mine.id);
    expect((await call('DELETE', 'user/profile/', a)).statusCode).toBe(204);
    expect(await count(sql`select count(*)::int as n from fantasies where id = ${mine.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from likes where fantasy_id = ${mine.id}`)).toBe(0);
    expect(await idsAt('fantasies/liked/', b)).toEqual([]);
    expect(await cardsOf(b)).toEqual([expect.objectContaining({ id: theirs.id, mine: true, shared: false })]);
    expect((await notificationsOf(b)).filter((n) => n.fantasy === mine.id)).toEqual([]);
  });
});

describe('the catalogue around own cards', () => {
  it('seeds again at start-up without touching a card, which stays out of the catalogue', async () => {
    const { a, b } = await couple();
    const card = await write(a, { title: 'Survives a deployment' });
    await seedAll(t.app.db);
    expect(await cardsOf(b)).toEqual([{ ...card, mine: false }]);
    expect((await loadCatalogue(t.app.db)).ru.details.has(card.id)).toBe(false);
  });

  it('never holds a counter about an own card, after every match, unlike, link and split above', async () => {
    const counted = sql`select count(*)::int as n from fantasy_stats
      join fantasies on fantasies.id = fantasy_stats.fantasy_id where fantasies.author_id is not null`;
    expect(
      await count(sql`select count(*)::int as n from fantasies where author_id is not null`),
    ).toBeGreaterThan(0);
    expect(await count(counted)).toBe(0);
  });
});
