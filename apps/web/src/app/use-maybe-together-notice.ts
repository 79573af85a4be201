import { useQueryClient } from '@tanstack/react-query';
import { getFantasiesQueryOptions } from '#features/fantasies/api/get-fantasies.ts';
import { getOwnCardsQueryOptions } from '#features/fantasies/api/get-own-cards.ts';
import { useMaybeMatches } from '#features/matches/api/get-maybe-matches.ts';
import { useOnAdded } from '#features/matches/hooks/use-on-added.ts';
import { readDiscreet } from '#lib/discreet.ts';
import { i18n } from '#lib/i18n.ts';
import { useLocale } from '#lib/locale.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/matches.ts';

/**
 * A "maybe together" (ADR 0025) is quieter news than a match: no full-screen reveal, but a gentle
 * toast when one forms, by the reader's answer or live by the partner's, so it does not pass
 * unnoticed. The title comes from what this tab already holds (no catalogue is fetched for it);
 * discreet mode names no fantasy.
 */
export function useMaybeTogetherNotice(): void {
  const locale = useLocale();
  const queryClient = useQueryClient();
  useOnAdded(useMaybeMatches().data, (id) => {
    const cards = [
      ...(queryClient.getQueryData(getFantasiesQueryOptions(locale).queryKey) ?? []),
      ...(queryClient.getQueryData(getOwnCardsQueryOptions(locale).queryKey) ?? []),
    ];
    const title = cards.find((card) => card.id === id)?.title;
    showSuccessToast(
      title && !readDiscreet().isOn
        ? i18n.t('matches:maybeMatches.formed', { title })
        : i18n.t('matches:maybeMatches.formedUnnamed'),
      i18n.t('matches:maybeMatches.formedHint'),
    );
  });
}
