import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

export function getPassed(locale: Locale, signal?: AbortSignal): Promise<number[]> {
  return api(endpoints.listPassed, { locale, signal });
}

export function getPassedQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'passed'],
    queryFn: ({ signal }) => getPassed(locale, signal),
  });
}

/**
 * Ids of the fantasies passed in the feed. A visitor's passes live only in this query's cache (it is
 * never fetched for them) and go with the visitor's data at sign-in.
 */
export function usePassed() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getPassedQueryOptions(useLocale()), enabled: isAuthorized });
}
