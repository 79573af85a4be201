import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { claimDataDir } from './data-dir-lock.ts';
import { sharedListen } from './shared-listen.ts';
import * as schema from './schema.ts';

/** One query API for both engines: features never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding the cluster-wide migration lock, so that several API nodes
   * starting together migrate and seed one after another.
   */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  /** Calls `onMessage` for every NOTIFY on `channel`, from any API node; resolves to an unsubscribe. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Told when PostgreSQL drops a connection Duet recovers from by itself. */
  onConnectionError?: (error: Error) => void;
};

const warnOfConnectionError = (error: Error) =>
  console.warn(`database connection lost, reconnecting: ${error.message}`);

const LISTEN_RETRY_MS = 1000;

// Arbitrary constant identifying Duet's migration lock among PostgreSQL advisory locks.
const MIGRATION_LOCK_KEY = 4_201_926;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.poolSize ?? 10,
        options.onConnectionError ?? warnOfConnectionError,
      )
    : openPglite(options.dataDir, options.loadDataDir);
}

/**
 * PGlite through its own node-postgres connection: the same driver, queries and named prepared
 * statements as on PostgreSQL (a prepared read runs about 8 times faster than through
 * `PGlite.query`, which parses, plans and describes every statement again). PGlite is one
 * connection, so the pool holds one.
 */
async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  const release = inMemory ? () => undefined : claimDataDir(dataDir);
  const client = inMemory ? new PGlite({ loadDataDir }) : new PGlite(dataDir, { loadDataDir });
  await client.waitReady;
  // Never closed while idle: the one connection is PGlite itself.
  const pool = new pg.Pool({ ...pgliteConnectionConfig(client), idleTimeoutMillis: 0 });
  return poolDatabase(pool, 'pglite', {
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
    afterClose: async () => {
      await client.close();
      release();
    },
  });
}

/**
 * PGlite's node-postgres config, mended: node-postgres hands a Parse message its type-parser
 * override (an object, which Drizzle always sets) where PGlite's serializer expects an array of
 * parameter types, and throws. Real PostgreSQL connections read it as no types; so does this.
 */
function pgliteConnectionConfig(client: PGlite) {
  const config = createPgConfig(client);
  const connection = config.connection;
  const parse = connection.parse.bind(connection);
  connection.parse = (message: { types?: unknown }) =>
    parse({ ...message, types: Array.isArray(message.types) ? message.types : [] });
  return config;
}

async function openPostgres(
  databaseUrl: string,
  poolSize: number,
  onConnectionError: (error: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle pooled connection the server closes (a restart, a failover) is dropped and replaced
  // by the pool; unhandled, its error would end the process.
  pool.on('error', onConnectionError);
  return poolDatabase(pool, 'postgres', {
    listen: async (channel, onMessage) =>
      listenWithReconnect(databaseUrl, channel, onMessage, onConnectionError),
  });
}

/** Duet's database over a node-postgres pool, either engine's; `listen` is the engine's own, shared per channel. */
function poolDatabase(
  pool: pg.Pool,
  engine: Database['engine'],
  { listen, afterClose }: { listen: Database['listen']; afterClose?: () => Promise<void> },
): Database {
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    db,
    engine,
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const lockedDb = drizzlePostgres(client, { schema });
        await migratePostgres(lockedDb, { migrationsFolder: MIGRATIONS_DIR });
        await afterMigrate?.(lockedDb);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    listen: sharedListen(listen),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
      await afterClose?.();
    },
  };
}

/**
 * LISTEN on a dedicated connection (LISTEN belongs to a session, and pooled ones are shared),
 * opened again whenever the server drops it, so live updates survive a PostgreSQL restart.
 */
async function listenWithReconnect(
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  onConnectionError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        onConnectionError(error);
        scheduleReconnect();
      });
    }, LISTEN_RETRY_MS);
    retry.unref();
  };

  async function connect() {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', onConnectionError);
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    client.on('end', () => {
      if (current === client) current = null;
      scheduleReconnect();
    });
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

/** Rows of a raw SQL query; both drivers answer `{rows}`. */
export async function queryRows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
