import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FantasyStats, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** Public and the same for everyone (docs/decisions/0009), so not under the user scope. */
export function getFantasyStats(locale: Locale, signal?: AbortSignal): Promise<FantasyStats> {
  return api(endpoints.getFantasyStats, { locale, signal, auth: false });
}

export function getFantasyStatsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.fantasyStats,
    queryFn: ({ signal }) => getFantasyStats(locale, signal),
  });
}

export function useFantasyStats() {
  return useQuery(getFantasyStatsQueryOptions(useLocale()));
}
