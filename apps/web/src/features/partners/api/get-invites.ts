import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitesList, Locale } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';

export function getInvites(locale: Locale, signal?: AbortSignal): Promise<InvitesList> {
  return apiRequest<InvitesList>('/invites/list/', { locale, signal });
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
