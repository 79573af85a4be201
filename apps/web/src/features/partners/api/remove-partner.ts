import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { invalidatePair } from './invalidate-pair.ts';

export function removePartner(locale: Locale): Promise<void> {
  return api(endpoints.removePartner, { locale });
}

export function useRemovePartner() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePartner(locale),
    onSettled: () =>
      Promise.all([
        invalidatePair(queryClient, locale),
        // Plans not yet done are cancelled, completed dates become history (ADR 0012).
        queryClient.invalidateQueries({ queryKey: queryKeys.events }),
      ]),
  });
}
