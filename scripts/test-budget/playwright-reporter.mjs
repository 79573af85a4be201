// Playwright's part of `npm test`'s summary: each test's time and retries (records.mjs).
import { recordTest } from './records.mjs';

/** @implements {import('@playwright/test/reporter').Reporter} */
export default class BudgetReporter {
  /**
   * @param {import('@playwright/test/reporter').TestCase} test
   * @param {import('@playwright/test/reporter').TestResult} result
   */
  onTestEnd(test, result) {
    const outcome = test.outcome();
    // Once per test, after its last try: a failure with a retry left is not the end of it.
    if (outcome === 'unexpected' && result.retry < test.retries) return;
    const [, project, file, ...titles] = test.titlePath();
    recordTest({
      name: `${project} › ${file} › ${titles.join(' › ')}`,
      durationMs: result.duration,
      retries: result.retry,
      outcome: { expected: 'passed', unexpected: 'failed', flaky: 'flaky', skipped: 'skipped' }[outcome],
    });
  }

  printsToStdio() {
    return false;
  }
}
