import { relative as relativePath, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchPage, splitLocalePrefix, trailingSlashRedirect } from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { DEFAULT_WEB_DIST_DIR } from '../../paths.ts';
import { createPageShell } from './page-shell.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

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
  const shell = createPageShell(distDir);
  if (!shell.isBuilt) app.log.warn({ distDir }, 'web app is not built: pages are served without it');

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
  } else {
    // Without a web build there is no build to compare with; answer plainly rather than with a 404 page.
    app.get('/version.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send({ build_id: null }),
    );
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(renderSitemap(publicOrigin(request))),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(renderRobots(publicOrigin(request))),
  );

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new AppError('not_found');

    const redirect = trailingSlashRedirect(pathname);
    if (redirect) return reply.redirect(query ? `${redirect}?${query}` : redirect, 301);

    const match = matchPage(pathname);
    const hidden = match?.route.path === '/test-tinkoff/' && app.config.NODE_ENV === 'production';
    if (match && !hidden) return sendPage(reply, 200, shell.render({ locale: match.locale }));
    const { locale } = splitLocalePrefix(pathname);
    return sendPage(reply, 404, shell.render({ locale, notFoundPath: pathname }));
  });
}
