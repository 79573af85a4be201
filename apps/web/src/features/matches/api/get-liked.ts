import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

export function getLiked(locale: Locale, signal?: AbortSignal): Promise<number[]> {
  return api(endpoints.listLiked, { locale, signal });
}

export function getLikedQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'liked'],
    queryFn: ({ signal }) => getLiked(locale, signal),
  });
}

/** Ids of the fantasies the signed-in user likes; visitors like nothing. */
export function useLiked() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getLikedQueryOptions(useLocale()), enabled: isAuthorized });
}
