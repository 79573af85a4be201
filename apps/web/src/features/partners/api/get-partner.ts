import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, Partner } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { storePartner, useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';

/**
 * The current partner, or null. Spec §4 reads a 404 (`no_partner`) as "no partner"; asking with
 * `?absent=null` gets that answer as a 200, so the browser logs no failed request.
 */
export async function getPartner(locale: Locale, signal?: AbortSignal): Promise<Partner | null> {
  const partner = await api(endpoints.getPartner, { locale, signal, query: { absent: 'null' } });
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
