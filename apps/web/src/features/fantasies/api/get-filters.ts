import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FantasyFilters, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

/** The signed-in user's feed filters, stored on the server so every device shows the same feed. */
export function getFilters(locale: Locale, signal?: AbortSignal): Promise<FantasyFilters> {
  return api(endpoints.getFilters, { locale, signal });
}

export function getFiltersQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'filters'],
    queryFn: ({ signal }) => getFilters(locale, signal),
  });
}

export function useFilters() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getFiltersQueryOptions(useLocale()), enabled: isAuthorized });
}
