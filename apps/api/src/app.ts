import { createCatalogueCache } from './features/fantasies/catalogue-cache.ts';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@duet/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { authRoutes } from './features/auth/routes.ts';
import { setupOpenApi } from './features/docs/setup-openapi.ts';
import { deepidRoutes } from './features/deepid/routes.ts';
import { eventsRoutes } from './features/events/routes.ts';
import { fantasiesRoutes } from './features/fantasies/routes.ts';
import { fantasiesUserRoutes } from './features/fantasies/user-routes.ts';
import { matchesRoutes } from './features/matches/routes.ts';
import { passesRoutes } from './features/passes/routes.ts';
import { ownCardsRoutes } from './features/own-cards/routes.ts';
import { notificationsRoutes } from './features/notifications/routes.ts';
import { streamRoutes } from './features/stream/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { partnersRoutes } from './features/partners/routes.ts';
import { privacyRoutes } from './features/privacy/routes.ts';
import { setupPush } from './features/push/push-dispatcher.ts';
import type { HostResolver } from './features/push/public-address.ts';
import { pushRoutes } from './features/push/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { ageGateFormRoutes } from './features/web/age-gate-form.ts';
import { webRoutes } from './features/web/routes.ts';
import { activationCodesRoutes } from './features/activation-codes/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { giftsRoutes } from './features/gifts/routes.ts';
import { paymentNotificationRoutes } from './features/payments/notification-routes.ts';
import { sandboxRoutes } from './features/payments/sandbox/sandbox-routes.ts';
import { paymentSettingsRoutes } from './features/payments/settings-routes.ts';
import { subscriptionsRoutes } from './features/subscriptions/routes.ts';
import { redactLoggedError } from './lib/redact-database-error.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { setupCloseIdleConnections } from './plugins/close-idle-connections.ts';
import { setupJsonBodyParser } from './plugins/json-body.ts';
import { replyToFrameworkError, setupErrorHandler } from './plugins/error-handler.ts';
import { setupLocale } from './plugins/locale.ts';
import { setupRateLimit } from './plugins/rate-limit.ts';
import { setupSecurityHeaders } from './plugins/security-headers.ts';
import { setupUnstorableTextCheck } from './plugins/unstorable-text.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Where push endpoints' host names lead; the system's resolver unless a test gives its own. */
  resolveHost?: HostResolver;
};

/** The whole HTTP application on an open, migrated database. Starting and stopping is the caller's. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  resolveHost,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger && config.LOG_LEVEL !== 'silent'
        ? { level: config.LOG_LEVEL, stream: logStream, formatters: { log: redactLoggedError } }
        : false,
    trustProxy: config.TRUST_PROXY,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors: replyToFrameworkError,
    bodyLimit: 64 * 1024,
    // requestTimeout bounds receiving a request only: a long response such as an event stream is not cut.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      // Fastify sets requestTimeout after Node built the server, which then keeps a 60 s headersTimeout
      // and, with it longer than requestTimeout, never times out a stalled body.
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      // Node looks for requests past their timeout only this often (30 s by default).
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.REQUEST_TIMEOUT_MS / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only: anything else is 415, as it was for the original clients.
  app.removeContentTypeParser('text/plain');
  setupJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checksAgainstZod: config.NODE_ENV === 'test' }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // Shared by the catalogue endpoints and the server-rendered fantasy pages.
  app.decorate('catalogue', createCatalogueCache(database.db, config.CATALOGUE_CACHE_SECONDS));
  await setupPush(app, resolveHost);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  setupErrorHandler(app);
  setupUnstorableTextCheck(app);
  setupLocale(app);
  setupSecurityHeaders(app);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await setupRateLimit(app);
  setupCloseIdleConnections(app);
  await setupOpenApi(app);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(fantasiesRoutes);
      await api.register(fantasiesUserRoutes);
      await api.register(matchesRoutes);
      await api.register(passesRoutes);
      await api.register(ownCardsRoutes);
      await api.register(deepidRoutes);
      await api.register(eventsRoutes);
      await api.register(notificationsRoutes);
      await api.register(streamRoutes);
      await api.register(pushRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(privacyRoutes);
      await api.register(partnersRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(giftsRoutes);
      await api.register(activationCodesRoutes);
      await api.register(paymentSettingsRoutes);
      await api.register(paymentNotificationRoutes);
      await api.register(sandboxRoutes);
      await api.register(analyticsRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(ageGateFormRoutes);
  await app.register(webRoutes);
  return app;
}
