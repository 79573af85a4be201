import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionSchema, fantasySchema, type Collection, type Fantasy } from '@duet/contracts';
import { build, callApi, createAccount, createCouple, type ApiCallArgs, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const send = (...args: ApiCallArgs) => callApi(t.app, ...args);
const list = async <Item>(path: string, language = 'ru') =>
  (
    await t.app.inject({
      url: `/api/v0/fantasies/${path}?paginator=off`,
      headers: { 'accept-language': language },
    })
  ).json<Item[]>();

describe('collections', () => {
  it('are listed in both languages, in order, each with a line, a cover and its fantasies counted', async () => {
    const ru = await list<Collection>('collections/');
    const en = await list<Collection>('collections/', 'en');
    expect(ru.length).toBeGreaterThanOrEqual(20);
    expect(en.map((collection) => collection.id)).toEqual(ru.map((collection) => collection.id));
    const fantasies = await list<Fantasy>('');
    for (const [index, collection] of ru.entries()) {
      collectionSchema.parse(collection);
      expect(collection.title).toMatch(/[а-яё]/i);
      expect(en[index]!.title).toMatch(/^[A-Z]/);
      expect(en[index]!.title).not.toMatch(/[а-яё]/i);
      expect(en[index]!.line).not.toBe(collection.line);
      expect(collection.count).toBe(
        fantasies.filter((fantasy) => fantasy.collections.includes(collection.id)).length,
      );
      expect(collection.count, collection.slug).toBeGreaterThanOrEqual(6);
    }
  });

  it('name every fantasy’s collections in the catalogue list, and tags keep working', async () => {
    const collectionIds = new Set(
      (await list<Collection>('collections/')).map((collection) => collection.id),
    );
    for (const fantasy of await list<Fantasy>('')) {
      fantasySchema.parse(fantasy);
      expect(fantasy.collections.length, fantasy.slug).toBeGreaterThanOrEqual(1);
      expect(fantasy.collections.every((id) => collectionIds.has(id))).toBe(true);
      expect(fantasy.tags.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('page like the tags without ?paginator=off', async () => {
    const response = await t.app.inject({ url: '/api/v0/fantasies/collections/?page_size=5' });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toHaveLength(5);
  });

  it('filter the feed: a collection is stored with the filters, and a reset clears it', async () => {
    const a = await createAccount(t.app, 'collector');
    const [first] = await list<Collection>('collections/');
    const saved = await send('POST', 'fantasies/user/filters/', a, { collection: first!.id });
    expect(saved.json()).toMatchObject({ collection: first!.id });
    expect((await send('GET', 'fantasies/user/filters/', a)).json()).toMatchObject({ collection: first!.id });
    await send('POST', 'fantasies/user/filters/', a, {});
    expect((await send('GET', 'fantasies/user/filters/', a)).json()).toMatchObject({ collection: null });
  });
});

describe('card intensity', () => {
  it('shows every card by default, is stored per person, and survives a filter reset', async () => {
    const a = await createAccount(t.app, 'bold1');
    expect((await send('GET', 'fantasies/user/intensity/', a)).json()).toEqual({ bolder_cards: 'all' });
    const saved = await send('PUT', 'fantasies/user/intensity/', a, { bolder_cards: 'off' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ bolder_cards: 'off' });
    await send('POST', 'fantasies/user/filters/', a, { difficulty: 'light' });
    await send('POST', 'fantasies/user/filters/', a, {});
    expect((await send('GET', 'fantasies/user/intensity/', a)).json()).toEqual({ bolder_cards: 'off' });
    expect((await send('GET', 'fantasies/user/filters/', a)).json()).toMatchObject({ difficulty: null });
  });

  it('is never visible to the partner: each reads only their own', async () => {
    const { a, b } = await createCouple(t.app, ['boldA', 'boldB']);
    await send('PUT', 'fantasies/user/intensity/', a, { bolder_cards: 'some' });
    expect((await send('GET', 'fantasies/user/intensity/', b)).json()).toEqual({ bolder_cards: 'all' });
    const partner = await send('GET', 'partner/current/', b);
    expect(JSON.stringify(partner.json())).not.toContain('some');
    const notifications = await send('GET', 'notifications/?paginator=off', b);
    expect(JSON.stringify(notifications.json())).not.toContain('bolder');
  });

  it.each([[{ bolder_cards: 'extreme' }], [{ bolder_cards: 2 }], [[]]])(
    'refuses %j and keeps what was stored',
    async (payload) => {
      const a = await createAccount(t.app, `boldbad${Math.random().toString(36).slice(2, 8)}`);
      await send('PUT', 'fantasies/user/intensity/', a, { bolder_cards: 'some' });
      const response = await send('PUT', 'fantasies/user/intensity/', a, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid');
      expect((await send('GET', 'fantasies/user/intensity/', a)).json()).toEqual({ bolder_cards: 'some' });
    },
  );

  it('needs a token', async () => {
    expect((await send('GET', 'fantasies/user/intensity/', null)).statusCode).toBe(401);
    expect((await send('PUT', 'fantasies/user/intensity/', null, { bolder_cards: 'off' })).statusCode).toBe(
      401,
    );
  });
});
