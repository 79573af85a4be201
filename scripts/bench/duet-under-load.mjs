// What the bench and the profiler share: starting Duet and the other servers, and signed-in people.
import { fork } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import pg from 'pg';
import { createThrowawayPostgres } from '../local-test-resources.mjs';
import { INTIMATE_CONSENT_VERSION } from '../../packages/contracts/src/legal.ts';

const root = new URL('../..', import.meta.url).pathname;

/**
 * The bench's ports: the bare hello-world, Duet and the raw reference on `BENCH_PORT_BASE` + 1, 2
 * and 3 (3101–3103 by default), so that two benches on one machine can run apart.
 */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3100);
export const PORTS = { bare: PORT_BASE + 1, duet: PORT_BASE + 2, raw: PORT_BASE + 3 };
export const DUET_ORIGIN = `http://127.0.0.1:${PORTS.duet}`;

/** Forks a server script with `env` (and `execArgv`, e.g. to profile it); resolves once it answers `READY_PATH`. */
export function startServer(script, env, execArgv = []) {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      cwd: root,
      execArgv,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    const poll = setInterval(async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${env.PORT}${env.READY_PATH ?? '/'}`);
        if (response.ok) {
          clearInterval(poll);
          resolve(child);
        }
      } catch {
        // not listening yet
      }
    }, 200);
  });
}

/** Stops a server the bench started and waits until it has exited (PGlite's data folder is free again). */
export async function stop(server) {
  server.removeAllListeners('exit');
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/**
 * Duet's production build on `PORTS.duet`, in development mode for its sign-in; `script` runs another
 * build of it, `execArgv` passes Node flags (a CPU profile).
 */
export function startDuet(databaseUrl, dataDir, { script = 'apps/api/dist/server.js', execArgv = [] } = {}) {
  return startServer(
    script,
    {
      PORT: String(PORTS.duet),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Development mode only for its sign-in, which the signed-in measurements need.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // One benchmark client is one IP: the per-IP analytics limit would measure only refusals.
      ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000000',
      READY_PATH: '/readyz',
    },
    execArgv,
  );
}

/** A throwaway database on the local PostgreSQL server, or null when there is none. */
export async function throwawayPostgres() {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  return createThrowawayPostgres(adminUrl, 'duet_bench').catch(() => null);
}

/** Linked couples who share some likes, signed in through the API as a real client would. */
export async function signedInCouples(origin, count) {
  const call = async (path, { token, method = 'GET', body } = {}) => {
    const response = await fetch(`${origin}/api/v0/${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
  const person = async (name) => {
    const { access } = await call('user/dev_login/', { method: 'POST', body: { username: name } });
    await call('user/profile/', { token: access, method: 'PUT', body: { username: name } });
    // Answers need it (ADR 0035); Duet checks it on every answer, which the bench measures.
    await call('user/consents/intimate_answers/', {
      token: access,
      method: 'PUT',
      body: { version: INTIMATE_CONSENT_VERSION },
    });
    return access;
  };
  const catalogue = await call('fantasies/?paginator=off');
  const ids = catalogue.map((fantasy) => fantasy.id);
  // Free fantasies none of them liked yet, for the like runs.
  const freshFree = catalogue
    .filter((fantasy) => fantasy.difficulty === 'light' && !ids.slice(0, 15).includes(fantasy.id))
    .map((fantasy) => fantasy.id);
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const [a, b] = [await person(`bench_a${i}`), await person(`bench_b${i}`)];
    const invite = await call('invites/create/', {
      token: a,
      method: 'POST',
      body: { username: `bench_b${i}` },
    });
    await call(`invites/${invite.id}/accept/`, { token: b, method: 'POST' });
    for (const id of ids.slice(0, 10)) await call(`fantasies/${id}/like/`, { token: a, method: 'POST' });
    for (const id of ids.slice(5, 15)) await call(`fantasies/${id}/like/`, { token: b, method: 'POST' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await call('events/', { token: a, method: 'POST', body: { fantasy: ids[5], happens_at: tomorrow } });
    tokens.push(a, b);
  }
  return { tokens, freshFree };
}

/**
 * The i-th request when the signed-in people take turns: request i goes to person i mod n and to
 * path ⌊i / n⌋ mod the paths' count.
 */
export const personInTurn = (tokens, paths) => (turn) => ({
  path: paths[Math.floor(turn / tokens.length) % paths.length],
  headers: { authorization: `Bearer ${tokens[turn % tokens.length]}` },
});

/**
 * Requests that take the signed-in people in turn across all connections (autocannon would walk a
 * list of requests once per connection, in step, so 64 connections would be one person at a time).
 */
export function inTurn(tokens, method, paths) {
  const nth = personInTurn(tokens, paths);
  let sent = 0;
  return [{ method, setupRequest: (request) => ({ ...request, ...nth(sent++) }) }];
}

/** Everyone likes each of `fantasies` once, one fantasy after another, partners at about the same time. */
export function likeEach(tokens, fantasies) {
  const paths = fantasies.map((id) => `/api/v0/fantasies/${id}/like/`);
  return {
    requests: inTurn(tokens, 'POST', paths),
    amount: tokens.length * paths.length,
    // autocannon notices the last answer at its next sample: every second by default, which would
    // add up to a second to a run of a few seconds.
    sampleInt: 50,
  };
}

/**
 * A copy of the database as it is now (no server may have it open), to which `restore()` brings it
 * back: every like run starts from the same state, so each of its likes is new, on Duet and on the
 * raw reference alike. PGlite: a copy of its data folder; PostgreSQL: a template database.
 */
export async function snapshotDatabase(databaseUrl, dataDir) {
  if (!databaseUrl) {
    const copy = `${dataDir}-snapshot`;
    cpSync(dataDir, copy, { recursive: true });
    return {
      restore: async () => {
        rmSync(dataDir, { recursive: true, force: true });
        cpSync(copy, dataDir, { recursive: true });
      },
      drop: async () => rmSync(copy, { recursive: true, force: true }),
    };
  }
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const copy = `${name}_snapshot`;
  url.pathname = '/postgres';
  const admin = async (statements) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin([`create database ${copy} template ${name}`]);
  return {
    restore: () => admin([`drop database ${name} with (force)`, `create database ${name} template ${copy}`]),
    drop: () => admin([`drop database if exists ${copy} with (force)`]),
  };
}
