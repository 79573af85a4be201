import type { Purchase } from '@duet/contracts';
import { track } from '#lib/analytics.ts';

const STORAGE_KEY = 'duet:purchases-tracked';
const REMEMBERED = 20;
/** When storage is unavailable (private mode), at least this page does not count a purchase twice. */
const trackedInMemory = new Set<string>();

function remembered(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Records `purchase_paid` once per purchase, however often the success page is opened. */
export function trackPurchasePaidOnce(purchase: Pick<Purchase, 'id' | 'kind' | 'plan' | 'status'>): void {
  if (purchase.status !== 'paid' || trackedInMemory.has(purchase.id)) return;
  trackedInMemory.add(purchase.id);
  const ids = remembered();
  if (ids.includes(purchase.id)) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...ids, purchase.id].slice(-REMEMBERED)));
  } catch {
    // Remembered in memory only.
  }
  track('purchase_paid', { plan: purchase.plan.slug, kind: purchase.kind });
}
