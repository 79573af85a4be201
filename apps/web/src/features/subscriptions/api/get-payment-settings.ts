import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

export function getPaymentSettingsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['payments', 'settings'],
    queryFn: ({ signal }) => api(endpoints.getPaymentSettings, { locale, signal }),
  });
}

export function usePaymentSettings() {
  return useQuery(getPaymentSettingsQueryOptions(useLocale()));
}
