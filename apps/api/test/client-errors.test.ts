import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, build, callApi, createAccount, createCouple, type Account, type TestApp } from './helper.ts';

/** A web build of two files, so the static file routes are there as in production. */
function fakeWebBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'duet-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dist;
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await build({ WEB_DIST_DIR: fakeWebBuild() });
  token = (await createAccount(t.app, 'encoder')).access;
});
afterAll(() => t.close());

const postEncoded = (encoding: string, payload: string | Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v0/invites/create/',
    headers: { ...bearer(token), 'content-type': 'application/json', 'content-encoding': encoding },
    payload,
  });

describe('request bodies in a content encoding', () => {
  it('reads a real gzip body', async () => {
    const response = await postEncoded('gzip', gzipSync(JSON.stringify({ username: 'nobody' })));
    expect(response.json().code).toBe('invite_user_not_found');
  });

  it.each(['gzip', 'deflate', 'br'])(
    'answers a body that is not %s with 400 parse_error',
    async (encoding) => {
      const response = await postEncoded(encoding, '{"username":"nobody"}');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'parse_error' });
    },
  );

  it('answers an unknown encoding with 415 unsupported_media_type', async () => {
    const response = await postEncoded('x-unknown', '{"username":"nobody"}');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

/** A POST with the JSON content type and an empty body, as the original clients send bodiless POSTs. */
const postEmptyJson = (url: string, who: Account) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v0/${url}`,
    headers: { ...bearer(who.access), 'content-type': 'application/json' },
    payload: '',
  });

describe('an empty JSON body', () => {
  it('is no body on the bodiless POSTs: an invite and a date accepted, the date completed', async () => {
    const ann = await createAccount(t.app, 'emptyann');
    const ben = await createAccount(t.app, 'emptyben');
    const invite = await callApi(t.app, 'POST', 'invites/create/', ann, { username: ben.user.username });
    const accepted = await postEmptyJson(`invites/${invite.json().id}/accept/`, ben);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const [fantasy] = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json();
    const planned = await callApi(t.app, 'POST', 'events/', ann, {
      fantasy: fantasy.id,
      target_user: ben.user.id,
      happens_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const event = planned.json().id;
    const acceptedEvent = await postEmptyJson(`events/${event}/accept/`, ben);
    expect(acceptedEvent.statusCode, acceptedEvent.body).toBe(200);
    expect(acceptedEvent.json().state).toBe('accepted');
    await t.app.db.execute(
      sql`update events set happens_at = now() - interval '1 minute' where id = ${event}`,
    );
    const completed = await postEmptyJson(`events/${event}/complete/`, ann);
    expect(completed.json().state, completed.body).toBe('completed');
  });

  it('is a 400 invalid writing nothing where a body is needed', async () => {
    const { a } = await createCouple(t.app, ['emptyeve', 'emptyfay']);
    const refused = await postEmptyJson('events/', a);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid');
    const events = await callApi(t.app, 'GET', 'events/', a);
    expect(events.json()).toEqual([]);
  });

  it('still refuses a body that is not JSON with 400 parse_error', async () => {
    const ann = await createAccount(t.app, 'emptygil');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v0/invites/create/',
      headers: { ...bearer(ann.access), 'content-type': 'application/json' },
      payload: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('parse_error');
  });
});

describe('deeply nested JSON', () => {
  const deep = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}1${close.repeat(depth)}`;

  it.each([
    ['an invite', '/api/v0/invites/create/', (inner: string) => `{"username":${inner}}`],
    ['the deep id', '/api/v0/fantasies/deepid_set/', (inner: string) => inner],
    ['a date', '/api/v0/events/', (inner: string) => `{"fantasy":1,"mood":"fire","happens_at":${inner}}`],
    ['feedback', '/api/v0/fantasies/1/feedback/', (inner: string) => `{"text":"a","anonym":${inner}}`],
  ])('is a 400 parse_error in %s, from 33 levels to 10 000, never a 500', async (_what, url, body) => {
    for (const inner of [deep(33), deep(4500), deep(10_000), deep(4500, '{"a":', '}')]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: body(inner),
      });
      expect(response.statusCode, inner.slice(0, 10)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'parse_error' });
    }
  });

  it('nested within the limit, and brackets inside strings, are still read as JSON', async () => {
    const username = `${'[{'.repeat(40)}\\"`; // an escaped quote: the string goes on
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v0/invites/create/',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"username":"${username}","x":${deep(30)}}`,
    });
    expect(response.json()).toMatchObject({ code: 'invite_user_not_found' }); // read, looked up
  });
});

describe('static files', () => {
  const asset = '/assets/index-abc123.js';

  it('serves a built file', async () => {
    const response = await t.app.inject({ method: 'GET', url: asset });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a range past the end', { range: 'bytes=1000-2000' }, 416],
    ['a precondition that fails', { 'if-match': '"another-version"' }, 412],
    ['a file changed since', { 'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT' }, 412],
  ])('answers %s with its 4xx in the contract body', async (_, headers, status) => {
    const response = await t.app.inject({ method: 'GET', url: asset, headers });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: 'invalid', detail: expect.any(String) });
  });

  it.each([
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/..%5cpackage.json',
  ])('never serves a file outside the build for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('"workspaces"');
  });
});

describe('malformed URLs', () => {
  it.each(['/%', '/%ff', '/api/v0/fantasies/%E0%A4%A/', '/assets/%c0%ae%c0%ae/package.json'])(
    'answers %s with 400 in the contract body',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid', detail: expect.any(String) });
    },
  );
});
