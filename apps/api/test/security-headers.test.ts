import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, build, signIn, type TestApp } from './helper.ts';

let t: TestApp;
let access: string;
beforeAll(async () => {
  t = await build();
  ({ access } = await signIn(t.app, 'headers-check'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('Cache-Control of API answers', () => {
  it.each(['/api/v0/fantasies/?paginator=off', '/api/v0/fantasies/tags/?paginator=off'])(
    'leaves the public catalogue list %s cacheable for visitors only',
    async (url) => {
      const visitor = await get(url);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['cache-control']).toBeUndefined();
      expect(visitor.headers.etag).toBeDefined();
      const signedIn = await get(url, bearer(access));
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
    },
  );

  it('forbids storing every other answer, signed in or not, errors included', async () => {
    const answers = [
      await get('/api/v0/user/profile/', bearer(access)),
      await get('/api/v0/user/profile/'),
      await get('/api/v0/user/profile/', bearer('x'.repeat(43))),
      await get('/api/v0/fantasies/1/', bearer(access)),
      await get('/api/v0/fantasies/1/'),
      await get('/api/v0/fantasies/?page=1', bearer(access)),
      await get('/api/v0/no-such-thing/', bearer(access)),
      await t.app.inject({ method: 'POST', url: '/api/v0/fantasies/', headers: bearer(access) }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 401, 200, 200, 200, 404, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves pages and health checks to their own caching', async () => {
    expect((await get('/healthz')).headers['cache-control']).toBeUndefined();
    expect((await get('/version.json')).headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers', () => {
  it('give every page and health check the page set, Permissions-Policy included', async () => {
    for (const url of ['/healthz', '/about/', '/no-such-page/']) {
      const answer = await get(url);
      expect(answer.headers['permissions-policy'], url).toContain('camera=()');
      expect(answer.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(answer.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('give every API answer, errors included, the lean set of a document that is never rendered', async () => {
    const answers = [
      await get('/api/v0/user/profile/', bearer(access)),
      await get('/api/v0/user/profile/'),
      await get('/api/v0/fantasies/?paginator=off'),
      await get('/api/v0/fantasies/?page=0', bearer(access)),
      await get('/api/v0/no-such-thing/'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['permissions-policy']).toBeUndefined();
      expect(answer.headers['x-request-id']).toBeTruthy();
    }
  });
});
