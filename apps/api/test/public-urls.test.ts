import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { build, type TestApp } from './helper.ts';

// Every absolute link comes from PUBLIC_URL: a client's Host or X-Forwarded-Host never makes one.
const spoofed = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

let t: TestApp;
let configured: FastifyInstance;
let unconfigured: FastifyInstance;
beforeAll(async () => {
  t = await build();
  const onTheSameDatabase = (env: Partial<TestApp['config']>) =>
    buildApp({ config: { ...t.config, ...env }, database: t.database, logger: false });
  configured = await onTheSameDatabase({ PUBLIC_URL: 'https://duet.example', TRUST_PROXY: ['127.0.0.1'] });
  unconfigured = await onTheSameDatabase({ PUBLIC_URL: undefined, PORT: 3000 });
});
afterAll(async () => {
  await Promise.all([configured.close(), unconfigured.close()]);
  await t.close();
});

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: spoofed });

describe.each([
  ['PUBLIC_URL', () => configured, 'https://duet.example'],
  ['no PUBLIC_URL (outside production)', () => unconfigured, 'http://localhost:3000'],
])('with %s, whatever Host the request names', (_name, app, origin) => {
  it('points robots.txt at its own sitemap', async () => {
    const robots = (await get(app(), '/robots.txt')).body;
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toContain('evil.example');
  });

  it('lists its own pages in the sitemap', async () => {
    const sitemap = (await get(app(), '/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${origin}/en/about/</loc>`);
    expect(sitemap).not.toContain('evil.example');
  });

  it('links the next page of a list on its own origin', async () => {
    const page = (await get(app(), '/api/v0/fantasies/?page_size=2')).json<{ next: string }>();
    expect(page.next).toBe(`${origin}/api/v0/fantasies/?page_size=2&page=2`);
  });
});
