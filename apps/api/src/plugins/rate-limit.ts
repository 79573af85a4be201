import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { errorBody } from '../lib/app-error.ts';
import { databaseRateLimitStore, purgeExpiredCounters } from './rate-limit-store.ts';

const PURGE_INTERVAL_MS = 60_000;

/**
 * Per-route limits (`config.rateLimit`), counted on the shared database so that N nodes together
 * still allow one limit, keyed by the client address `TRUST_PROXY` lets Fastify see.
 */
export async function setupRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(
        'throttled',
        `Request was throttled. Expected available in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
    }),
  });

  const purge = setInterval(() => {
    purgeExpiredCounters(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not purge expired rate-limit counters'),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}
