import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webCacheControl } from '../src/features/web/routes.ts';
import { build, type TestApp } from './helper.ts';
import { pageHeadOf } from './page-head-of.ts';

// A stand-in web build whose server entry answers what its `fake` cookie says (fixtures/web).
const FIXTURE_DIST = fileURLToPath(new URL('./fixtures/web/dist/', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await build({ WEB_DIST_DIR: FIXTURE_DIST });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('pages', () => {
  it.each([
    '/',
    '/ru/',
    '/en/',
    '/about/',
    '/en/about/',
    '/ru/matches/deepid/',
    '/en/fantasies/candlelit-bath/feedback/',
    '/collections/',
    '/en/collections/slow-evenings/',
    '/own-cards/',
    '/en/own-cards/',
    '/privacy/',
    '/en/privacy/',
    '/terms/',
    '/en/terms/',
    '/accessibility/',
    '/en/accessibility/',
  ])('serves %s', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<html lang="${path.startsWith('/en/') ? 'en' : 'ru'}"`);
  });

  it.each([
    ['/en/about', '/en/about/'],
    ['/about', '/about/'],
    ['/en', '/en/'],
    ['/ru/events/invitations', '/ru/events/invitations/'],
    ['/profile?tab=1', '/profile/?tab=1'],
  ])('redirects %s to %s with 301', async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  const russian404 = ['Страница не найдена', 'Адрес: '];
  const english404 = ['Page Not Found', 'Address: '];
  it.each([
    ['/nope/', russian404],
    ['/en/nope/', english404],
    ['/nope', russian404],
    ['/fantasies/Bad_Slug/', russian404],
    ['/collections/Bad_Slug/', russian404],
    ['/en/en/', english404],
    ['//evil.example/', russian404],
  ])('answers %s with 404 and the message in the markup, in its language', async (path, [title, line]) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).toContain(`${line}${path}`);
    // The heading is said once, not again in the line under it.
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(response.body)?.[1] ?? '';
    expect(main.toLowerCase().split(String(title).toLowerCase())).toHaveLength(2);
  });

  it('escapes the path it echoes', async () => {
    const response = await get('/%3Cscript%3E/');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('/<script>/');
    expect(response.body).toContain('Адрес: /%3Cscript%3E/');
  });

  it('answers a fantasy page whose fantasy does not exist with 404, signed in or not', async () => {
    for (const [path, cookie] of [
      ['/fantasies/no-such-fantasy/', undefined],
      ['/en/fantasies/no-such-fantasy/preparation/', 'token=abc'],
      ['/fantasies/candlelit-bath/no-such-fantasy/', undefined],
      ['/fantasies/no-such-fantasy/candlelit-bath/', undefined],
    ] as const) {
      const response = await get(path, cookie);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain(`${path.startsWith('/en/') ? 'Address: ' : 'Адрес: '}${path}`);
    }
  });

  it('answers a collection page whose collection does not exist with 404, signed in or not', async () => {
    for (const [path, cookie] of [
      ['/collections/no-such-collection/', undefined],
      ['/en/collections/no-such-collection/', 'token=abc'],
    ] as const) {
      const response = await get(path, cookie);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain(`${path.startsWith('/en/') ? 'Address: ' : 'Адрес: '}${path}`);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/v0/nope/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
  });

  it('sends security headers and a CSP on every page', async () => {
    const response = await get('/');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe("the visitor's language", () => {
  const visit = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers });
  const ENGLISH = 'en-US,en;q=0.9';

  it('sends an English browser from an unprefixed page to its English twin, query kept, and remembers it', async () => {
    const response = await visit(`/join/${'t'.repeat(32)}/?from=chat`, { 'accept-language': ENGLISH });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/en/join/${'t'.repeat(32)}/?from=chat`);
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    const cookie = response.cookies.find(({ name }) => name === 'locale');
    expect(cookie).toMatchObject({ value: 'en', path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it.each([
    ['/', '/en/'],
    ['/gift/abcdefghijklmnop/', '/en/gift/abcdefghijklmnop/'],
    ['/ru/about/', null],
    ['/nope/?x=1', '/en/nope/?x=1'],
  ])('redirects %s for an English browser to %s', async (path, to) => {
    const response = await visit(path, { 'accept-language': ENGLISH });
    expect(response.statusCode).toBe(to ? 302 : 200);
    expect(response.headers.location).toBe(to ?? undefined);
  });

  it.each([
    ['a Russian browser', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' }],
    ['a browser asking for neither language', { 'accept-language': 'de-DE' }],
    ['a crawler, which names no language', {}],
    ['an English browser that chose Russian', { 'accept-language': ENGLISH, cookie: 'locale=ru' }],
  ])('serves the Russian page to %s, setting no cookie', async (_who, headers) => {
    const response = await visit('/about/', headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ru"');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
  });

  it('follows a remembered English choice whatever the browser says, without setting it again', async () => {
    const response = await visit('/matches/?x=1', { 'accept-language': 'ru', cookie: 'locale=en' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/matches/?x=1');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('never moves an English page, a sign-in return or what is not a page', async () => {
    const russian = { 'accept-language': 'ru', cookie: 'locale=ru' };
    const english = { 'accept-language': ENGLISH };
    const englishPage = await visit('/en/about/', russian);
    expect(englishPage.statusCode).toBe(200);
    expect(englishPage.headers.vary).toBeUndefined();
    for (const path of ['/vk_oauth/', '/yandex_oauth/', '/en/nope/', '/sitemap.xml', '/robots.txt']) {
      const response = await visit(path, english);
      expect(response.statusCode, path).not.toBe(302);
      expect(response.headers['set-cookie'], path).toBeUndefined();
    }
    expect((await visit('/api/v1/nope/', english)).statusCode).toBe(404);
    expect((await visit('/about/', english, 'POST')).statusCode).toBe(404);
  });

  it('gives the /ru/ duplicate of a page the unprefixed address as its canonical', async () => {
    const html = (await visit('/ru/about/')).body;
    expect(html).toContain('<link rel="canonical" href="http://localhost/about/" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://localhost/en/about/" />');
    const unprefixed = (await visit('/about/')).body;
    expect(unprefixed).toContain('<link rel="canonical" href="http://localhost/about/" />');
  });
});

describe('server rendering', () => {
  it('sends a visitor the page the web build rendered, with its head, inline styles and chunks', async () => {
    const response = await get('/en/about/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<div id="root" data-rendered><p>rendered /en/about/</p></div>');
    expect(html).toContain('<title>Page — Duet</title>');
    expect(html).toContain('<meta name="description" content="About &#60;this&#62; page" />');
    expect(html).not.toContain("the build's own description");
    expect(html).toContain('<link rel="canonical" href="http://localhost/en/about/" />');
    expect(html).toContain('<link rel="alternate" hreflang="ru" href="http://localhost/about/" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost/about/" />');
    expect(html).toContain('<meta property="og:url" content="http://localhost/en/about/" />');
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    // The entry's and the page's styles inline, the files marked as loaded but not fetched.
    expect(html).toContain(
      'body{color:red}\n</style><link rel="stylesheet" href="/assets/index-test.css" disabled />',
    );
    expect(html).toContain(
      '<style>main{color:blue}\n</style><link rel="stylesheet" href="/assets/page-test.css" disabled />',
    );
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
    // Drawn without them, the page holds its scripts, inert, until it has loaded and painted.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('.js');
    expect(html).toContain(
      '<template id="page-scripts">' +
        '<script type="module" crossorigin src="/assets/index-test.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-test.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/page-test.js" />' +
        '</template><script>(function () {',
    );
  });

  it("preloads the fonts of the page's first screen: Latin, and Cyrillic in Russian", async () => {
    const preloads = (html: string) =>
      [
        ...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)" \/>/g),
      ].map((match) => match[1]);
    expect(preloads((await get('/about/')).body)).toEqual([
      '/assets/sans-cyrillic-wght-normal-b2.woff2',
      '/assets/sans-latin-wght-normal-c3.woff2',
    ]);
    expect(preloads((await get('/en/about/')).body)).toEqual(['/assets/sans-latin-wght-normal-c3.woff2']);
  });

  it('titles a fantasy page with the fantasy, in the language of its address', async () => {
    const russian = await get('/fantasies/candlelit-bath/');
    expect(russian.body).toContain('<title>Ванна при свечах — Duet</title>');
    const english = await get('/en/fantasies/candlelit-bath/preparation/');
    expect(english.body).toContain('<title>Candlelit bath — Duet</title>');
    expect(english.body).toContain(
      '<link rel="canonical" href="http://localhost/en/fantasies/candlelit-bath/preparation/" />',
    );
  });

  it('titles a collection page with the collection and describes it by its line', async () => {
    const russian = await get('/collections/slow-evenings/');
    expect(russian.body).toContain('<title>Медленные вечера — Duet</title>');
    expect(russian.body).toContain('<meta name="description" content="Никуда не спешить и быть вдвоём" />');
    const english = await get('/en/collections/slow-evenings/');
    expect(english.body).toContain('<title>Slow evenings — Duet</title>');
    expect(english.body).toContain(
      '<link rel="canonical" href="http://localhost/en/collections/slow-evenings/" />',
    );
  });

  it('gives a page that is not public only its title and description', async () => {
    const html = (await get('/events/', 'fake=private')).body;
    expect(html).toContain('<title>Page — Duet</title>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:title');
  });

  it('passes on the redirects of the route guards', async () => {
    const response = await get('/matches/', 'fake=redirect');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/18p/?next=%2Fmatches%2F');
  });

  it('leaves signed-in pages to the browser, titled plainly', async () => {
    const response = await get('/matches/', 'token=abc');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Duet</title>');
    expect(response.body).toContain("the build's own description");
    expect(response.body).toContain('body{color:red}');
    // Drawn by its scripts, the page must not hold them back.
    expect(response.body).not.toContain('page-scripts');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-test.js">');
  });

  it('falls back to the plain page when the server render fails', async () => {
    const response = await get('/about/', 'fake=throw');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  // Static files get a route each, from a listing that skips dot folders: `.vite/` is never served.
  it('keeps the build manifest it reads to itself', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('page-test.js');
  });

  it('runs its inline scripts allowed by their hashes and by nothing looser', async () => {
    const response = await get('/about/');
    const theme = readFileSync(new URL('./fixtures/web/dist/theme.js', import.meta.url), 'utf8');
    expect(response.body).toContain(`<script>${theme}</script>`);
    expect(response.body).not.toContain('src="/theme.js"');
    const inlineScripts = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(inlineScripts).toHaveLength(2);
    const hashes = inlineScripts.map(
      (source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
    );
    const policy = response.headers['content-security-policy'] as string;
    const scriptSources = /script-src ([^;]*);/.exec(policy)![1]!.split(' ');
    expect(scriptSources.sort()).toEqual(["'self'", ...hashes].sort());
  });
});

describe('discreet mode', () => {
  const DISCREET = 'duet_discreet=1';
  const neutral = (locale: 'ru' | 'en') => ({
    title: locale === 'ru' ? 'Заметки' : 'Notes',
    icon: '/icons/neutral.svg',
    appleTouchIcon: '/icons/neutral-apple-touch-icon-180.png',
    manifest: `/discreet-${locale}.webmanifest`,
  });

  it.each([
    ['a visitor page rendered on the server', '/about/', 'ru', 200, DISCREET],
    ['a visitor page rendered on the server', '/en/collections/slow-evenings/', 'en', 200, DISCREET],
    ['a signed-in page', '/matches/', 'ru', 200, `token=abc; ${DISCREET}`],
    ['a signed-in page', '/en/profile/', 'en', 200, `token=abc; ${DISCREET}`],
    ['a missing page', '/en/nope/', 'en', 404, DISCREET],
  ] as const)('names nothing from the first byte of %s (%s)', async (_what, path, locale, status, cookie) => {
    const response = await get(path, cookie);
    expect(response.statusCode).toBe(status);
    const { head, named } = pageHeadOf(response.body);
    expect(named).toEqual(neutral(locale));
    expect(head).not.toContain('name="description"');
    expect(head).not.toContain('og:');
    expect(head).not.toContain('Duet</title>');
  });

  it('leaves a device without the cookie its Duet head', async () => {
    const { head, named } = pageHeadOf((await get('/en/about/', 'duet_discreet=0')).body);
    expect(named).toEqual({
      title: 'Page — Duet',
      icon: '/favicon.svg',
      appleTouchIcon: '/icons/apple-touch-icon-180.png',
      manifest: '/manifest.webmanifest',
    });
    expect(head).toContain('og:title');
  });

  it.each(['ru', 'en'] as const)(
    'serves the neutral %s manifest: the same installed app, named and drawn as a note',
    async (locale) => {
      const duet = JSON.parse(
        readFileSync(new URL('./fixtures/web/dist/manifest.webmanifest', import.meta.url), 'utf8'),
      ) as Record<string, unknown>;
      const response = await get(`/discreet-${locale}.webmanifest`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const manifest = response.json<Record<string, unknown>>();
      expect(manifest).toMatchObject({
        id: duet.id,
        start_url: duet.start_url,
        scope: duet.scope,
        display: duet.display,
        name: neutral(locale).title,
        short_name: neutral(locale).title,
        lang: locale,
      });
      expect((manifest.icons as { src: string }[]).map((icon) => icon.src)).toEqual([
        '/icons/neutral-192.png',
        '/icons/neutral-512.png',
        '/icons/neutral-maskable-512.png',
      ]);
      expect(response.body).not.toMatch(/duet|фантаз|fantas/i);
    },
  );
});

describe('updates and the service worker', () => {
  it('answers /version.json uncached, built or not', async () => {
    const response = await get('/version.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toHaveProperty('build_id');
  });

  it('caches hashed assets for a year and makes the files naming the current build revalidate', () => {
    expect(webCacheControl('/assets/index-WQ7g3tIH.js')).toBe('public, max-age=31536000, immutable');
    expect(webCacheControl('/workbox-9c191d2f.js')).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/index.html',
      '/sw.js',
      '/registerSW.js',
      '/manifest.webmanifest',
      '/version.json',
    ]) {
      expect(webCacheControl(path)).toBe('no-cache');
    }
    expect(webCacheControl('/icons/icon-192.png')).toBe('public, max-age=3600');
    expect(webCacheControl('/favicon.svg')).toBe('public, max-age=3600');
  });
});

describe('sitemap and robots', () => {
  it('lists the public pages in both languages with hreflang alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>http://localhost/about/</loc>');
    expect(response.body).toContain('<loc>http://localhost/en/about/</loc>');
    expect(response.body).toContain('hreflang="en" href="http://localhost/en/about/"');
    expect(response.body).toContain('hreflang="x-default"');
    expect(response.body).not.toContain('/profile/');
    for (const page of ['privacy', 'terms', 'accessibility']) {
      expect(response.body).toContain(`<loc>http://localhost/${page}/</loc>`);
      expect(response.body).toContain(`<loc>http://localhost/en/${page}/</loc>`);
    }
    // A couple's own cards are theirs alone (ADR 0030).
    expect(response.body).not.toContain('/own-cards/');
  });

  it('lists the collections page and every collection by its slug, never a route pattern', async () => {
    const body = (await get('/sitemap.xml')).body;
    expect(body).toContain('<loc>http://localhost/collections/</loc>');
    expect(body).toContain('<loc>http://localhost/collections/slow-evenings/</loc>');
    expect(body).toContain('<loc>http://localhost/en/collections/first-steps/</loc>');
    const collections = [...body.matchAll(/<loc>http:\/\/localhost\/collections\/[a-z0-9-]+\/<\/loc>/g)];
    expect(collections.length).toBeGreaterThanOrEqual(20);
    expect(body).not.toContain(':slug');
  });

  it('points robots at the sitemap and away from the API', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('security.txt', () => {
  it('names the configured contacts, an expiry within a year, languages and its canonical address', async () => {
    const configured = await build({
      WEB_DIST_DIR: FIXTURE_DIST,
      PUBLIC_URL: 'https://duet.example',
      SECURITY_CONTACT: 'mailto:security@duet.example, https://duet.example/security/',
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const fields = response.body.trimEnd().split('\n');
      expect(fields).toEqual([
        'Contact: mailto:security@duet.example',
        'Contact: https://duet.example/security/',
        expect.stringMatching(/^Expires: \d{4}-\d\d-\d\dT00:00:00\.000Z$/),
        'Preferred-Languages: ru, en',
        'Canonical: https://duet.example/.well-known/security.txt',
      ]);
      const expires = Date.parse(fields[2]!.slice('Expires: '.length));
      expect(expires - Date.now()).toBeGreaterThan(150 * 86_400_000);
      expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
    } finally {
      await configured.close();
    }
  });

  it('is absent rather than invented when no contact is configured', async () => {
    expect((await get('/.well-known/security.txt')).statusCode).toBe(404);
  });
});

describe('operations', () => {
  it('reports liveness and readiness', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('answers 503 on /readyz when the database is gone', async () => {
    const broken = await build();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('service_unavailable');
    await broken.app.close();
    await broken.close().catch(() => undefined);
  });

  it('publishes the OpenAPI document generated from the schemas, and its browser at /api/docs/', async () => {
    const document = (await get('/api/docs/json')).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v0/fantasies/', '/api/v0/fantasies/tags/', '/api/v0/user/dev_login/']),
    );
    expect(document.components.schemas.Fantasy).toBeDefined();
    const ui = await get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('the operator', () => {
  const dataBlock = (html: string) =>
    /<script type="application\/json" id="site-operator">([^<]*)<\/script>/.exec(html)?.[1];

  it('is handed to the server render and written into every page for the browser, escaped', async () => {
    const configured = await build({
      WEB_DIST_DIR: FIXTURE_DIST,
      OPERATOR_NAME: 'Duet LLC </script><b>',
      OPERATOR_CONTACT: 'mailto:privacy@duet.example, https://duet.example/contact/',
    });
    try {
      const rendered = (await configured.app.inject({ url: '/en/about/' })).body;
      expect(rendered).toContain('<p>run by Duet LLC </script><b></p>');
      const signedIn = (await configured.app.inject({ url: '/en/about/', headers: { cookie: 'token=t' } }))
        .body;
      for (const html of [rendered, signedIn]) {
        expect(JSON.parse(dataBlock(html)!)).toEqual({
          name: 'Duet LLC </script><b>',
          contacts: ['mailto:privacy@duet.example', 'https://duet.example/contact/'],
        });
      }
    } finally {
      await configured.close();
    }
  });

  it('is empty, never invented, when not configured', async () => {
    expect(JSON.parse(dataBlock((await get('/about/')).body)!)).toEqual({ name: null, contacts: [] });
  });
});
