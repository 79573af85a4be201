import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Fantasy, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api, wholeList } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

export const CATALOGUE_STALE_TIME_MS = 5 * 60 * 1000;

/** The catalogue in the API's order; the feed shuffles it (utils/feed-order.ts), once per load. */
export function getFantasies(locale: Locale, signal?: AbortSignal): Promise<Fantasy[]> {
  return api(endpoints.listFantasies, { locale, signal, query: { paginator: 'off' } }).then(wholeList);
}

export function getFantasiesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['fantasies', 'list', locale],
    queryFn: ({ signal }) => getFantasies(locale, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

export function useFantasies() {
  return useQuery(getFantasiesQueryOptions(useLocale()));
}
