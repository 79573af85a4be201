import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuetEvent, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** Every event of mine that is not completed: accepted, invitations both ways, rejected. */
export function getActualEvents(locale: Locale, signal?: AbortSignal): Promise<DuetEvent[]> {
  return api(endpoints.listActualEvents, { locale, signal });
}

export const ACTUAL_EVENTS_KEY = [...queryKeys.events, 'actual'] as const;

export function getActualEventsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ACTUAL_EVENTS_KEY,
    queryFn: ({ signal }) => getActualEvents(locale, signal),
  });
}

export function useActualEvents() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getActualEventsQueryOptions(useLocale()), enabled: isAuthorized });
}
