import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidatePair } from './invalidate-pair.ts';

/** Takes back an invite one sent, e.g. to a mistyped username. */
export function withdrawInvite(locale: Locale, id: number): Promise<void> {
  return apiRequest<void>(`/invites/${id}/`, { locale, method: 'DELETE' });
}

export function useWithdrawInvite() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => withdrawInvite(locale, id),
    onSettled: () => invalidatePair(queryClient, locale),
  });
}
