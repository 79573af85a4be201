import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidatePair } from './invalidate-pair.ts';

export function rejectInvite(locale: Locale, id: number): Promise<void> {
  return apiRequest<void>(`/invites/${id}/reject/`, { locale, method: 'POST' });
}

export function useRejectInvite() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rejectInvite(locale, id),
    onSettled: () => invalidatePair(queryClient, locale),
  });
}
