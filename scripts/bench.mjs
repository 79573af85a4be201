// `npm run bench`: throughput and latency of Duet's endpoints, each against its yardstick measured in
// the same run (a bare Fastify hello-world for the public ones; for the signed-in ones the raw
// reference, bare Fastify running the same SQL straight on the driver), on PGlite and PostgreSQL;
// Lighthouse on the public pages; and the first load of every public page (bench/first-load.mjs).
// Writes docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { firstLoadSection, heaviest, isWithinBudget, measureFirstLoads } from './bench/first-load.mjs';
import { lighthouseScores, RUNS_PER_PAGE } from './bench/lighthouse.mjs';
import { latencyAtRate } from './bench/open-loop.mjs';
import {
  DUET_ORIGIN,
  inTurn,
  personInTurn,
  PORTS,
  signedInCouples,
  snapshotDatabase,
  startDuet,
  startServer,
  stop,
  throwawayPostgres,
} from './bench/duet-under-load.mjs';
import {
  measureSharedCounter,
  prepareWrites,
  TARGET_WRITE_RATIO,
  writeScenarios,
  writesSection,
} from './bench/writes.mjs';

const root = new URL('..', import.meta.url).pathname;
// `BENCH_ONLY=writes` measures the answer writes alone and rewrites only their section of
// docs/benchmarks.md; otherwise everything is measured and the file is written whole.
const WRITES_ONLY = process.env.BENCH_ONLY === 'writes';
// `BENCH_BEFORE=<server.js of an older build>` also runs the writes on that build in every round,
// between Duet and its reference, so the gain is measured on the same machine at the same time.
const BEFORE_SCRIPT = process.env.BENCH_BEFORE;
const CONNECTIONS = 64;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Shared 2-core machines drift by a third from one minute to the next: each signed-in ratio is the
// median of this many rounds, Duet then its reference back to back in each.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// The p99 of the PostgreSQL reads also at this steady arrival rate (open loop, scripts/bench/open-loop.mjs),
// below what the machine can serve: what a request takes when it does not queue behind 63 others.
const STEADY_RATE = 1000;
const TIMEOUT_SECONDS = 30;
// Signed-in people: 64 couples, so that a write run has 8,192 new answers to measure.
const COUPLES = 64;
const TARGET_RATIO = 0.4;
const TARGET_READ_RATIO = 0.6;
const TARGET_P99_MS = 10;
// Before issue 13 (docs/benchmarks.md of 2026-11-22): PGlite must reach 3× these.
const PGLITE_BEFORE = { 'GET /api/v0/fantasies/matches/': 555 };
// The writes before issue 33 (PGlite, req/s, measured by this bench at 7797d2b… on 2026-11-27): 3× these.
const PGLITE_WRITES_BEFORE = {};
const TARGET_LIGHTHOUSE = { score: 95, lcpMs: 2500, cls: 0.05 };

/** CPU seconds a process has used so far (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ ticks
  } catch {
    return null;
  }
}

/**
 * One autocannon run of `options` (its requests, a rate or an `amount` instead of the duration)
 * after a 2 s warm-up of the same requests, or of `warmUp`'s own.
 */
async function measure(name, url, server, { warmUp, ...options } = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, ...options, ...warmUp });
  const serverBefore = cpuSeconds(server.pid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: TIMEOUT_SECONDS,
    ...options,
  });
  const serverAfter = cpuSeconds(server.pid);
  const client = process.cpuUsage(clientBefore);
  // A request slower than the timeout is a measurement (written beside its row); anything else is not.
  if (result.non2xx > 0 || result.errors > result.timeouts)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const row = {
    name,
    timeouts: result.timeouts,
    // Over the whole run (autocannon's average of per-second samples leans on a last partial second
    // when a run is a number of requests rather than a duration).
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.average / result.requests.average),
    serverCpu: serverBefore === null ? null : (serverAfter - serverBefore) / result.duration,
    serverCpuPerRequestUs:
      serverBefore === null ? null : ((serverAfter - serverBefore) * 1e6) / result.requests.total,
    clientCpu: (client.user + client.system) / 1e6 / result.duration,
  };
  console.log(
    `${name}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, CPU server ${percent(row.serverCpu)} client ${percent(row.clientCpu)}`,
  );
  return row;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * The round whose Duet / raw ratio is the median, with the lowest and highest ratio of all rounds;
 * and for each side the median and every round's p99 at the steady rate, when it was measured.
 */
function medianRound({ rounds, steady }) {
  const ratioOf = (round) => round.duet.requestsPerSecond / round.reference.requestsPerSecond;
  const gains = rounds
    .filter((round) => round.before)
    .map((round) => round.duet.requestsPerSecond / round.before.requestsPerSecond);
  const sorted = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  const steadyP99 = (side) => {
    const p99s = steady.map((round) => round[side].p99).sort((a, b) => a - b);
    return { median: median(p99s), all: p99s };
  };
  return {
    ...middle,
    steady: steady.length > 0 ? { duet: steadyP99('duet'), reference: steadyP99('reference') } : null,
    ratio: ratioOf(middle),
    ratios: sorted.map(ratioOf),
    gain: gains.length > 0 ? median(gains) : null,
    gains: [...gains].sort((a, b) => a - b),
  };
}

const percent = (share) => (share === null ? '—' : `${Math.round(share * 100)} %`);

const bare = WRITES_ONLY
  ? null
  : await startServer('scripts/bench/bare-server.mjs', { PORT: String(PORTS.bare) });

let analyticsSequence = 0;
/** A batch of 30 typed events, as the browser SDK sends them. */
function analyticsBatch() {
  const events = Array.from({ length: 30 }, (_, i) => ({
    event_type: i % 3 === 0 ? 'like' : i % 3 === 1 ? 'dislike' : 'session_start',
    device_id: `bench-device-${i % 8}`,
    session_id: 1_763_000_000_000,
    time: Date.now(),
    insert_id: `bench-${++analyticsSequence}`,
    platform: 'Web',
  }));
  return JSON.stringify({ api_key: 'duet', events });
}

/** The signed-in reads measured on Duet and on its raw reference, as autocannon options. */
const readScenarios = (people) =>
  ['fantasies/matches/', 'fantasies/liked/', 'subscriptions/', 'events/actual/', 'notifications/'].map(
    (path) => ({
      name: `GET /api/v0/${path}`,
      target: TARGET_READ_RATIO,
      options: () => ({ requests: inTurn(people.tokens, 'GET', [`/api/v0/${path}`]) }),
      steadyRequest: personInTurn(people.tokens, [`/api/v0/${path}`]),
    }),
  );

/** The raw reference on the database Duet used (it must not be open in Duet: PGlite has one owner). */
const startRawReference = (databaseUrl, dataDir) =>
  startServer('scripts/bench/raw-server.mjs', {
    PORT: String(PORTS.raw),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    READY_PATH: '/readyz',
  });

/** The public pages Lighthouse audits: a first visit lands on the 18+ gate. */
async function publicPages(origin) {
  const [fantasy] = await (await fetch(`${origin}/api/v0/fantasies/?paginator=off`)).json();
  return [
    { name: 'the 18+ gate', path: '/18p/' },
    { name: 'the catalogue', path: '/' },
    { name: 'the catalogue in English', path: '/en/' },
    { name: 'a fantasy', path: `/fantasies/${fantasy.slug}/` },
    { name: 'about', path: '/about/' },
  ];
}

/**
 * Duet's endpoints on one database engine, and the raw reference on the same database (the reads on
 * both, then the answer writes on both, then on PostgreSQL the shared counter); with `audit`,
 * Lighthouse's audit of the public pages first, on a quiet server. `WRITES_ONLY`: the writes alone.
 */
async function measureEngine(engine, databaseUrl, { audit = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'duet-bench-'));
  const label = (name) => `${name} — ${engine}`;
  const origin = DUET_ORIGIN;
  let duet = await startDuet(databaseUrl, dataDir);
  try {
    const pageScores = audit && !WRITES_ONLY ? await lighthouseScores(origin, await publicPages(origin)) : [];
    const firstLoads = audit && !WRITES_ONLY ? await measureFirstLoads(origin) : [];
    const publicRows = WRITES_ONLY
      ? []
      : [
          await measure(
            label('GET /api/v0/fantasies/?paginator=off'),
            `${origin}/api/v0/fantasies/?paginator=off`,
            duet,
          ),
          await measure(
            label('GET /api/v0/fantasies/tags/?paginator=off'),
            `${origin}/api/v0/fantasies/tags/?paginator=off`,
            duet,
          ),
          await measure(label('GET /api/v0/fantasies/stats/'), `${origin}/api/v0/fantasies/stats/`, duet),
          await measure(label('POST /api/v0/analytics/httpapi/ (30 events)'), `${origin}/`, duet, {
            // What the SDK uploads at its threshold; every event new, as real uploads are.
            requests: [
              {
                method: 'POST',
                path: '/api/v0/analytics/httpapi/',
                headers: { 'content-type': 'application/json' },
                setupRequest: (request) => ({ ...request, body: analyticsBatch() }),
              },
            ],
          }),
        ];
    const people = await signedInCouples(origin, COUPLES);
    await stop(duet);
    // Reads first on both servers, then writes on both: a write run creates matches and their
    // notifications, so reads measured after it would read more than the other server's did.
    const reads = WRITES_ONLY ? [] : readScenarios(people);
    const writes = writeScenarios(people);
    const scenarios = [...reads, ...writes];
    const measured = new Map(scenarios.map((scenario) => [scenario, { rounds: [], steady: [] }]));
    /**
     * One server's turn in a round (`side`: duet or reference): each scenario of the batch, and
     * with `withSteady` each again at the steady rate.
     */
    const measureTurn = async (server, url, side, batch, round, withSteady) => {
      for (const scenario of batch) {
        const name = label(
          side === 'duet' ? scenario.name : `${side === 'before' ? 'before' : 'raw'} ${scenario.name}`,
        );
        if (scenario.endpoint) console.log(`${name}: ${scenario.endpoint}`);
        const results = measured.get(scenario);
        (results.rounds[round] ??= {})[side] = await measure(name, url, server, scenario.options());
        if (withSteady) {
          const steady = await latencyAtRate({
            origin: new URL(url).origin,
            rate: STEADY_RATE,
            seconds: DURATION_SECONDS,
            connections: CONNECTIONS,
            request: scenario.steadyRequest,
          });
          if (steady.failures > 0)
            throw new Error(`${name} at ${STEADY_RATE} req/s: ${steady.failures} failed`);
          console.log(
            `${name} at ${STEADY_RATE} req/s: p50 ${steady.p50.toFixed(1)} ms, p99 ${steady.p99.toFixed(1)} ms`,
          );
          (results.steady[round] ??= {})[side] = steady;
        }
      }
    };
    for (const batch of [reads, writes]) {
      if (batch.length === 0) continue;
      if (batch === writes) {
        duet = await startDuet(databaseUrl, dataDir);
        await prepareWrites(origin, people);
        await stop(duet);
      }
      // Every write turn starts from the database the reads left (and the likes the dislikes remove),
      // so both servers make the same new answers.
      const snapshot = batch === writes ? await snapshotDatabase(databaseUrl, dataDir) : null;
      try {
        for (let round = 0; round < ROUNDS; round++) {
          const withSteady = engine === 'PostgreSQL' && batch === reads;
          await snapshot?.restore();
          duet = await startDuet(databaseUrl, dataDir);
          await measureTurn(duet, `${origin}/`, 'duet', batch, round, withSteady);
          await stop(duet);
          if (BEFORE_SCRIPT && batch === writes) {
            await snapshot.restore();
            const before = await startDuet(databaseUrl, dataDir, { script: BEFORE_SCRIPT });
            try {
              await measureTurn(before, `${origin}/`, 'before', batch, round, false);
            } finally {
              await stop(before);
            }
          }
          await snapshot?.restore();
          const raw = await startRawReference(databaseUrl, dataDir);
          try {
            await measureTurn(raw, `http://127.0.0.1:${PORTS.raw}/`, 'reference', batch, round, withSteady);
          } finally {
            await stop(raw);
          }
        }
      } finally {
        await snapshot?.drop();
      }
    }
    const rowOf = (scenario) => ({
      engine,
      name: scenario.name,
      endpoint: scenario.endpoint,
      target: scenario.target ?? TARGET_WRITE_RATIO,
      ...medianRound(measured.get(scenario)),
    });
    const signedInRows = reads.map(rowOf);
    const writeRows = writes.map(rowOf);
    const sharedCounter =
      engine === 'PostgreSQL'
        ? await measureSharedCounter({
            databaseUrl,
            dataDir,
            rounds: ROUNDS,
            startDuet,
            stop,
            snapshotDatabase,
          })
        : null;
    return { publicRows, signedInRows, writeRows, sharedCounter, pageScores, firstLoads };
  } finally {
    if (duet.exitCode === null && duet.signalCode === null) await stop(duet);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cpu = cpus();
const machineOf = () =>
  `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} GiB free), ${platform()} ${release()}, Node ${process.version}`;
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');
const loadAtStart = loadAverage();

/**
 * Puts the writes section into docs/benchmarks.md in place of the one there, or before the public
 * requests' section when there is none; the rest of the file stays as the last full run wrote it.
 */
function replaceWritesSection(section) {
  const file = join(root, 'docs/benchmarks.md');
  const lines = readFileSync(file, 'utf8').split('\n');
  let start = lines.indexOf(section[0]);
  let end;
  if (start >= 0) {
    end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
    if (end < 0) end = lines.length;
  } else {
    start = lines.indexOf('## Public requests against bare Fastify');
    if (start < 0) start = lines.length;
    end = start;
  }
  writeFileSync(file, [...lines.slice(0, start), ...section, '', ...lines.slice(end)].join('\n'));
}

try {
  const baseline = WRITES_ONLY
    ? null
    : await measure('bare Fastify hello-world', `http://127.0.0.1:${PORTS.bare}/`, bare);
  const engines = [await measureEngine('PGlite', '', { audit: true })];
  const postgres = await throwawayPostgres();
  if (postgres) {
    try {
      engines.push(await measureEngine('PostgreSQL', postgres.url));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log('No PostgreSQL at TEST_POSTGRES_URL: measured on PGlite only.');
  }
  const writes = writesSection({
    rows: engines.flatMap((engine) => engine.writeRows),
    sharedCounter: engines.find((engine) => engine.sharedCounter)?.sharedCounter,
    before: PGLITE_WRITES_BEFORE,
    rounds: ROUNDS,
    measuredOn: `${new Date().toISOString()} on ${machineOf()}; load average (1 / 5 / 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end`,
  });
  if (WRITES_ONLY) {
    replaceWritesSection(writes);
    console.log('Wrote the writes section of docs/benchmarks.md');
    process.exit(0);
  }
  const { firstLoads } = engines[0];
  const heaviestFirstLoad = heaviest(firstLoads);
  const firstLoadsOver = firstLoads.filter((row) =>
    row.visits.some((visit) => !isWithinBudget(visit.gzipBytes)),
  );

  const lighthouseVersion = JSON.parse(
    readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  // Debian's chromium wrapper script complains on stderr about nothing that matters here.
  const chromiumVersion = execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const machine = machineOf();
  const benchmarkIndexes = engines[0].pageScores.flatMap((page) => page.benchmarkIndexes);
  const verdict = (ok) => (ok ? 'met' : '**missed**');
  const rate = (row) => row.requestsPerSecond.toFixed(0);
  const signedInLine = ({ engine, name, target, duet, reference, ratio, ratios, steady }) => {
    const before = engine === 'PGlite' && PGLITE_BEFORE[name];
    const gain = before
      ? ` (${(duet.requestsPerSecond / before).toFixed(1)}× the ${before} before; 3× ${verdict(duet.requestsPerSecond >= 3 * before)})`
      : '';
    const readOnPostgres = engine === 'PostgreSQL' && target === TARGET_READ_RATIO;
    const p99Goal = readOnPostgres ? verdict(duet.p99 < TARGET_P99_MS) : '';
    const ms = (p99) => p99.toFixed(1);
    const steadyP99 = steady
      ? `${ms(steady.duet.median)} / ${ms(steady.reference.median)} (${steady.duet.all.map(ms).join(', ')} / ${steady.reference.all.map(ms).join(', ')})`
      : '';
    const steadyGoal = steady ? verdict(steady.duet.median < TARGET_P99_MS) : '';
    const cpu = (row) => row.serverCpuPerRequestUs?.toFixed(0) ?? '—';
    const range = ratios.length > 1 ? ` (${ratios.map((r) => (r * 100).toFixed(0)).join(', ')})` : '';
    return `| ${name} — ${engine} | ${rate(duet)} | ${duet.p50} / ${duet.p99} | ${cpu(duet)} | ${rate(reference)} | ${reference.p50} / ${reference.p99} | ${cpu(reference)} | ${(ratio * 100).toFixed(0)} %${range} | ≥ ${target * 100} %: ${verdict(ratio >= target)}${gain} | ${p99Goal} | ${steadyP99} | ${steadyGoal} |`;
  };
  const lines = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString()}.`,
    '',
    `Machine: ${machine}. Load average (1 / 5 / 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end: other processes may be running.`,
    '',
    `Method: each server runs in its own process; autocannon runs in this script's process, ${CONNECTIONS} connections, ${DURATION_SECONDS} s after a 2 s warm-up, on loopback. Duet runs the production build (in development mode for its development sign-in, logs at warn) on a fresh database, seeded with the catalogue: embedded PGlite (the default), then a throwaway database on the local PostgreSQL server when one answers at \`TEST_POSTGRES_URL\`; each with ${COUPLES} linked couples who share 5 likes each and have a date planned (signed-in requests rotate through the ${2 * COUPLES} people); no \`Accept-Encoding\`, so bodies are uncompressed. The raw reference (\`scripts/bench/raw-server.mjs\`: bare Fastify running the same SQL on the driver, with named prepared statements on PostgreSQL; each read runs what Duet runs, one statement that checks the token and does the work; each answer is one statement doing the same writes) runs on the same database, one server at a time: the reads on Duet, then on the raw reference, round after round, then the answer writes likewise, so both read the same rows.`,
    '',
    '## Signed-in requests against the raw reference',
    '',
    `Each row is the median of ${ROUNDS} rounds by the Duet / raw ratio (every round's ratio in brackets, lowest first); CPU is the server process's CPU time per request. At saturation, ${CONNECTIONS} connections keep ${CONNECTIONS} requests in flight, so the p99 there is set by the throughput (${CONNECTIONS} ÷ req/s on average, Little's law): under 10 ms would take over ${Math.ceil((CONNECTIONS * 1000) / TARGET_P99_MS)} req/s. The last two columns are the p99 of Duet and of the raw reference at a steady ${STEADY_RATE} req/s instead, open loop (\`scripts/bench/open-loop.mjs\`: request i is sent at i ÷ ${STEADY_RATE} s whatever came back, over up to ${CONNECTIONS} keep-alive connections, and its latency counts from then, so queueing behind a slow answer counts), ${DURATION_SECONDS} s after a 2 s warm-up, in each of the ${ROUNDS} rounds: the median, then every round's, lowest first.`,
    '',
    `| endpoint | Duet req/s | Duet p50 / p99 ms | Duet CPU µs/req | raw req/s | raw p50 / p99 ms | raw CPU µs/req | Duet / raw | ratio goal | p99 < 10 ms at saturation | p99 ms at ${STEADY_RATE} req/s, Duet / raw | p99 < 10 ms at ${STEADY_RATE} req/s |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|---:|---|',
    ...engines.flatMap((engine) => engine.signedInRows.map(signedInLine)),
    '',
    ...writes,
    '',
    '## Public requests against bare Fastify',
    '',
    '| endpoint | req/s | p50 ms | p99 ms | bytes/response | server CPU | client CPU | vs bare | ratio target ≥ 40 % | p99 target < 10 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    `| ${baseline.name} | ${rate(baseline)} | ${baseline.p50} | ${baseline.p99} | ${baseline.bytesPerResponse} | ${percent(baseline.serverCpu)} | ${percent(baseline.clientCpu)} | 100 % | | |`,
    ...engines.flatMap((engine) =>
      engine.publicRows.map((row) => {
        const ratio = row.requestsPerSecond / baseline.requestsPerSecond;
        const timedOut = row.timeouts ? ` (${row.timeouts} over ${TIMEOUT_SECONDS} s)` : '';
        return `| ${row.name} | ${rate(row)} | ${row.p50} | ${row.p99}${timedOut} | ${row.bytesPerResponse} | ${percent(row.serverCpu)} | ${percent(row.clientCpu)} | ${(ratio * 100).toFixed(0)} % | ${verdict(ratio >= TARGET_RATIO)} | ${verdict(row.p99 < TARGET_P99_MS)} |`;
      }),
    ),
    '',
    '## Lighthouse, mobile (slow 4G, 4× CPU slowdown), on PGlite',
    '',
    `Lighthouse ${lighthouseVersion} in ${chromiumVersion}; goals: score ≥ ${TARGET_LIGHTHOUSE.score}, LCP < ${TARGET_LIGHTHOUSE.lcpMs / 1000} s, CLS < ${TARGET_LIGHTHOUSE.cls}. Each page is audited ${RUNS_PER_PAGE} times; the figures are those of the median run (Lighthouse's \`computeMedianRun\`), with the lowest and highest score of the runs.`,
    '',
    `Lighthouse's benchmark index of this machine (its CPU; higher is faster, and Lighthouse warns below 1000) ranged from ${Math.min(...benchmarkIndexes).toFixed(0)} to ${Math.max(...benchmarkIndexes).toFixed(0)} over these runs, median ${median(benchmarkIndexes).toFixed(0)}.`,
    '',
    '| page | path (shown) | score | runs | FCP ms | LCP ms | CLS | TBT ms | goals |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...engines[0].pageScores.map(
      (page) =>
        `| ${page.name} | ${page.path}${page.shown === page.path ? '' : ` (${page.shown})`} | ${page.score} | ${page.minScore}–${page.maxScore}${page.failures.length ? ` (${page.failures.length} more failed: ${page.failures.join(', ')})` : ''} | ${page.fcp.toFixed(0)} | ${page.lcp.toFixed(0)} | ${page.cls.toFixed(3)} | ${page.tbt.toFixed(0)} | ${verdict(page.score >= TARGET_LIGHTHOUSE.score && page.lcp < TARGET_LIGHTHOUSE.lcpMs && page.cls < TARGET_LIGHTHOUSE.cls)} |`,
    ),
    '',
    'CPU columns: the share of one core the server process and the autocannon process used during the measured run. A client near 100 % while the server is below it means the figure is bounded by the load generator on this 2-core machine, not by the server.',
    '',
    ...firstLoadSection(firstLoads, { intro: ['Measured on the PGlite server, before its load runs.', ''] }),
  ];
  writeFileSync(join(root, 'docs/benchmarks.md'), lines.join('\n'));
  console.log(
    `First load: heaviest ${heaviestFirstLoad.path} (${heaviestFirstLoad.visitor}) ${(heaviestFirstLoad.gzipBytes / 1024).toFixed(1)} KB gzip; ${firstLoadsOver.length} of ${firstLoads.length} pages over budget`,
  );
  console.log('Wrote docs/benchmarks.md');
} finally {
  bare?.kill();
}
