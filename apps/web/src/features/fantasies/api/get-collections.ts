import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collection, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api, wholeList } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { CATALOGUE_STALE_TIME_MS } from './get-fantasies.ts';

/** The themed collections (ADR 0029), in the order the catalogue shows them. */
export function getCollections(locale: Locale, signal?: AbortSignal): Promise<Collection[]> {
  return api(endpoints.listCollections, { locale, signal, query: { paginator: 'off' } }).then(wholeList);
}

export function getCollectionsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['fantasies', 'collections', locale],
    queryFn: ({ signal }) => getCollections(locale, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

export function useCollections() {
  return useQuery(getCollectionsQueryOptions(useLocale()));
}
