import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MAX_STRING_LENGTH } from '@duet/contracts/plain';
import { track } from './analytics.ts';
import { bugRoute, installBugReporter, reportBug, resetBugReportsForTests } from './bug-report.ts';

vi.mock('./analytics.ts', () => ({ track: vi.fn() }));
const trackMock = vi.mocked(track);

beforeEach(() => {
  resetBugReportsForTests();
  trackMock.mockReset();
  window.history.replaceState(null, '', '/en/profile/?purchase=secret#top');
});

afterEach(() => window.history.replaceState(null, '', '/'));

function lastBug() {
  const call = trackMock.mock.calls.at(-1) as unknown as [string, Record<string, unknown>];
  expect(call[0]).toBe('bug');
  return call[1];
}

describe('bug reports', () => {
  it('cap the message and the stack, and name the route without its query', () => {
    const error = new Error('x'.repeat(ANALYTICS_MAX_STRING_LENGTH + 100));
    error.stack = 's'.repeat(ANALYTICS_MAX_STRING_LENGTH * 2);
    reportBug('boundary', error);
    const bug = lastBug();
    expect(bug.source).toBe('boundary');
    expect((bug.message as string).length).toBe(ANALYTICS_MAX_STRING_LENGTH);
    expect((bug.stack as string).length).toBe(ANALYTICS_MAX_STRING_LENGTH);
    expect(bug.route).toBe('/en/profile/');
    expect(JSON.stringify(bug)).not.toContain('secret');
    expect(bug.build).toBe('test-build'); // the build this tab runs, not the server's newest
  });

  it('name a page by its route pattern, so a certificate code or slug is not recorded', () => {
    expect(bugRoute('/en/gift/AbCdEfGhIjKlMnOpQr/')).toBe('/en/gift/:cert/');
    expect(bugRoute('/fantasies/some-slug/')).toBe('/fantasies/:slug/');
    expect(bugRoute('/nowhere')).toBe('/nowhere');
  });

  it('report each failure once, and not at all while a report is being made', () => {
    reportBug('api', new Error('Same'));
    reportBug('api', new Error('Same'));
    expect(trackMock).toHaveBeenCalledTimes(1);
    trackMock.mockImplementation(() => reportBug('error', new Error('Inside the reporter')));
    reportBug('api', new Error('Other'));
    expect(trackMock).toHaveBeenCalledTimes(2);
    trackMock.mockImplementation(() => {
      throw new Error('Analytics broke');
    });
    expect(() => reportBug('api', new Error('Third'))).not.toThrow();
  });

  it('listen to uncaught errors and rejections, leaving chunk failures to the reload', () => {
    // Vitest rethrows window errors nobody listens to; this test's errors are dispatched on purpose.
    const swallow = () => undefined;
    window.addEventListener('error', swallow);
    const uninstall = installBugReporter();
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('Oops'), message: 'Oops' }));
    expect(lastBug()).toMatchObject({ source: 'error', message: 'TypeError: Oops', route: '/en/profile/' });

    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('Nope') });
    window.dispatchEvent(rejection);
    expect(lastBug()).toMatchObject({ source: 'rejection', message: 'Error: Nope' });

    trackMock.mockClear();
    const chunk = new Error('Failed to fetch dynamically imported module: /assets/x.js');
    window.dispatchEvent(new ErrorEvent('error', { error: chunk, message: chunk.message }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(trackMock).not.toHaveBeenCalled();

    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('After'), message: 'After' }));
    expect(trackMock).not.toHaveBeenCalled();
    window.removeEventListener('error', swallow);
  });
});
