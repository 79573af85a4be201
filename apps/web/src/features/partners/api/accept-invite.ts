import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale, Partner } from '@duet/contracts';
import { track } from '#lib/analytics.ts';
import { apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { storePartner } from '#lib/session.ts';
import { getPartnerQueryOptions } from './get-partner.ts';
import { invalidatePair } from './invalidate-pair.ts';

export async function acceptInvite(locale: Locale, id: number): Promise<Partner> {
  const partner = await apiRequest<Partner>(`/invites/${id}/accept/`, { locale, method: 'POST' });
  storePartner(partner);
  return partner;
}

export function useAcceptInvite() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => acceptInvite(locale, id),
    onSuccess: (partner) => {
      track('invite_accepted');
      queryClient.setQueryData(getPartnerQueryOptions(locale).queryKey, partner);
    },
    onSettled: () => invalidatePair(queryClient, locale),
  });
}
