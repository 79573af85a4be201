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

describe('Permissions-Policy', () => {
  it('comes with every answer: API, errors, pages', async () => {
    for (const url of ['/api/v0/user/profile/', '/api/v0/fantasies/?paginator=off', '/healthz', '/about/']) {
      const policy = (await get(url, bearer(access))).headers['permissions-policy'];
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('geolocation=()');
    }
  });
});
