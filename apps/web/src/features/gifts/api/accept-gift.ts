import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gift, Locale, Subscription } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { getGiftsQueryOptions } from './get-gifts.ts';

export function acceptGift(locale: Locale, id: string): Promise<Subscription> {
  return api(endpoints.acceptGift, { locale, params: { giftId: id } });
}

/** Redeems a certificate; the answer is the couple's premium after it. */
export function useAcceptGift(id: string) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptGift(locale, id),
    onSuccess: () => {
      // The certificate on screen tells how many months it gave.
      const [, gift] =
        queryClient.getQueriesData<Gift>({ queryKey: ['gifts', 'detail', id] }).find(([, data]) => data) ??
        [];
      if (gift) track('gift_redeemed', { months: gift.plan.months });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['gifts', 'detail', id] }),
        queryClient.invalidateQueries({ queryKey: getGiftsQueryOptions(locale).queryKey }),
      ]),
  });
}
