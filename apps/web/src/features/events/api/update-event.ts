import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuetEvent, EventPatchBody, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidateEvents } from './invalidate-events.ts';

/** Spec §6: editing sends only the mood and the time. */
export function updateEvent(locale: Locale, id: number, body: EventPatchBody): Promise<DuetEvent> {
  const { mood, happens_at } = body;
  return api(endpoints.updateEvent, { locale, params: { id }, body: { mood, happens_at } });
}

export function useUpdateEvent() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EventPatchBody }) => updateEvent(locale, id, body),
    onSettled: () => invalidateEvents(queryClient),
  });
}
