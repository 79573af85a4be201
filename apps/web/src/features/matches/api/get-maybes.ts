import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

export function getMaybes(locale: Locale, signal?: AbortSignal): Promise<number[]> {
  return api(endpoints.listMaybes, { locale, signal });
}

export function getMaybesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'maybes'],
    queryFn: ({ signal }) => getMaybes(locale, signal),
  });
}

/** Ids the signed-in user answered "maybe" (ADR 0025), theirs alone; visitors have none. */
export function useMaybes() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getMaybesQueryOptions(useLocale()), enabled: isAuthorized });
}
