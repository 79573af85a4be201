import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidatePair } from './invalidate-pair.ts';

export function removePartner(locale: Locale): Promise<void> {
  return api(endpoints.removePartner, { locale });
}

export function useRemovePartner() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePartner(locale),
    onSettled: () => invalidatePair(queryClient, locale),
  });
}
