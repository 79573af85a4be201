import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchPage, splitLocalePrefix, trailingSlashRedirect } from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { DEFAULT_WEB_DIST_DIR } from '../../paths.ts';
import { createPageShell } from './page-shell.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'public, max-age=3600');
      },
    });
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
    if (match) return sendPage(reply, 200, shell.render({ locale: match.locale }));
    const { locale } = splitLocalePrefix(pathname);
    return sendPage(reply, 404, shell.render({ locale, notFoundPath: pathname }));
  });
}
