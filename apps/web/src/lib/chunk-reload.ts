import { readStored, writeStored } from './safe-storage.ts';

const RELOAD_MARK_KEY = 'duet:chunk-reload';

/** What browsers throw when a lazily imported chunk is gone, typically after a deploy. */
const CHUNK_ERROR_PATTERN =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}

const readMark = () => readStored('sessionStorage', RELOAD_MARK_KEY);

/** True when a chunk error on `path` will trigger (or has just triggered) a one-off reload. */
export function willReloadForChunkError(error: unknown, path: string): boolean {
  return isChunkLoadError(error) && readMark() !== path;
}

/**
 * Loads `path` from the server once so the fresh index.html points at the new chunks.
 * Returns false when this path was already reloaded in this tab, to avoid a reload loop.
 */
export function reloadOnceForChunkError(path: string): boolean {
  // Without a mark there is no telling a second reload from the first: better none at all.
  if (readMark() === path || !writeStored('sessionStorage', RELOAD_MARK_KEY, path)) return false;
  window.location.assign(path);
  return true;
}

/** Called once the app rendered a page, so a later deploy may trigger a reload again. */
export function clearChunkReloadMark(): void {
  writeStored('sessionStorage', RELOAD_MARK_KEY, null);
}
