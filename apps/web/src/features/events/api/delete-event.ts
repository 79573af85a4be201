import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidateEvents } from './invalidate-events.ts';

export function deleteEvent(locale: Locale, id: number): Promise<void> {
  return api(endpoints.deleteEvent, { locale, params: { id } });
}

export function useDeleteEvent() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEvent(locale, id),
    onSettled: () => invalidateEvents(queryClient, true),
  });
}
