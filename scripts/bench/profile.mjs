// `npm run bench:profile -- <engine> <endpoint> <out.svg> [server.js] [label]`: Duet under the bench's load on
// one signed-in endpoint with `node --cpu-prof`, drawn as a flame graph: a read for 10 s, the like
// as in the bench, every free fantasy not liked yet liked once by each of 128 people. engine: pglite or
// postgres; endpoint: matches, notifications or like; server.js: another build to compare (an older commit's).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import {
  DUET_ORIGIN,
  inTurn,
  likeEach,
  signedInCouples,
  startDuet,
  stop,
  throwawayPostgres,
} from './duet-under-load.mjs';

const [engine, endpoint, output, script = 'apps/api/dist/server.js', label = 'this build'] =
  process.argv.slice(2);
const READS = { matches: '/api/v0/fantasies/matches/', notifications: '/api/v0/notifications/' };
const ENDPOINTS = { matches: 'GET', notifications: 'GET', like: 'POST' };
if (!['pglite', 'postgres'].includes(engine) || !ENDPOINTS[endpoint] || !output) {
  console.error(
    'usage: profile.mjs pglite|postgres matches|notifications|like <out.svg> [server.js] [label]',
  );
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'duet-profile-'));
const profileDir = join(dataDir, 'profile');
const postgres = engine === 'postgres' ? await throwawayPostgres() : null;
if (engine === 'postgres' && !postgres) throw new Error('No PostgreSQL at TEST_POSTGRES_URL');
const databaseUrl = postgres?.url ?? '';
const origin = DUET_ORIGIN;
try {
  // The people and their likes come first, from an unprofiled server.
  let duet = await startDuet(databaseUrl, join(dataDir, 'db'), { script });
  const people = await signedInCouples(origin, 64);
  await stop(duet);
  duet = await startDuet(databaseUrl, join(dataDir, 'db'), {
    script,
    execArgv: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  const load =
    endpoint === 'like'
      ? likeEach(people.tokens, people.freshFree)
      : { requests: inTurn(people.tokens, ENDPOINTS[endpoint], [READS[endpoint]]), duration: 10 };
  const result = await autocannon({ url: `${origin}/`, connections: 64, ...load });
  const rate = (result.requests.total / result.duration).toFixed(0);
  console.log(`${endpoint} on ${engine}: ${rate} req/s, p99 ${result.latency.p99} ms`);
  await stop(duet);
  const [profile] = readdirSync(profileDir);
  const title = `${endpoint} on ${engine}, ${label}: ${rate} req/s`;
  execFileSync(process.execPath, [
    new URL('flame-graph.mjs', import.meta.url).pathname,
    join(profileDir, profile),
    resolve(output),
    title,
  ]);
  console.log(`Wrote ${output}`);
} finally {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
