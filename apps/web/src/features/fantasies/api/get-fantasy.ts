import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FantasyDetail, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { CATALOGUE_STALE_TIME_MS } from './get-fantasies.ts';

export function getFantasy(locale: Locale, id: number, signal?: AbortSignal): Promise<FantasyDetail> {
  return api(endpoints.getFantasy, { locale, signal, params: { id } });
}

export function getFantasyQueryOptions(locale: Locale, id: number) {
  return queryOptions({
    queryKey: ['fantasies', 'detail', locale, id],
    queryFn: ({ signal }) => getFantasy(locale, id, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

/** The fantasy with its description; waits until the id is known (pages address fantasies by slug). */
export function useFantasy(id: number | undefined) {
  const locale = useLocale();
  return useQuery({ ...getFantasyQueryOptions(locale, id ?? 0), enabled: id !== undefined });
}
