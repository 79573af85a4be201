import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LastBuyer, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

/** The contact given with my latest purchase, or null before the first. */
export function getLastBuyer(locale: Locale, signal?: AbortSignal): Promise<LastBuyer> {
  return api(endpoints.getLastBuyer, { locale, signal });
}

export function getLastBuyerQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'last-buyer'],
    queryFn: ({ signal }) => getLastBuyer(locale, signal),
  });
}

export function useLastBuyer() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getLastBuyerQueryOptions(useLocale()), enabled: isAuthorized });
}
