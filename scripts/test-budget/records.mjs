// What `npm test` learns from each suite's reporter: every test's time and how many tries it took.
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Set by `npm test` (scripts/test.mjs): the folder the reporters write to, and the suite's name. */
export const RECORDS_DIR = 'TEST_BUDGET_DIR';
export const SUITE = 'TEST_BUDGET_SUITE';

/**
 * @typedef {{ suite: string, name: string, durationMs: number, retries: number,
 *   outcome: 'passed' | 'failed' | 'skipped' | 'flaky' }} TestRecord
 */

/** Keeps one finished test's record when `npm test` asks for them; otherwise does nothing. */
export function recordTest(/** @type {Omit<TestRecord, 'suite'>} */ record) {
  const dir = process.env[RECORDS_DIR];
  if (!dir) return;
  const suite = process.env[SUITE] ?? 'tests';
  appendFileSync(join(dir, `${suite}.jsonl`), `${JSON.stringify({ suite, ...record })}\n`);
}

/** Every record the suites left in `dir`. @returns {TestRecord[]} */
export function readRecords(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line));
}
