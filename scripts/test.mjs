// `npm test`: every suite, phase by phase, each phase's wall time printed as it ends, then a
// summary: the phases, the slowest tests, and every test that needed a retry (docs/ci-budget.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRecords, RECORDS_DIR, SUITE } from './test-budget/records.mjs';

/**
 * The phases in order; the commands of one phase run side by side, where that was measured faster
 * on two cores (docs/ci-budget.md): tsc beside ESLint, each on one core, and the two API suites, one
 * waiting on PostgreSQL while the other works the embedded database.
 */
const npmRun = (script) => ['npm', 'run', '--silent', script];
const PHASES = [
  {
    name: 'types and lint',
    commands: [
      { suite: 'types', argv: npmRun('typecheck') },
      { suite: 'lint', argv: npmRun('lint') },
    ],
  },
  { name: 'unit and web', commands: [{ suite: 'unit', argv: npmRun('test:unit') }] },
  {
    name: 'API on PGlite and on PostgreSQL',
    commands: [
      { suite: 'api-pglite', argv: npmRun('test:api') },
      { suite: 'api-postgres', argv: npmRun('test:api:postgres') },
    ],
  },
  { name: 'build', commands: [{ suite: 'build', argv: npmRun('build') }] },
  { name: 'browser (e2e)', commands: [{ suite: 'e2e', argv: ['npx', 'playwright', 'test'] }] },
];
const SLOWEST = 20;

const recordsDir = mkdtempSync(join(tmpdir(), 'duet-test-budget-'));
const startedAt = Date.now();
const results = [];

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

/**
 * Runs one npm script. Alone in its phase it prints as it goes; beside another its output is kept
 * and printed whole when it ends, so the two never interleave.
 */
function run({ suite, argv }, isAlone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = argv;
    const child = spawn(command, args, {
      stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, [RECORDS_DIR]: recordsDir, [SUITE]: suite },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!isAlone) {
        process.stdout.write(`\n──── ${suite} (${argv.join(' ')}) ────\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ suite, ok: code === 0, code: code ?? signal, ms: Date.now() - started });
    });
  });
}

// Every phase runs even after a failure: one CI run then tells everything that is wrong.
for (const phase of PHASES) {
  console.log(`\n━━━━ ${phase.name} ━━━━`);
  const started = Date.now();
  const runs = await Promise.all(phase.commands.map((command) => run(command, phase.commands.length === 1)));
  const ms = Date.now() - started;
  results.push({ ...phase, runs, ms });
  const parts = runs.length > 1 ? ` (${runs.map((r) => `${r.suite} ${minutes(r.ms)}`).join(', ')})` : '';
  const failed = runs.filter((r) => !r.ok).map((r) => `${r.suite} failed (exit ${r.code})`);
  console.log(`━━━━ ${phase.name}: ${minutes(ms)}${parts}${failed.length ? ` — ${failed.join(', ')}` : ''}`);
}

const records = readRecords(recordsDir);
rmSync(recordsDir, { recursive: true, force: true });

console.log('\n━━━━ Summary ━━━━');
for (const phase of results) {
  const status = phase.runs.every((r) => r.ok) ? 'ok    ' : 'FAILED';
  console.log(`${status} ${minutes(phase.ms).padStart(13)}  ${phase.name}`);
}
console.log(`       ${minutes(Date.now() - startedAt).padStart(13)}  in all`);

const ran = records.filter((record) => record.outcome !== 'skipped');
console.log(`\nThe ${SLOWEST} slowest of ${ran.length} tests:`);
for (const record of [...ran].sort((a, b) => b.durationMs - a.durationMs).slice(0, SLOWEST)) {
  console.log(`${(record.durationMs / 1000).toFixed(1).padStart(7)} s  ${record.suite}  ${record.name}`);
}

// CI may try a failed test once more; a test that needed it is a bug to fix, never to hide.
const retried = records.filter((record) => record.retries > 0);
console.log(
  retried.length === 0
    ? '\nNo test needed a retry.'
    : `\n${retried.length} test(s) needed a retry — each is a bug to fix:`,
);
for (const record of retried) {
  console.log(`  ${record.outcome} after ${record.retries + 1} tries  ${record.suite}  ${record.name}`);
}

process.exit(results.every((phase) => phase.runs.every((r) => r.ok)) ? 0 : 1);
