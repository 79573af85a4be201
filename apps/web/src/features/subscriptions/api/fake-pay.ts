import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale, Purchase } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { getPurchaseQueryOptions } from './get-purchase.ts';
import { refetchSubscriptionSoon } from './refetch-subscription.ts';

/** The deal of the day: the purchase is marked paid without a payment. */
export function fakePay(locale: Locale, purchaseId: string): Promise<Purchase> {
  return api(endpoints.fakePay, { locale, params: { purchaseId } });
}

export function useFakePay() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) => fakePay(locale, purchaseId),
    onSuccess: (purchase) => {
      queryClient.setQueryData(getPurchaseQueryOptions(locale, purchase.id).queryKey, purchase);
      refetchSubscriptionSoon(queryClient, locale);
    },
  });
}
