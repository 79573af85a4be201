import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale, Partner } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { storePartner } from '#lib/session.ts';
import { getPartnerQueryOptions } from './get-partner.ts';
import { invalidatePair } from './invalidate-pair.ts';

/**
 * Accepting an invitation, by username or by link: the new partner is stored and shown at once,
 * then the partner and the invite lists are read again.
 */
export function useAcceptPartnership<Variables = void>(
  accept: (locale: Locale, variables: Variables) => Promise<Partner>,
) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => {
      const partner = await accept(locale, variables);
      storePartner(partner);
      return partner;
    },
    onSuccess: (partner) => {
      track('invite_accepted');
      queryClient.setQueryData(getPartnerQueryOptions(locale).queryKey, partner);
    },
    onSettled: () => invalidatePair(queryClient, locale),
  });
}

export function useAcceptInvite() {
  return useAcceptPartnership((locale, id: number) =>
    api(endpoints.acceptInvite, { locale, params: { id } }),
  );
}
