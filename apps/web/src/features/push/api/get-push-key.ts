import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

/** The server's VAPID public key, or null when push is off on this server. */
export async function getPushKey(locale: Locale, signal?: AbortSignal): Promise<string | null> {
  return (await api(endpoints.getPushKey, { locale, signal, auth: false })).public_key;
}

export function getPushKeyQueryOptions(locale: Locale) {
  return queryOptions({
    // The key reads the same in every language and changes only with the server's configuration.
    queryKey: ['push', 'key'],
    queryFn: ({ signal }) => getPushKey(locale, signal),
    staleTime: Infinity,
  });
}

export function usePushKey() {
  return useQuery(getPushKeyQueryOptions(useLocale()));
}
