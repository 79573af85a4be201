// Runs a command with TEST_POSTGRES_URL set, so the API suite creates a throwaway database per app
// on that PostgreSQL server (default: the machine's 127.0.0.1:5432, user postgres).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  console.error('Start it (e.g. `pg_ctlcluster 15 main start`) or set TEST_POSTGRES_URL.');
  process.exit(1);
}
const [command, ...args] = process.argv.slice(2);
const result = spawnSync('npx', [command, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_POSTGRES_URL: url },
});
process.exit(result.status ?? 1);
