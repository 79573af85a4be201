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
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ id: like.id, title: like.title }));
  } catch {
    // Storage refused (private mode, quota): the like is asked for again after sign-in.
  }
}

export function forgetPendingLike(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}

export function hasPendingLike(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The pending like, removed from storage: it is sent at most once. */
export function takePendingLike(): PendingLike | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  forgetPendingLike();
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isPendingLike(value) ? value : null;
  } catch {
    return null;
  }
}
