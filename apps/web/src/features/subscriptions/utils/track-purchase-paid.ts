import type { Purchase } from '@duet/contracts';
import { track } from '#lib/analytics.ts';
import { readStoredJson, writeStored } from '#lib/safe-storage.ts';

const STORAGE_KEY = 'duet:purchases-tracked';
const REMEMBERED = 20;
/** When storage is unavailable (private mode), at least this page does not count a purchase twice. */
const trackedInMemory = new Set<string>();

function remembered(): string[] {
  const value = readStoredJson('localStorage', STORAGE_KEY);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** Records `purchase_paid` once per purchase, however often the success page is opened. */
export function trackPurchasePaidOnce(purchase: Pick<Purchase, 'id' | 'kind' | 'plan' | 'status'>): void {
  if (purchase.status !== 'paid' || trackedInMemory.has(purchase.id)) return;
  trackedInMemory.add(purchase.id);
  const ids = remembered();
  if (ids.includes(purchase.id)) return;
  // If storage refuses, `trackedInMemory` remembers it for this page.
  writeStored('localStorage', STORAGE_KEY, JSON.stringify([...ids, purchase.id].slice(-REMEMBERED)));
  track('purchase_paid', { plan: purchase.plan.slug, kind: purchase.kind });
}
