import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { errorBody } from '../lib/app-error.ts';
import { databaseRateLimitStore, purgeExpiredCounters } from './rate-limit-store.ts';

const PURGE_INTERVAL_MS = 60_000;
const REDIS_NAMESPACE = 'duet-rate-limit-';

/**
 * Per-route limits (`config.rateLimit`), counted where every node sees the same count: in Redis when
 * `REDIS_URL` is set, otherwise in the shared database. Keyed by the client address `TRUST_PROXY`
 * lets Fastify see.
 */
export async function setupRateLimit(app: FastifyInstance) {
  const counting = app.config.REDIS_URL ? countInRedis(app, app.config.REDIS_URL) : countInDatabase(app);
  await app.register(rateLimit, {
    global: false,
    ...counting,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(
        'throttled',
        `Request was throttled. Expected available in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
    }),
  });
}

/**
 * @fastify/rate-limit's own Redis store. While Redis is unreachable the limits are skipped (and
 * logged) rather than failing sign-in for everyone; a command waits at most a second.
 */
function countInRedis(app: FastifyInstance, url: string) {
  const redis = new Redis(url, { connectTimeout: 1000, commandTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit Redis unavailable'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { redis, nameSpace: REDIS_NAMESPACE, skipOnError: true };
}

function countInDatabase(app: FastifyInstance) {
  const purge = setInterval(() => {
    purgeExpiredCounters(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not purge expired rate-limit counters'),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  return { store: databaseRateLimitStore(app.db) };
}
