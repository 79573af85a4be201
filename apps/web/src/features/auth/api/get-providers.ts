import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

export function getProviders(locale: Locale, signal?: AbortSignal): Promise<AuthProviders> {
  return api(endpoints.getProviders, { locale, signal, auth: false });
}

export function getProvidersQueryOptions(locale: Locale) {
  return queryOptions({
    // The configuration does not depend on the language; the key keeps the locale for uniformity.
    queryKey: ['auth', 'providers', locale],
    queryFn: ({ signal }) => getProviders(locale, signal),
    staleTime: Infinity,
  });
}

export function useProviders() {
  return useQuery(getProvidersQueryOptions(useLocale()));
}
