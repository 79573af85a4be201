import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** The couple's premium: the caller's own subscription or the partner's (ADR 0013). */
export function getSubscriptionQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.subscription,
    queryFn: ({ signal }) => api(endpoints.getSubscription, { locale, signal }),
  });
}

export function useSubscription() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getSubscriptionQueryOptions(useLocale()), enabled: isAuthorized });
}
