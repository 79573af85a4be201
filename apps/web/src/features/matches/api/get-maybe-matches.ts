import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { useSession } from '#lib/session.ts';

/** Ids both partners answered like or maybe, at least one maybe; `[]` without a partner (ADR 0025). */
export function getMaybeMatches(locale: Locale, signal?: AbortSignal): Promise<number[]> {
  return api(endpoints.listMaybeMatches, { locale, signal });
}

export function getMaybeMatchesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.maybeMatches,
    queryFn: ({ signal }) => getMaybeMatches(locale, signal),
  });
}

/** The couple's softer matches; asked whenever signed in, as matches are. */
export function useMaybeMatches() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getMaybeMatchesQueryOptions(useLocale()), enabled: isAuthorized });
}
