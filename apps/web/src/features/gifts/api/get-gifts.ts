import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

export function getGifts(locale: Locale, signal?: AbortSignal): Promise<Gift[]> {
  return api(endpoints.listGifts, { locale, signal });
}

export function getGiftsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'gifts'],
    queryFn: ({ signal }) => getGifts(locale, signal),
  });
}

/** The certificates the signed-in user bought, newest first. */
export function useGifts() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getGiftsQueryOptions(useLocale()), enabled: isAuthorized });
}
