import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitesList, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';

export function getInvites(locale: Locale, signal?: AbortSignal): Promise<InvitesList> {
  return api(endpoints.listInvites, { locale, signal });
}

export function getInvitesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.invites,
    queryFn: ({ signal }) => getInvites(locale, signal),
  });
}

export function useInvites() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getInvitesQueryOptions(useLocale()), enabled: isAuthorized });
}
