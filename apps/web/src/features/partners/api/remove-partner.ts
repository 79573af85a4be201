import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidatePair } from './invalidate-pair.ts';

export function removePartner(locale: Locale): Promise<void> {
  return apiRequest<void>('/partner/current/remove/', { locale, method: 'DELETE' });
}

export function useRemovePartner() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePartner(locale),
    onSettled: () => invalidatePair(queryClient, locale),
  });
}
