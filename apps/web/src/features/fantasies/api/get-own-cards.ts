import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, OwnCard } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api, wholeList } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { useSession } from '#lib/session.ts';

/** The couple's own cards I see, mine and my partner's, newest first (ADR 0030). */
export function getOwnCards(locale: Locale, signal?: AbortSignal): Promise<OwnCard[]> {
  return api(endpoints.listOwnCards, { locale, signal, query: { paginator: 'off' } }).then(wholeList);
}

export function getOwnCardsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.ownCards,
    queryFn: ({ signal }) => getOwnCards(locale, signal),
  });
}

/** Visitors have none: the query runs only when signed in. */
export function useOwnCards() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getOwnCardsQueryOptions(useLocale()), enabled: isAuthorized });
}
