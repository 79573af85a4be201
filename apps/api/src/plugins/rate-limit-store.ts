import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { queryRows, type Db } from '../db/database.ts';

type Counter = { current: number; ttl: number };
type RouteLimit = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * Counts one hit of `key` in its window, atomically on the database every API node shares: the
 * first hit, or the first after the window ended, starts a new window.
 */
export async function countHit(db: Db, key: string, timeWindowMs: number): Promise<Counter> {
  const [row] = await queryRows<{ hits: number; ttl: number }>(
    db,
    sql`insert into rate_limit_counters as counter (key, hits, resets_at)
        values (${key}, 1, now() + ${timeWindowMs}::integer * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when counter.resets_at <= now() then 1 else counter.hits + 1 end,
          resets_at = case when counter.resets_at <= now() then excluded.resets_at else counter.resets_at end
        returning hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::integer as ttl`,
  );
  return { current: row!.hits, ttl: row!.ttl };
}

/** Deletes the counters whose window has ended (a client that stopped coming leaves one row behind). */
export async function purgeExpiredCounters(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where resets_at <= now()`);
}

/**
 * @fastify/rate-limit's `store` on `rate_limit_counters`, so a limit holds across nodes; PGlite
 * runs the same SQL. Each rate-limited route counts under its own key prefix, as the built-in
 * stores do. `continueExceeding` and `exponentialBackoff` are not supported (Duet uses neither).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore {
    prefix = '';

    incr(key: string, callback: (error: Error | null, counter?: Counter) => void, timeWindow: number) {
      countHit(db, this.prefix + key, timeWindow).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit, its route under `routeInfo` (its typings differ).
    child(routeLimit: object) {
      const store = new DatabaseRateLimitStore();
      const { method, url } = (routeLimit as RouteLimit).routeInfo ?? {};
      store.prefix = `${[method ?? ''].flat().join(',')} ${url ?? ''} `;
      return store;
    }
  };
}
