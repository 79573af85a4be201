import { relative as relativePath, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  DISCREET_COOKIE,
  DISCREET_COOKIE_VALUE,
  matchPage,
  NOT_FOUND_COPY,
  splitLocalePrefix,
  trailingSlashRedirect,
  type Locale,
  type PageMatch,
  type PageSubject,
} from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { DEFAULT_WEB_DIST_DIR } from '../../paths.ts';
import { securityHeaders } from '../../plugins/security-headers.ts';
import { registerDiscreetManifests } from './discreet-manifest.ts';
import { renderHeadTags } from './page-head.ts';
import { createPageShell } from './page-shell.ts';
import { loadServerRenderer } from './server-render.ts';
import { renderSecurityTxt } from './security-txt.ts';
import { siteOperatorOf } from './site-operator.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { rememberLocale, varyByVisitorLanguage, visitorLanguage } from './visitor-language.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

/**
 * Files that tell a browser which build is current must be asked for again every time: the shell
 * the service worker precaches, the worker itself, its registration, the web app manifest and
 * version.json (what open tabs poll). Hashed assets never change; the rest (icons) may be an hour old.
 */
const REVALIDATED = /^\/(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest|version\.json)$/;

export function webCacheControl(path: string): string {
  if (REVALIDATED.test(path)) return 'no-cache';
  if (path.startsWith('/assets/') || /^\/workbox-[\w-]+\.js$/.test(path)) return IMMUTABLE;
  return HOUR;
}

/** Serves the built web app: hashed assets, the pages of the shared route table, real 404s. */
export async function webRoutes(app: FastifyInstance) {
  const distDir = app.config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR;
  const renderer = await loadServerRenderer(distDir);
  const operator = siteOperatorOf(app.config);
  if (app.config.NODE_ENV === 'production' && (!operator.name || operator.contacts.length === 0))
    app.log.warn('the privacy policy and the terms name no operator: set OPERATOR_NAME and OPERATOR_CONTACT');
  const shell = createPageShell(distDir, { inlinesStyles: renderer !== null, operator });
  if (!shell.isBuilt) app.log.warn({ distDir }, 'web app is not built: pages are served without it');
  else if (!renderer)
    app.log.warn({ distDir }, 'web app has no server entry: pages render in the browser only');

  if (shell.isBuilt) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // `/index.html` is what the service worker precaches and serves to navigations offline.
      setHeaders: (reply, path) => {
        const relative = `/${relativePath(distDir, path).split(sep).join('/')}`;
        reply.header('cache-control', webCacheControl(relative));
      },
    });
    registerDiscreetManifests(app, distDir);
  } else {
    // Without a web build there is no build to compare with; answer plainly rather than with a 404 page.
    app.get('/version.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send({ build_id: null }),
    );
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    // Slugs are the same in every language.
    const collectionSlugs = (await app.catalogue.get()).ru.collections.items.map(({ slug }) => slug);
    return reply
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(publicOrigin(request), { collectionSlugs }));
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(renderRobots(publicOrigin(request))),
  );
  // Without a configured contact there is no file: an invented address would be worse than none.
  const securityContacts = app.config.SECURITY_CONTACT;
  if (securityContacts)
    app.get('/.well-known/security.txt', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('cache-control', HOUR)
        .type('text/plain; charset=utf-8')
        .send(renderSecurityTxt(publicOrigin(request), securityContacts, new Date())),
    );

  const pagePolicy = securityHeaders(app.config, { inlineScripts: shell.inlineScripts })[
    'content-security-policy'
  ]!;
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pagePolicy)
      .type('text/html; charset=utf-8')
      .send(html);

  /** A fantasy page's fantasy (and, at `{slug}/{slug2}/`, its context) must exist: else a real 404. */
  async function fantasySubject(match: PageMatch): Promise<PageSubject | null | undefined> {
    const { slug, slug2 } = match.params;
    if (slug === undefined) return undefined;
    const { fantasies } = (await app.catalogue.get())[match.locale];
    const find = (wanted: string) => fantasies.items.find((fantasy) => fantasy.slug === wanted);
    const fantasy = find(slug2 ?? slug);
    if (!fantasy || (slug2 !== undefined && !find(slug))) return null;
    return { title: fantasy.title, description: fantasy.teaser };
  }

  /** A collection page's collection must exist: else a real 404, as for a fantasy. */
  async function collectionSubject(match: PageMatch): Promise<PageSubject | null | undefined> {
    const { slug } = match.params;
    if (slug === undefined) return undefined;
    const { collections } = (await app.catalogue.get())[match.locale];
    const collection = collections.items.find((item) => item.slug === slug);
    return collection ? { title: collection.title, description: collection.line } : null;
  }

  /** What the page is about, when its address names a fantasy or a collection; null when that does not exist. */
  function subjectOf(match: PageMatch): Promise<PageSubject | null | undefined> | undefined {
    if (match.route.path.startsWith('/fantasies/')) return fantasySubject(match);
    if (match.route.path.startsWith('/collections/')) return collectionSubject(match);
    return undefined;
  }

  /** The page as the browser will render it, titled plainly. */
  const sendShell = (reply: FastifyReply, locale: Locale, isDiscreet: boolean) =>
    sendPage(reply, 200, shell.render({ locale, assetTags: renderer?.assetTags([], locale), isDiscreet }));

  const notFound = (reply: FastifyReply, locale: Locale, pathname: string, isDiscreet: boolean) => {
    const title = `${NOT_FOUND_COPY[locale].title} — Duet`;
    const assetTags = renderer?.assetTags([], locale);
    return sendPage(
      reply,
      404,
      shell.render({ locale, title, assetTags, notFoundPath: pathname, isDiscreet }),
    );
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new AppError('not_found');

    const redirect = trailingSlashRedirect(pathname);
    if (redirect) return reply.redirect(query ? `${redirect}?${query}` : redirect, 301);

    const match = matchPage(pathname);
    const hidden = match?.route.path === '/test-tinkoff/' && app.config.NODE_ENV === 'production';
    const found = match && !hidden ? match : null;
    const { prefix } = found ?? splitLocalePrefix(pathname);
    if (prefix === '') varyByVisitorLanguage(reply);
    const language = visitorLanguage(request, { prefix, routePath: found?.route.path ?? pathname });
    if (language.remember) rememberLocale(request, reply, language.remember);
    if (language.location) return reply.header('cache-control', 'no-cache').redirect(language.location, 302);

    // A device in discreet mode gets every page neutral from its first byte (ADR 0023).
    const isDiscreet = request.cookies[DISCREET_COOKIE] === DISCREET_COOKIE_VALUE;
    if (!found) return notFound(reply, splitLocalePrefix(pathname).locale, pathname, isDiscreet);
    const { locale } = found;

    const subject = await subjectOf(found);
    if (subject === null) return notFound(reply, locale, pathname, isDiscreet);

    // Signed-in pages are rendered in the browser only: they hold nothing worth a crawler's
    // visit, and their first screen depends on data only the signed-in API calls return.
    if (!renderer || request.cookies.token) return sendShell(reply, locale, isDiscreet);

    const origin = publicOrigin(request);
    const page = await renderer
      .renderPage(`${origin}${request.url}`, request.headers.cookie ?? '', subject, operator)
      .catch((error: unknown) => {
        // The browser renders the page itself; a bug in the server render must not cost the visitor it.
        request.log.error({ err: error }, 'server render failed');
        return null;
      });
    if (!page) return sendShell(reply, locale, isDiscreet);
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    return sendPage(
      reply,
      page.status,
      shell.render({
        locale,
        headTags: renderHeadTags(page.head, pathname, locale, origin),
        assetTags: renderer.assetTags(page.modules, locale),
        renderedRoot: page.html,
        isDiscreet,
      }),
    );
  });
}
