import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, build, createCouple, type TestApp } from './helper.ts';

let t: TestApp;
let token: string;
let partnerId: number;
beforeAll(async () => {
  t = await build();
  const { a, b } = await createCouple(t.app, ['boundsa', 'boundsb']);
  token = a.access;
  partnerId = b.user.id;
});
afterAll(() => t.close());

const TOO_BIG_ID = 2 ** 31;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const PAST_9999 = '9999-12-31T23:30:00-14:00';

const send = (method: 'POST' | 'PATCH', path: string, payload: unknown, signedIn = true) =>
  t.app.inject({
    method,
    url: `/api/v0/${path}`,
    headers: signedIn ? bearer(token) : {},
    payload: payload as object,
  });

describe('ids beyond a PostgreSQL integer and dates past the year 9999', () => {
  it.each([
    ['events.fantasy', 'events/', () => ({ fantasy: TOO_BIG_ID, happens_at: inAnHour() }), 'fantasy'],
    ['events.public_event_id', 'events/', () => ({ public_event_id: TOO_BIG_ID }), 'public_event_id'],
    [
      'events.target_user',
      'events/',
      () => ({ fantasy: 1, target_user: TOO_BIG_ID, happens_at: inAnHour() }),
      'target_user',
    ],
    ['events.happens_at', 'events/', () => ({ fantasy: 1, happens_at: PAST_9999 }), 'happens_at'],
    ['filters.tags', 'fantasies/user/filters/', () => ({ tags: [1, TOO_BIG_ID] }), 'tags'],
    ['deepid_set ids', 'fantasies/deepid_set/', () => [1, TOO_BIG_ID], '1'],
  ])('refuses %s with 400 invalid naming the field', async (_, path, body, field) => {
    const response = await send('POST', path, body());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', [field]: [expect.any(String)] });
  });

  it('refuses a new time past the year 9999 on an event', async () => {
    const planned = await send('POST', 'events/', {
      fantasy: 1,
      target_user: partnerId,
      happens_at: inAnHour(),
    });
    expect(planned.statusCode).toBe(201);
    const response = await send('PATCH', `events/${planned.json().id}/`, { happens_at: PAST_9999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', happens_at: [expect.any(String)] });
  });

  it('refuses a path id beyond a PostgreSQL integer', async () => {
    for (const path of [
      `events/${TOO_BIG_ID}/accept/`,
      `invites/${TOO_BIG_ID}/accept/`,
      `fantasies/${TOO_BIG_ID}/like/`,
    ]) {
      const response = await send('POST', path, undefined);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().code).toBe('invalid');
    }
  });

  it('refuses force_id beyond a PostgreSQL integer', async () => {
    const response = await send('POST', 'user/google_login_jwt/', { jwt: 'x', force_id: TOO_BIG_ID });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', force_id: [expect.any(String)] });
  });

  it('refuses analytics events timed past the year 9999 or naming an impossible fantasy', async () => {
    for (const event of [
      { event_type: 'like', device_id: 'd', time: 8.64e15 + 1 },
      { event_type: 'match', device_id: 'd', event_properties: { fantasy: TOO_BIG_ID } },
    ]) {
      const response = await send('POST', 'analytics/httpapi/', { api_key: 'k', events: [event] }, false);
      expect(response.statusCode, JSON.stringify(event)).toBe(400);
    }
  });
});
