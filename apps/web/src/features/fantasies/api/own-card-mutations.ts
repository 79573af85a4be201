import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Locale, OwnCard, OwnCardCreateBody, OwnCardPatchBody } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { api } from '#lib/api-client.ts';
import { withIntimateConsent } from '#lib/intimate-consent.ts';
import { useLocale } from '#lib/locale.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { USER_SCOPE } from '#lib/session.ts';

/** Writing, editing and sharing a card wait for the consent to process answers (ADR 0035). */
export function createOwnCard(locale: Locale, body: OwnCardCreateBody): Promise<OwnCard> {
  return withIntimateConsent(locale, () => api(endpoints.createOwnCard, { locale, body }));
}

export function updateOwnCard(locale: Locale, id: number, body: OwnCardPatchBody): Promise<OwnCard> {
  return withIntimateConsent(locale, () => api(endpoints.updateOwnCard, { locale, params: { id }, body }));
}

export function deleteOwnCard(locale: Locale, id: number): Promise<void> {
  return api(endpoints.deleteOwnCard, { locale, params: { id } }).then(() => undefined);
}

export function shareOwnCard(locale: Locale, id: number): Promise<OwnCard> {
  return withIntimateConsent(locale, () => api(endpoints.shareOwnCard, { locale, params: { id } }));
}

const refreshOwnCards = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.ownCards });

/**
 * An edit clears the partner's answers and a deletion takes every answer, notice and date on the
 * card with it (ADR 0030), so both refresh everything of the account's, not only the cards.
 */
const refreshAccount = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [USER_SCOPE] });

export function useCreateOwnCard() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnCardCreateBody) => createOwnCard(locale, body),
    onSuccess: (card) => {
      track('own_card_written');
      queryClient.setQueryData(queryKeys.ownCards, (cards: OwnCard[] | undefined) => [
        card,
        ...(cards ?? []),
      ]);
    },
    onSettled: () => refreshOwnCards(queryClient),
  });
}

export function useUpdateOwnCard() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OwnCardPatchBody }) => updateOwnCard(locale, id, body),
    onSettled: () => refreshAccount(queryClient),
  });
}

export function useDeleteOwnCard() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOwnCard(locale, id),
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData(queryKeys.ownCards, (cards: OwnCard[] | undefined) =>
        cards?.filter((card) => card.id !== id),
      ),
    onSettled: () => refreshAccount(queryClient),
  });
}

export function useShareOwnCard() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => shareOwnCard(locale, id),
    onSettled: () => refreshOwnCards(queryClient),
  });
}
