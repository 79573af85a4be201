// Vitest's part of `npm test`'s summary: each test's time and retries (records.mjs).
import { relative } from 'node:path';
import { recordTest } from './records.mjs';

export default class BudgetReporter {
  /** @param {import('vitest/node').TestCase} testCase */
  onTestCaseResult(testCase) {
    const { duration = 0, retryCount = 0, flaky = false } = testCase.diagnostic() ?? {};
    const { state } = testCase.result();
    recordTest({
      name: `${relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}`,
      durationMs: Math.round(duration),
      retries: retryCount,
      outcome: flaky ? 'flaky' : state === 'pending' ? 'skipped' : state,
    });
  }
}
