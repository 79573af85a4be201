import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidatePair } from './invalidate-pair.ts';

/** Takes back an invite one sent, e.g. to a mistyped username. */
export function withdrawInvite(locale: Locale, id: number): Promise<void> {
  return api(endpoints.withdrawInvite, { locale, params: { id } });
}

export function useWithdrawInvite() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => withdrawInvite(locale, id),
    onSettled: () => invalidatePair(queryClient, locale),
  });
}
