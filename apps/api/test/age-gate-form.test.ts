import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_18P_COOKIE, ACCEPTED_18P_MAX_AGE_SECONDS } from '@duet/contracts';
import { build, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const FORM = 'application/x-www-form-urlencoded';

function post(url: string, body?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'sec-fetch-site': 'same-origin',
      ...(body === undefined ? {} : { 'content-type': FORM }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

function accepted18p(response: Awaited<ReturnType<typeof post>>) {
  return response.cookies.find((cookie) => cookie.name === ACCEPTED_18P_COOKIE);
}

describe('POST /18p/ (the gate before scripts)', () => {
  it('remembers the visitor for a year and goes on to next with 303', async () => {
    const response = await post('/18p/', `next=${encodeURIComponent('/fantasies/?tab=new')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/fantasies/?tab=new');
    expect(accepted18p(response)).toMatchObject({
      value: '1',
      path: '/',
      maxAge: ACCEPTED_18P_MAX_AGE_SECONDS,
      sameSite: 'Lax',
    });
  });

  it('reads next from the address when the body has none', async () => {
    const response = await post(`/en/18p/?next=${encodeURIComponent('/en/collections/')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/collections/');
    expect(accepted18p(response)?.value).toBe('1');
  });

  it.each([
    ['/18p/', '/'],
    ['/ru/18p/', '/ru/'],
    ['/en/18p/', '/en/'],
  ])('without next, %s goes to its home page %s', async (url, home) => {
    const response = await post(url, '');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(home);
    expect(accepted18p(response)?.value).toBe('1');
  });

  it.each([
    '//evil.example/',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/..//evil.example/',
    '/%2e%2e//evil.example/',
    '/./\\evil.example',
  ])('never leaves Duet for next=%s', async (next) => {
    const response = await post('/en/18p/', `next=${encodeURIComponent(next)}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/');
  });

  it('refuses a post from another site and remembers nothing', async () => {
    const bySecFetch = await post('/18p/', 'next=%2F', { 'sec-fetch-site': 'cross-site' });
    expect(bySecFetch.statusCode).toBe(403);
    expect(accepted18p(bySecFetch)).toBeUndefined();

    const byOrigin = await t.app.inject({
      method: 'POST',
      url: '/18p/',
      headers: { 'content-type': FORM, origin: 'https://evil.example' },
      payload: 'next=%2F',
    });
    expect(byOrigin.statusCode).toBe(403);
    expect(accepted18p(byOrigin)).toBeUndefined();
  });
});
