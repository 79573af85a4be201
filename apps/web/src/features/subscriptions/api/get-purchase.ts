import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, Purchase } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

export function getPurchase(locale: Locale, purchaseId: string, signal?: AbortSignal): Promise<Purchase> {
  return api(endpoints.getPurchase, { locale, signal, params: { purchaseId } });
}

export function getPurchaseQueryOptions(locale: Locale, purchaseId: string) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'purchases', purchaseId],
    queryFn: ({ signal }) => getPurchase(locale, purchaseId, signal),
  });
}

/** `pollMs` re-reads the purchase while the acquirer has not yet told the server how it went. */
export function usePurchase(purchaseId: string, { pollMs }: { pollMs?: number | false } = {}) {
  const { isAuthorized } = useSession();
  return useQuery({
    ...getPurchaseQueryOptions(useLocale(), purchaseId),
    enabled: isAuthorized && purchaseId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? (pollMs ?? false) : false),
  });
}
