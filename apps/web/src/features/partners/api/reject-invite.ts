import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidatePair } from './invalidate-pair.ts';

export function rejectInvite(locale: Locale, id: number): Promise<void> {
  return api(endpoints.rejectInvite, { locale, params: { id } });
}

export function useRejectInvite() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rejectInvite(locale, id),
    onSettled: () => invalidatePair(queryClient, locale),
  });
}
