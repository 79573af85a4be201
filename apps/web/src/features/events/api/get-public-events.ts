import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, PublicEvent } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';

/** Dated happenings anyone can plan to go to; `date` and `time` are UTC. */
export function getPublicEvents(locale: Locale, signal?: AbortSignal): Promise<PublicEvent[]> {
  return api(endpoints.listPublicEvents, { locale, signal });
}

export function getPublicEventsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['public-events', locale],
    queryFn: ({ signal }) => getPublicEvents(locale, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function usePublicEvents() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getPublicEventsQueryOptions(useLocale()), enabled: isAuthorized });
}
