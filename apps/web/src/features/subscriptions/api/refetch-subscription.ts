import type { QueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_REFETCH_DELAYS_MS, type Locale } from '@duet/contracts/plain';
import { getSubscriptionQueryOptions } from './get-subscription.ts';

/**
 * Spec §7: after a payment or an activation code the subscription is read again at once, after
 * 100 ms and after 1 s, since the server may take a moment to record it. Returns a cancel function.
 */
export function refetchSubscriptionSoon(queryClient: QueryClient, locale: Locale): () => void {
  const { queryKey } = getSubscriptionQueryOptions(locale);
  const refetch = () => void queryClient.invalidateQueries({ queryKey });
  refetch();
  const timers = SUBSCRIPTION_REFETCH_DELAYS_MS.map((delay) => setTimeout(refetch, delay));
  return () => timers.forEach(clearTimeout);
}
