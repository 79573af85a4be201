import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuetEvent, Locale, Mood } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidateEvents } from './invalidate-events.ts';

/** Either a fantasy with its time, or a public event (which brings its own time). */
export type CreateEventBody =
  | { fantasy: number; mood: Mood; target_user: number | null; happens_at: string }
  | { public_event_id: number; mood: Mood; target_user: number | null };

export function createEvent(locale: Locale, body: CreateEventBody): Promise<DuetEvent> {
  return api(endpoints.createEvent, { locale, body });
}

export function useCreateEvent() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) => createEvent(locale, body),
    onSuccess: (_event, body) =>
      track('event_planned', {
        with_partner: body.target_user !== null,
        mood: body.mood,
        around: 'fantasy' in body ? 'fantasy' : 'public_event',
      }),
    onSettled: () => invalidateEvents(queryClient),
  });
}
