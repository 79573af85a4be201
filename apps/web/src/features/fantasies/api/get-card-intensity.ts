import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardIntensity, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

/** How bold the cards shown to the signed-in person may be; theirs alone (ADR 0029). */
export function getCardIntensity(locale: Locale, signal?: AbortSignal): Promise<CardIntensity> {
  return api(endpoints.getCardIntensity, { locale, signal });
}

export function getCardIntensityQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'card-intensity'],
    queryFn: ({ signal }) => getCardIntensity(locale, signal),
  });
}

export function useCardIntensity() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getCardIntensityQueryOptions(useLocale()), enabled: isAuthorized });
}
