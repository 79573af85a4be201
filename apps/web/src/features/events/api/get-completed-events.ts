import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuetEvent, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** Events that have happened: the couple's shared experience. */
export function getCompletedEvents(locale: Locale, signal?: AbortSignal): Promise<DuetEvent[]> {
  return api(endpoints.listCompletedEvents, { locale, signal });
}

export const COMPLETED_EVENTS_KEY = [...queryKeys.events, 'completed'] as const;

export function getCompletedEventsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: COMPLETED_EVENTS_KEY,
    queryFn: ({ signal }) => getCompletedEvents(locale, signal),
  });
}

export function useCompletedEvents() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getCompletedEventsQueryOptions(useLocale()), enabled: isAuthorized });
}
