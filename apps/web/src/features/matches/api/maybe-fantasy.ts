import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Fantasy, Locale, MaybeResult } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { withIntimateConsent } from '#lib/intimate-consent.ts';
import { useLocale } from '#lib/locale.ts';
import '#locales/matches.ts';
import { withId, withoutId } from '../utils/like-state.ts';
import {
  answerQueryKeys,
  LIKE_MUTATION_KEY,
  refreshAnswersWhenLast,
  reportAnswerFailure,
} from './like-fantasy.ts';

export type MaybeVariables = { fantasy: Pick<Fantasy, 'id'>; isMaybe: boolean };

/** A maybe waits for the consent to process answers (ADR 0035); taking one back never needs it. */
function setMaybe(locale: Locale, { fantasy, isMaybe }: MaybeVariables): Promise<MaybeResult | undefined> {
  const input = { locale, params: { id: fantasy.id } };
  return isMaybe
    ? withIntimateConsent(locale, () => api(endpoints.maybeFantasy, input))
    : api(endpoints.unmaybeFantasy, input);
}

/**
 * Answers "maybe" or takes it back, optimistically (ADR 0025): a maybe replaces the user's own like,
 * so the like leaves the lists at once. In the likes' queue, so answers land in the order tapped;
 * the last to settle refreshes every answer list. A failure offers to try again; a locked fantasy
 * goes to `onPremiumRequired`. Never sent to analytics: a one-sided answer is nobody's business.
 */
export function useMaybeFantasy({ onPremiumRequired }: { onPremiumRequired?: () => void } = {}) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const keys = answerQueryKeys(locale);
  const mutation = useMutation<
    MaybeResult | undefined,
    Error,
    MaybeVariables,
    Record<string, number[] | undefined>
  >({
    mutationKey: LIKE_MUTATION_KEY,
    scope: { id: 'likes' },
    mutationFn: (variables) => setMaybe(locale, variables),
    onMutate: async ({ fantasy, isMaybe }) => {
      await Promise.all(Object.values(keys).map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const before = Object.fromEntries(
        Object.entries(keys).map(([name, queryKey]) => [name, queryClient.getQueryData<number[]>(queryKey)]),
      );
      queryClient.setQueryData(keys.maybes, (ids) =>
        isMaybe ? withId(ids, fantasy.id) : withoutId(ids, fantasy.id),
      );
      if (isMaybe) {
        queryClient.setQueryData(keys.liked, (ids) => withoutId(ids, fantasy.id));
        queryClient.setQueryData(keys.matches, (ids) => withoutId(ids, fantasy.id));
      } else {
        queryClient.setQueryData(keys.maybeMatches, (ids) => withoutId(ids, fantasy.id));
      }
      return before;
    },
    onSuccess: (result, { fantasy }) => {
      if (result)
        queryClient.setQueryData(keys.maybeMatches, (ids) =>
          result.state === 'maybe_match' ? withId(ids, fantasy.id) : withoutId(ids, fantasy.id),
        );
    },
    onError: (error, variables, before) => {
      for (const [name, queryKey] of Object.entries(keys)) queryClient.setQueryData(queryKey, before?.[name]);
      reportAnswerFailure(error, onPremiumRequired, () => mutation.mutate(variables));
    },
    onSettled: () => refreshAnswersWhenLast(queryClient, locale),
  });
  return mutation;
}
