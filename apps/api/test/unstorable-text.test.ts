import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, build, createCouple, type TestApp } from './helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await build();
  token = (await createCouple(t.app, ['nulla', 'nullb'])).a.access;
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const UNSTORABLE_MESSAGE = expect.stringContaining('NUL characters');
// A JSON escape, as a client sends it: JSON.stringify would not keep a lone surrogate as is.
const LONE_SURROGATE = '"a\\ud800b"';

const post = (url: string, body: string, signedIn = true) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(signedIn ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: body,
  });

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['feedback', '/api/v0/fantasies/1/feedback/', (text: string) => `{"text":${text}}`, 'text'],
    ['an invite username', '/api/v0/invites/create/', (text: string) => `{"username":${text}}`, 'username'],
    [
      'a buyer name',
      '/api/v0/subscriptions/plans/1/buy/',
      (text: string) => `{"kind":"own","email":"a@example.com","name":${text}}`,
      'name',
    ],
    ['an event mood', '/api/v0/events/', (text: string) => `{"fantasy":1,"mood":${text}}`, 'mood'],
    [
      'an analytics string',
      '/api/v0/analytics/httpapi/',
      (text: string) => `{"api_key":"k","events":[{"event_type":"like","device_id":"d","platform":${text}}]}`,
      'events',
    ],
    [
      'an analytics property name',
      '/api/v0/analytics/httpapi/',
      (text: string) =>
        `{"api_key":"k","events":[{"event_type":"like","device_id":"d","event_properties":{${text}:1}}]}`,
      'events',
    ],
  ])(
    'refuses a NUL or a lone surrogate in %s with 400 invalid naming the field',
    async (_, url, body, field) => {
      for (const text of [JSON.stringify(NUL), LONE_SURROGATE]) {
        const response = await post(url, body(text));
        expect(response.statusCode, `${url} ${text}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalid', [field]: [UNSTORABLE_MESSAGE] });
      }
    },
  );

  it('refuses them in a query string and in a path parameter', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/v0/fantasies/?paginator=o%00n' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'invalid', paginator: [UNSTORABLE_MESSAGE] });
    const gift = await t.app.inject({
      method: 'GET',
      url: '/api/v0/gifts/abc%00defghijklmnopq/',
      headers: bearer(token),
    });
    expect(gift.statusCode).toBe(400);
    expect(gift.json()).toMatchObject({ code: 'invalid', giftId: [UNSTORABLE_MESSAGE] });
  });

  it('keeps text with emoji and other paired surrogates', async () => {
    const response = await post('/api/v0/fantasies/1/feedback/', JSON.stringify({ text: 'Да! 🔥👩‍❤️‍👨' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().text).toBe('Да! 🔥👩‍❤️‍👨');
  });
});
