import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, Me } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { getSession, storeProfile, USER_SCOPE, useSession } from '#lib/session.ts';

export async function getProfile(locale: Locale, signal?: AbortSignal): Promise<Me> {
  const profile = await api(endpoints.getProfile, { locale, signal });
  storeProfile(profile);
  return profile;
}

export function getProfileQueryOptions(locale: Locale) {
  return queryOptions({
    // The profile reads the same in every language, so the key leaves the locale out.
    queryKey: [USER_SCOPE, 'profile'],
    queryFn: ({ signal }) => getProfile(locale, signal),
    // The cookie holds the profile from the last answer: show it at once, refresh in the background.
    initialData: () => getSession().profile ?? undefined,
    initialDataUpdatedAt: 0,
  });
}

/** The signed-in user; idle for visitors. */
export function useProfile() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getProfileQueryOptions(useLocale()), enabled: isAuthorized });
}
