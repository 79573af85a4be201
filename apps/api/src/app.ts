import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { notificationsRoutes } from './features/notifications/routes.ts';
import { streamRoutes } from './features/stream/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { partnersRoutes } from './features/partners/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { webRoutes } from './features/web/routes.ts';
import { activationCodesRoutes } from './features/activation-codes/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { giftsRoutes } from './features/gifts/routes.ts';
import { paymentNotificationRoutes } from './features/payments/notification-routes.ts';
import { sandboxRoutes } from './features/payments/sandbox/sandbox-routes.ts';
import { paymentSettingsRoutes } from './features/payments/settings-routes.ts';
import { subscriptionsRoutes } from './features/subscriptions/routes.ts';
import { errorBody } from './lib/app-error.ts';
import { setupErrorHandler } from './plugins/error-handler.ts';
import { setupLocale } from './plugins/locale.ts';
import { setupSecurityHeaders } from './plugins/security-headers.ts';

export type BuildAppOptions = { config: Config; database: Database; logger?: boolean };

/** The whole HTTP application on an open, migrated database. Starting and stopping is the caller's. */
export async function buildApp({
  config,
  database,
  logger = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && config.LOG_LEVEL !== 'silent' ? { level: config.LOG_LEVEL } : false,
    trustProxy: config.TRUST_PROXY,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false },
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only: anything else is 415, as it was for the original clients.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  setupErrorHandler(app);
  setupLocale(app);
  setupSecurityHeaders(app);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(
        'throttled',
        `Request was throttled. Expected available in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
    }),
  });
  await setupOpenApi(app);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(fantasiesRoutes);
      await api.register(fantasiesUserRoutes);
      await api.register(matchesRoutes);
      await api.register(deepidRoutes);
      await api.register(eventsRoutes);
      await api.register(notificationsRoutes);
      await api.register(streamRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
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
  await app.register(webRoutes);
  return app;
}
