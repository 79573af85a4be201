import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { FREE_DIFFICULTIES, INTIMATE_CONSENT_VERSION, type Fantasy } from '@duet/contracts';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { seedAll } from '../src/seed.ts';
import { createThrowawayPostgres, freePort } from '../../../scripts/local-test-resources.mjs';

export { freePort };

/** Set by `npm run test:api:postgres`: run against a throwaway database on this PostgreSQL server. */
const postgresAdminUrl = process.env.TEST_POSTGRES_URL;
export const testEngine = postgresAdminUrl ? 'postgres' : 'pglite';

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close(): Promise<void> };

let pgliteDump: Promise<Blob | undefined> | undefined;

/** The migrated and seeded PGlite data directory the run made once (global-setup.ts), if any. */
function migratedPglite(): Promise<Blob | undefined> {
  pgliteDump ??= (async () => {
    const path = inject('pgliteDump');
    return path ? new Blob([await readFile(path)]) : undefined;
  })();
  return pgliteDump;
}

/**
 * The whole app on a fresh, migrated and seeded database, as fastify/demo's test helper does: a
 * copy of the one the run migrated and seeded once (global-setup.ts), where the test asks for a
 * database of its own. With a `logStream` it logs there (at `env.LOG_LEVEL`); otherwise it logs
 * nothing.
 */
export async function build(
  env: Record<string, string> = {},
  { logStream, resolveHost }: Pick<BuildAppOptions, 'logStream' | 'resolveHost'> = {},
): Promise<TestApp> {
  // A second API node on the first one's database (`env.DATABASE_URL`) needs no database of its own.
  const throwaway =
    postgresAdminUrl && env.DATABASE_URL === undefined
      ? await createThrowawayPostgres(postgresAdminUrl, 'duet_test', {
          template: inject('postgresTemplate') ?? undefined,
        })
      : null;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      PUBLIC_URL: 'http://localhost', // app.inject's own Host, which production also requires
      ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
      ...env,
    });
    const dump = !config.DATABASE_URL && config.DATA_DIR === 'memory://' ? await migratedPglite() : undefined;
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      loadDataDir: dump,
      poolSize: 4,
    });
    const isMigrated = dump !== undefined || (throwaway !== null && inject('postgresTemplate') !== null);
    if (!isMigrated) await database.migrate(seedAll);
    const app = await buildApp({ config, database, logger: !!logStream, logStream, resolveHost });
    await app.ready();
    return {
      app,
      database,
      config,
      async close() {
        try {
          await app.close();
          await database.close().catch(() => undefined); // a test may have closed it already
        } finally {
          await throwaway?.drop();
        }
      },
    };
  } catch (error) {
    // A configuration a test expects to be refused leaves no database behind.
    await throwaway?.drop();
    throw error;
  }
}

/** A TCP port nothing listens on right now, for a server whose URL must be known before it starts. */
export async function signIn(app: FastifyInstance, username: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v0/user/dev_login/',
    payload: { username },
  });
  if (response.statusCode !== 200) throw new Error(`dev_login failed: ${response.body}`);
  return response.json<{ access: string; user: { id: number; username: string } }>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Gives the consent to process answers about fantasies (ADR 0035), to the current text. */
export async function giveIntimateConsent(app: FastifyInstance, access: string) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v0/user/consents/intimate_answers/',
    headers: bearer(access),
    payload: { version: INTIMATE_CONSENT_VERSION },
  });
  if (response.statusCode !== 200) throw new Error(`consenting failed: ${response.body}`);
}

/**
 * A finished account: signed in, with its username chosen, and (unless told otherwise) the consent
 * to process its answers given, as the web asks before the first one (ADR 0035).
 */
export async function createAccount(
  app: FastifyInstance,
  username: string,
  { consent = true }: { consent?: boolean } = {},
) {
  const session = await signIn(app, `dev-${username}`);
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v0/user/profile/',
    headers: bearer(session.access),
    payload: { username },
  });
  if (response.statusCode !== 200) throw new Error(`choosing ${username} failed: ${response.body}`);
  if (consent) await giveIntimateConsent(app, session.access);
  const { id } = response.json<{ id: number }>();
  return { access: session.access, user: { id, username } };
}

export type Account = Awaited<ReturnType<typeof createAccount>>;

/** What a test passes to `callApi`: a path under `/api/v0/`, as `who` (null: anonymously), with a body. */
export type ApiCallArgs = [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: Account | null,
  payload?: object,
];

/** Calls `/api/v0/<url>` as `who`, by its bearer token, or anonymously. */
export const callApi = (app: FastifyInstance, ...[method, url, who, payload]: ApiCallArgs) =>
  app.inject({ method, url: `/api/v0/${url}`, headers: who ? bearer(who.access) : {}, payload });

/** Links two accounts as partners through the invite endpoints: `a` invites, `b` accepts. */
export async function linkAccounts(app: FastifyInstance, a: Account, b: Account) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v0/invites/create/',
    headers: bearer(a.access),
    payload: { username: b.user.username },
  });
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/v0/invites/${sent.json<{ id: number }>().id}/accept/`,
    headers: bearer(b.access),
  });
  if (accepted.statusCode !== 200) throw new Error(`linking failed: ${accepted.body}`);
}

/** The catalogue's free fantasies (`FREE_DIFFICULTIES`), in catalogue order: those anyone may answer. */
export async function freeFantasies(app: FastifyInstance): Promise<Fantasy[]> {
  const catalogue = (await app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>();
  return catalogue.filter((fantasy) => FREE_DIFFICULTIES.includes(fantasy.difficulty));
}

/**
 * Two finished accounts linked as partners through the invite endpoints; each has consented to
 * answers (ADR 0035) unless `consent` says otherwise.
 */
export async function createCouple(
  app: FastifyInstance,
  names: [string, string],
  { consent = [true, true] }: { consent?: [boolean, boolean] } = {},
) {
  const a = await createAccount(app, names[0], { consent: consent[0] });
  const b = await createAccount(app, names[1], { consent: consent[1] });
  await linkAccounts(app, a, b);
  return { a, b };
}
