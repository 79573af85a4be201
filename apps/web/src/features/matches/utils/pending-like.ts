import { readStored, readStoredJson, writeStored } from '#lib/safe-storage.ts';

/**
 * A like a visitor tapped before signing in, kept for the browser tab (sessionStorage survives the
 * providers' full-page redirects) until the account is ready and the like is sent.
 */
export type PendingLike = { id: number; title: string };

const STORAGE_KEY = 'duet.pending-like';

function isPendingLike(value: unknown): value is PendingLike {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title } = value as Record<string, unknown>;
  return Number.isSafeInteger(id) && (id as number) > 0 && typeof title === 'string';
}

export function savePendingLike(like: PendingLike): void {
  // If storage refuses (private mode, quota), the like is asked for again after sign-in.
  writeStored('sessionStorage', STORAGE_KEY, JSON.stringify({ id: like.id, title: like.title }));
}

export function forgetPendingLike(): void {
  writeStored('sessionStorage', STORAGE_KEY, null);
}

export function hasPendingLike(): boolean {
  return readStored('sessionStorage', STORAGE_KEY) !== null;
}

/** The pending like, removed from storage: it is sent at most once. */
export function takePendingLike(): PendingLike | null {
  const value = readStoredJson('sessionStorage', STORAGE_KEY);
  forgetPendingLike();
  return isPendingLike(value) ? value : null;
}
