// `npm run bench:first-load`: the first load of every public page (first-load.mjs) on the built app,
// written into its section of docs/benchmarks.md without running the rest of the bench.
// FIRST_LOAD_BEFORE=<another build's apps/web/dist> measures that build first, in the same run, and
// writes each figure as before → after; its dist-server/ must sit beside it, inside this repository
// (its server render imports the packages from node_modules).
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, stop } from './duet-under-load.mjs';
import {
  FIRST_LOAD_BUDGET_KB,
  firstLoadSection,
  heaviest,
  isWithinBudget,
  measureFirstLoads,
  replaceFirstLoadSection,
} from './first-load.mjs';

const root = new URL('../..', import.meta.url).pathname;
const PORT = process.env.FIRST_LOAD_PORT ?? '3104';
const origin = `http://127.0.0.1:${PORT}`;

/** The built API serving `webDistDir` (default: this build's), on an in-memory database. */
async function measureBuild(webDistDir) {
  const server = await startServer('apps/api/dist/server.js', {
    PORT,
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    READY_PATH: '/readyz',
    ...(webDistDir ? { WEB_DIST_DIR: resolve(webDistDir) } : {}),
  });
  try {
    return await measureFirstLoads(origin);
  } finally {
    await stop(server);
  }
}

const loadBefore = loadavg();
const before = process.env.FIRST_LOAD_BEFORE ? await measureBuild(process.env.FIRST_LOAD_BEFORE) : undefined;
const rows = await measureBuild();
const load = (averages) => averages.map((value) => value.toFixed(2)).join(', ');
const cpu = cpus();
const intro = [
  `Measured by \`npm run bench:first-load\` on ${new Date().toISOString()}${before ? `, the build at \`${process.env.FIRST_LOAD_BEFORE}\` (before) and this one (after) in the same run` : ''}. Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${platform()} ${release()}, Node ${process.version}; load average ${load(loadBefore)} before, ${load(loadavg())} after (sizes do not depend on it).`,
  '',
];
const file = join(root, 'docs/benchmarks.md');
writeFileSync(
  file,
  replaceFirstLoadSection(readFileSync(file, 'utf8'), firstLoadSection(rows, { before, intro })),
);

const worst = heaviest(rows);
const over = rows.filter((row) => row.visits.some((visit) => !isWithinBudget(visit.gzipBytes)));
console.log(
  `First load: heaviest ${worst.path} (${worst.visitor}) ${(worst.gzipBytes / 1024).toFixed(1)} KB gzip; ${over.length} of ${rows.length} pages over ${FIRST_LOAD_BUDGET_KB} KB`,
);
console.log('Wrote the first-load section of docs/benchmarks.md');
