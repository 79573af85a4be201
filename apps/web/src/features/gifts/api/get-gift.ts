import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';

export function getGift(locale: Locale, id: string, signal?: AbortSignal): Promise<Gift> {
  return api(endpoints.getGift, { locale, signal, params: { giftId: id } });
}

/**
 * One certificate, public. `mine` depends on who asks, so the viewer is part of the key: signing in
 * on the certificate page asks again as the new user.
 */
export function getGiftQueryOptions(locale: Locale, id: string, viewerId: number | null) {
  return queryOptions({
    queryKey: ['gifts', 'detail', id, viewerId],
    queryFn: ({ signal }) => getGift(locale, id, signal),
  });
}

/** While it asks again as someone who just signed in, the certificate stays on screen. */
export function useGift(id: string) {
  const { profile } = useSession();
  return useQuery({
    ...getGiftQueryOptions(useLocale(), id, profile?.id ?? null),
    placeholderData: keepPreviousData,
  });
}
