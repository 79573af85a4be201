import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { getInvitesQueryOptions } from './get-invites.ts';
import { getPartnerQueryOptions } from './get-partner.ts';

/** Every partner or invite change can touch both: refresh the partner and the invite lists. */
export function invalidatePair(queryClient: QueryClient, locale: Locale): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getPartnerQueryOptions(locale).queryKey }),
    queryClient.invalidateQueries({ queryKey: getInvitesQueryOptions(locale).queryKey }),
  ]);
}
