// What tests, the fuzz and the bench start for themselves: a throwaway PostgreSQL database and a free port.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server at `adminUrl`, named `<prefix>_<time>_<random>`,
 * empty or a copy of `template` (a database nobody is connected to). `drop()` removes it even
 * while connections are still closing (`with (force)`).
 */
export async function createThrowawayPostgres(adminUrl, prefix, { template } = {}) {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A TCP port free on loopback right now, for a server a test or script starts. */
export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
