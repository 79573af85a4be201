import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** Ids both partners like; the API answers `[]` without a partner. */
export function getMatches(locale: Locale, signal?: AbortSignal): Promise<number[]> {
  return api(endpoints.listMatches, { locale, signal });
}

export function getMatchesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.matches,
    queryFn: ({ signal }) => getMatches(locale, signal),
  });
}

/**
 * Asked whenever signed in, not only when the partner cookie says there is a partner: a partner
 * who accepted an invite on another device would otherwise stay invisible until the cookie caught up.
 */
export function useMatches() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getMatchesQueryOptions(useLocale()), enabled: isAuthorized });
}
