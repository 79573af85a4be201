import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Fantasy, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { CATALOGUE_STALE_TIME_MS } from './get-fantasies.ts';

/** Up to four fantasies sharing tags with this one (public). */
export function getRelatedFantasies(locale: Locale, id: number, signal?: AbortSignal): Promise<Fantasy[]> {
  return api(endpoints.listRelatedFantasies, { locale, signal, auth: false, params: { id } });
}

export function getRelatedFantasiesQueryOptions(locale: Locale, id: number) {
  return queryOptions({
    queryKey: ['fantasies', 'related', locale, id],
    queryFn: ({ signal }) => getRelatedFantasies(locale, id, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

export function useRelatedFantasies(id: number | undefined) {
  const locale = useLocale();
  return useQuery({ ...getRelatedFantasiesQueryOptions(locale, id ?? 0), enabled: id !== undefined });
}
