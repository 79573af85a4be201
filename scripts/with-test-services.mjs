// Runs a command with TEST_POSTGRES_URL and TEST_REDIS_URL set, so the API suite creates a throwaway
// database per app on that PostgreSQL server and tests REDIS_URL against that Redis (defaults: the
// machine's 127.0.0.1:5432, user postgres, and 127.0.0.1:6379).
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import pg from 'pg';

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function fail(what, url, message, hint) {
  console.error(`${what} is not reachable at ${url}: ${message}`);
  console.error(hint);
  process.exit(1);
}

const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  fail(
    'PostgreSQL',
    postgresUrl,
    error.message,
    'Start it (e.g. `pg_ctlcluster 15 main start`) or set TEST_POSTGRES_URL.',
  );
}

/** Resolves when the Redis at `url` answers PING. */
function pingRedis(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(5000, () => socket.destroy(new Error('timed out')));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      if (data.toString().startsWith('+PONG')) resolve();
      else reject(new Error(`answered ${JSON.stringify(data.toString().trim())}`));
    });
    socket.once('error', reject);
  });
}
try {
  await pingRedis(redisUrl);
} catch (error) {
  fail(
    'Redis',
    redisUrl,
    error.message,
    'Start it (e.g. `redis-server --daemonize yes`) or set TEST_REDIS_URL.',
  );
}

const [command, ...args] = process.argv.slice(2);
const result = spawnSync('npx', [command, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_POSTGRES_URL: postgresUrl, TEST_REDIS_URL: redisUrl },
});
process.exit(result.status ?? 1);
