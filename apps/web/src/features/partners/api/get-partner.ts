import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, Partner } from '@duet/contracts';
import { ApiError, apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { storePartner, useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** The current partner, or null: spec §4 reads a 404 (`no_partner`) as "no partner", not as an error. */
export async function getPartner(locale: Locale, signal?: AbortSignal): Promise<Partner | null> {
  let partner: Partner | null;
  try {
    partner = await apiRequest<Partner>('/partner/current/', { locale, signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    partner = null;
  }
  storePartner(partner);
  return partner;
}

export function getPartnerQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.partner,
    queryFn: ({ signal }) => getPartner(locale, signal),
  });
}

export function usePartner() {
  const { isAuthorized } = useSession();
  return useQuery({ ...getPartnerQueryOptions(useLocale()), enabled: isAuthorized });
}
