import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, Subscription } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

/** The couple's premium: the caller's own subscription or the partner's (ADR 0013). */
export function getSubscriptionQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'subscription'],
    queryFn: ({ signal }) => apiRequest<Subscription>('/subscriptions/', { locale, signal }),
  });
}

export function useSubscription() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getSubscriptionQueryOptions(useLocale()), enabled: isAuthorized });
}
