const RELOAD_MARK_KEY = 'duet:chunk-reload';

/** What browsers throw when a lazily imported chunk is gone, typically after a deploy. */
const CHUNK_ERROR_PATTERN =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}

function readMark(): string | null {
  try {
    return sessionStorage.getItem(RELOAD_MARK_KEY);
  } catch {
    return null;
  }
}

/** True when a chunk error on `path` will trigger (or has just triggered) a one-off reload. */
export function willReloadForChunkError(error: unknown, path: string): boolean {
  return isChunkLoadError(error) && readMark() !== path;
}

/**
 * Loads `path` from the server once so the fresh index.html points at the new chunks.
 * Returns false when this path was already reloaded in this tab, to avoid a reload loop.
 */
export function reloadOnceForChunkError(path: string): boolean {
  if (readMark() === path) return false;
  try {
    sessionStorage.setItem(RELOAD_MARK_KEY, path);
  } catch {
    return false;
  }
  window.location.assign(path);
  return true;
}

/** Called once the app rendered a page, so a later deploy may trigger a reload again. */
export function clearChunkReloadMark(): void {
  try {
    sessionStorage.removeItem(RELOAD_MARK_KEY);
  } catch {
    // Storage can be unavailable (private mode); then there is no mark to clear.
  }
}
