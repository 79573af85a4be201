import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale, Subscription } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { getSubscriptionQueryOptions } from './get-subscription.ts';
import { refetchSubscriptionSoon } from './refetch-subscription.ts';

export function applyActivationCode(locale: Locale, code: string): Promise<Subscription> {
  return api(endpoints.applyActivationCode, { locale, body: { code } });
}

export function useApplyActivationCode() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => applyActivationCode(locale, code),
    onSuccess: (subscription) => {
      track('code_applied');
      queryClient.setQueryData(getSubscriptionQueryOptions(locale).queryKey, subscription);
      refetchSubscriptionSoon(queryClient, locale);
    },
  });
}
