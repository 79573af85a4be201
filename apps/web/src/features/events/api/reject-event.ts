import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuetEvent, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidateEvents } from './invalidate-events.ts';

export function rejectEvent(locale: Locale, id: number): Promise<DuetEvent> {
  return api(endpoints.rejectEvent, { locale, params: { id } });
}

export function useRejectEvent() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rejectEvent(locale, id),
    onSettled: () => invalidateEvents(queryClient, false),
  });
}
