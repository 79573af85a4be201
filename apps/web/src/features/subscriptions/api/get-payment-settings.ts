import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, PaymentSettings } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

export function getPaymentSettingsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['payments', 'settings'],
    queryFn: ({ signal }) => apiRequest<PaymentSettings>('/payments/settings/', { locale, signal }),
  });
}

export function usePaymentSettings() {
  return useQuery(getPaymentSettingsQueryOptions(useLocale()));
}
