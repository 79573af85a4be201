import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Fantasy, Locale, PassResult } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { withIntimateConsent } from '#lib/intimate-consent.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import '#locales/matches.ts';
import { showChoiceFailedToast } from '../utils/choice-failed-toast.ts';
import { withId, withoutId } from '../utils/like-state.ts';
import { getPassedQueryOptions } from './get-passed.ts';

export type PassVariables = { fantasy: Pick<Fantasy, 'id'>; isPassed: boolean };

/** A pass waits for the consent to process answers (ADR 0035); taking one back never needs it. */
function setPassed(locale: Locale, { fantasy, isPassed }: PassVariables): Promise<PassResult | undefined> {
  const input = { locale, params: { id: fantasy.id } };
  return isPassed
    ? withIntimateConsent(locale, () => api(endpoints.passFantasy, input))
    : api(endpoints.unpassFantasy, input);
}

/**
 * Passes a fantasy ("not for me") or takes the pass back, optimistically; likes are never touched
 * (ADR 0016). A visitor's pass only changes the local list. A failure puts the card back and offers
 * to try again. Sent in the order tapped, so the deck's undo (ADR 0028) never overtakes its pass.
 */
export function usePassFantasy() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { isAuthorized } = useSession();
  const key = getPassedQueryOptions(locale).queryKey;
  const mutation = useMutation<unknown, Error, PassVariables>({
    // One after the other, in the order tapped: an undo sent right after a pass lands after it.
    scope: { id: 'passes' },
    mutationFn: (variables) => (isAuthorized ? setPassed(locale, variables) : Promise.resolve()),
    onMutate: async ({ fantasy, isPassed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (ids) =>
        isPassed ? withId(ids, fantasy.id) : withoutId(ids, fantasy.id),
      );
    },
    onError: (error, variables) => {
      const { fantasy, isPassed } = variables;
      queryClient.setQueryData(key, (ids) =>
        isPassed ? withoutId(ids, fantasy.id) : withId(ids, fantasy.id),
      );
      showChoiceFailedToast(error, () => mutation.mutate(variables));
    },
  });
  return mutation;
}

/** Forgets every pass ("show passed cards again"), optimistically; a visitor's only locally. */
export function useClearPasses() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { isAuthorized } = useSession();
  const key = getPassedQueryOptions(locale).queryKey;
  return useMutation<unknown, Error, void, { before: number[] | undefined }>({
    mutationFn: () => (isAuthorized ? api(endpoints.forgetPasses, { locale }) : Promise.resolve()),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, []);
      return { before };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(key, context?.before);
      showChoiceFailedToast(error);
    },
  });
}
