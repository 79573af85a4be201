import { ANALYTICS_MAX_STRING_LENGTH, matchPage } from '@duet/contracts/plain';
import { track } from './analytics.ts';
import { isChunkLoadError } from './chunk-reload.ts';

export type BugSource = 'error' | 'rejection' | 'boundary' | 'api';

/** A page that keeps failing reports each distinct failure once, and at most this many in all. */
const MAX_REPORTS_PER_PAGE = 20;
const reported = new Set<string>();
let isReporting = false;

function cap(value: string): string {
  return value.length > ANALYTICS_MAX_STRING_LENGTH ? value.slice(0, ANALYTICS_MAX_STRING_LENGTH) : value;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'status' in error) {
    // A thrown Response or a router error response.
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return `${String(status)} ${typeof statusText === 'string' ? statusText : ''}`.trim();
  }
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * The page's route without its query or hash: the route pattern when the path is a known page (so a
 * gift certificate's code or a fantasy's slug is not recorded), the bare path otherwise.
 */
export function bugRoute(pathname: string = window.location.pathname): string {
  const match = matchPage(pathname);
  return cap(match ? `${match.prefix}${match.route.path}` : pathname);
}

/** Sends one `bug` event: message and stack capped, the route without query, the build id. */
export function reportBug(source: BugSource, error: unknown): void {
  if (isReporting) return;
  const message = cap(messageOf(error));
  // Cross-origin scripts' errors carry nothing but this line: nothing Duet can act on.
  if (!message || message === 'Script error.') return;
  const key = `${source}\n${message}`;
  if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(key);
  isReporting = true;
  try {
    const stack = error instanceof Error && error.stack ? cap(error.stack) : undefined;
    track('bug', { source, message, ...(stack ? { stack } : {}), route: bugRoute(), build: __BUILD_ID__ });
  } catch {
    // Reporting a failure must never fail in turn.
  } finally {
    isReporting = false;
  }
}

/**
 * Reports uncaught errors and unhandled rejections. A chunk that failed to load is left to the
 * router, which reloads the page once (chunk-reload.ts). Returns the uninstaller.
 */
export function installBugReporter(): () => void {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message;
    if (isChunkLoadError(error)) return;
    reportBug('error', error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (isChunkLoadError(reason)) return;
    if (reason instanceof DOMException && reason.name === 'AbortError') return;
    reportBug('rejection', reason);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Unit tests: forget what was reported. */
export function resetBugReportsForTests(): void {
  reported.clear();
  isReporting = false;
}
