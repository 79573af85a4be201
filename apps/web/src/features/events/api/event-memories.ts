import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventMemoryBody, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { api, ApiError } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** Under the events key: the change stream's `events` topic refreshes the partner's words too. */
export const EVENT_MEMORIES_KEY = [...queryKeys.events, 'memories'] as const;

export function getEventMemoriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: EVENT_MEMORIES_KEY,
    queryFn: ({ signal }) => api(endpoints.listEventMemories, { locale, signal }),
  });
}

/** How the couple's completed dates went, in both partners' words. */
export function useEventMemories() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getEventMemoriesQueryOptions(useLocale()), enabled: isAuthorized });
}

export function useSaveEventMemory(eventId: number) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventMemoryBody) =>
      api(endpoints.saveEventMemory, { locale, params: { id: eventId }, body }),
    onSuccess: () => track('event_remembered'),
    onSettled: (_memory, error) =>
      queryClient.invalidateQueries({
        // The couple split meanwhile: the date itself now reads as history, not only its memories.
        queryKey:
          error instanceof ApiError && error.code === 'event_history_read_only'
            ? queryKeys.events
            : EVENT_MEMORIES_KEY,
      }),
  });
}
