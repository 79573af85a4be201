import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fantasyDetailSchema,
  fantasySchema,
  pageSchema,
  tagSchema,
  type Fantasy,
  type Tag,
} from '@duet/contracts';
import { build, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v0/fantasies/', () => {
  it('serves the whole catalogue as a plain array with ?paginator=off, without a token', async () => {
    const response = await get('/api/v0/fantasies/?paginator=off');
    expect(response.statusCode).toBe(200);
    const fantasies = fantasySchema.array().parse(response.json());
    expect(fantasies.length).toBeGreaterThanOrEqual(80);
    const tagIds = new Set(
      (await get('/api/v0/fantasies/tags/?paginator=off')).json<Tag[]>().map((tag) => tag.id),
    );
    for (const fantasy of fantasies) {
      expect(fantasy.tags.length).toBeGreaterThan(0);
      for (const tag of fantasy.tags) expect(tagIds.has(tag)).toBe(true);
    }
  });

  it('is localised by Accept-Language, Russian by default', async () => {
    const ru = (await get('/api/v0/fantasies/?paginator=off')).json<Fantasy[]>();
    const en = (await get('/api/v0/fantasies/?paginator=off', { 'accept-language': 'en-US,en;q=0.9' })).json<
      Fantasy[]
    >();
    expect(en.map((fantasy) => fantasy.id)).toEqual(ru.map((fantasy) => fantasy.id));
    expect(ru[0]!.title).toMatch(/[а-яё]/i);
    expect(en[0]!.title).not.toMatch(/[а-яё]/i);
    expect(en[0]!.title).not.toBe(ru[0]!.title);
    const response = await get('/api/v0/fantasies/?paginator=off', { 'accept-language': 'en' });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('paginates DRF-style with absolute next and previous links', async () => {
    const all = (await get('/api/v0/fantasies/?paginator=off')).json<Fantasy[]>();
    const first = pageSchema(fantasySchema).parse((await get('/api/v0/fantasies/?page_size=30')).json());
    expect(first.count).toBe(all.length);
    expect(first.results).toEqual(all.slice(0, 30));
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://localhost/api/v0/fantasies/?page_size=30&page=2');
    const second = pageSchema(fantasySchema).parse(
      (await get(new URL(first.next!).pathname + new URL(first.next!).search)).json(),
    );
    expect(second.results).toEqual(all.slice(30, 60));
    expect(second.previous).toBe('http://localhost/api/v0/fantasies/?page_size=30');
  });

  it('answers 404 for a page past the end', async () => {
    const response = await get('/api/v0/fantasies/?page=999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', detail: 'Invalid page.' });
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=1000', 'page_size'],
    ['paginator=maybe', 'paginator'],
  ])('rejects ?%s with a field error', async (query, field) => {
    const response = await get(`/api/v0/fantasies/?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('invalid');
    expect(body[field]).toEqual([expect.any(String)]);
  });

  it('revalidates with ETag: an unchanged catalogue answers 304', async () => {
    const first = await get('/api/v0/fantasies/?paginator=off');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/v0/fantasies/?paginator=off', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await get('/api/v0/fantasies/?paginator=off', {
      'if-none-match': etag,
      'accept-language': 'en',
    });
    expect(english.statusCode).toBe(200);
  });
});

describe('GET /api/v0/fantasies/{id}/', () => {
  it('answers one fantasy with its description and preparation tips, localised', async () => {
    const first = (await get('/api/v0/fantasies/?paginator=off'))
      .json<Fantasy[]>()
      .find((fantasy) => fantasy.difficulty === 'light');
    const ru = fantasyDetailSchema.parse((await get(`/api/v0/fantasies/${first!.id}/`)).json());
    expect(ru).toEqual({
      ...first,
      description: expect.stringMatching(/[а-яё]/i),
      preparation: expect.arrayContaining([expect.stringMatching(/[а-яё]/i)]),
      locked: false,
    });
    const en = fantasyDetailSchema.parse(
      (await get(`/api/v0/fantasies/${first!.id}/`, { 'accept-language': 'en' })).json(),
    );
    expect(en.description).not.toBe(ru.description);
    expect(en.preparation).toHaveLength(ru.preparation!.length);
    expect(en.preparation!.join(' ')).not.toMatch(/[а-яё]/i);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/v0/fantasies/999999/')).json()).toEqual({
      code: 'not_found',
      detail: 'Not found.',
    });
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const response = await get(`/api/v0/fantasies/${id}/`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid', id: [expect.any(String)] });
    }
  });
});

describe('GET /api/v0/fantasies/tags/', () => {
  it('lists at least 12 tags sorted by their localised title', async () => {
    for (const locale of ['ru', 'en']) {
      const response = await get('/api/v0/fantasies/tags/?paginator=off', { 'accept-language': locale });
      expect(response.statusCode).toBe(200);
      const tags = tagSchema.array().parse(response.json());
      expect(tags.length).toBeGreaterThanOrEqual(12);
      const titles = tags.map((tag) => tag.title);
      expect(titles).toEqual([...titles].sort(new Intl.Collator(locale).compare));
    }
  });

  it('is paginated without ?paginator=off', async () => {
    const page = pageSchema(tagSchema).parse((await get('/api/v0/fantasies/tags/')).json());
    expect(page.count).toBeGreaterThanOrEqual(12);
  });
});

describe('GET /api/v0/fantasies/{id}/related/', () => {
  it('answers up to four other fantasies that share a tag', async () => {
    const [first] = (await get('/api/v0/fantasies/?paginator=off')).json<Fantasy[]>();
    const related = fantasySchema
      .array()
      .parse((await get(`/api/v0/fantasies/${first!.id}/related/`)).json());
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    for (const item of related) {
      expect(item.id).not.toBe(first!.id);
      expect(item.tags.some((tag) => first!.tags.includes(tag))).toBe(true);
    }
    expect((await get('/api/v0/fantasies/999999/related/')).statusCode).toBe(404);
    expect((await get('/api/v0/fantasies/x/related/')).statusCode).toBe(400);
  });
});
