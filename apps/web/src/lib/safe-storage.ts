/** Which Web Storage: kept on the device, or for the browser tab. */
export type StorageArea = 'localStorage' | 'sessionStorage';

/**
 * A stored string, or null when there is none or the browser refuses storage (private mode,
 * disabled cookies: even reading `localStorage` can throw).
 */
export function readStored(area: StorageArea, key: string): string | null {
  try {
    return globalThis[area].getItem(key);
  } catch {
    return null;
  }
}

/** A stored JSON value, or null when there is none, it is damaged, or storage is refused. */
export function readStoredJson(area: StorageArea, key: string): unknown {
  const raw = readStored(area, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * Stores a string, or removes the key when given null. False when the browser refused (quota,
 * private mode): the caller then keeps the value for this page only.
 */
export function writeStored(area: StorageArea, key: string, value: string | null): boolean {
  try {
    if (value === null) globalThis[area].removeItem(key);
    else globalThis[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
