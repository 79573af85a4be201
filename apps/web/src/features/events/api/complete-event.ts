import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuetEvent, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidateEvents } from './invalidate-events.ts';

export function completeEvent(locale: Locale, id: number): Promise<DuetEvent> {
  return api(endpoints.completeEvent, { locale, params: { id } });
}

export function useCompleteEvent() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => completeEvent(locale, id),
    onSuccess: () => track('event_completed'),
    onSettled: () => invalidateEvents(queryClient, true),
  });
}
