import { FREE_DIFFICULTIES, type Difficulty } from '@duet/contracts/plain';
import type { Subscription } from '@duet/contracts';

/** Spec §4: active only with the flag set and `expires_at` still ahead. */
export function isSubscriptionActive(subscription: Subscription | undefined, now = Date.now()): boolean {
  if (!subscription?.active || !subscription.expires_at) return false;
  return new Date(subscription.expires_at).getTime() > now;
}

/** Whether a fantasy of this difficulty is locked for someone with this subscription (the API enforces the same). */
export function isFantasyLocked(difficulty: Difficulty, subscription: Subscription | undefined): boolean {
  return !FREE_DIFFICULTIES.includes(difficulty) && !isSubscriptionActive(subscription);
}
