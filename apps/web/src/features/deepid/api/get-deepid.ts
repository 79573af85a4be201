import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

/** The chosen fantasy ids, in the user's order. */
export function getDeepid(locale: Locale, signal?: AbortSignal): Promise<number[]> {
  return api(endpoints.getDeepid, { locale, signal });
}

export function getDeepidQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'deepid'],
    queryFn: ({ signal }) => getDeepid(locale, signal),
  });
}

export function useDeepid() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getDeepidQueryOptions(useLocale()), enabled: isAuthorized });
}
