import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Fantasy, LikeResult, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { isOwnCard } from '#lib/own-cards.ts';
import { track } from '#lib/analytics.ts';
import { ApiError, api } from '#lib/api-client.ts';
import { withIntimateConsent } from '#lib/intimate-consent.ts';
import { useLocale } from '#lib/locale.ts';
import '#locales/matches.ts';
import { showChoiceFailedToast } from '../utils/choice-failed-toast.ts';
import { withId, withoutId } from '../utils/like-state.ts';
import { getFantasyStatsQueryOptions } from './get-fantasy-stats.ts';
import { getLikedQueryOptions } from './get-liked.ts';
import { getMatchesQueryOptions } from './get-matches.ts';
import { getMaybeMatchesQueryOptions } from './get-maybe-matches.ts';
import { getMaybesQueryOptions } from './get-maybes.ts';
import { keepMatchQuiet } from '../utils/quiet-matches.ts';

export type LikeAction = 'like' | 'dislike';
export type LikeVariables = {
  /**
   * `slug` is `''` for a couple's own card, whose id never goes to analytics; it may be left out
   * only where the card can only be the catalogue's (a visitor's pending like).
   */
  fantasy: Pick<Fantasy, 'id' | 'title'> & Partial<Pick<Fantasy, 'slug'>>;
  action: LikeAction;
  /** An undo puts back what was there: no celebration of a match that was only just removed. */
  isUndo?: boolean;
};
type Snapshot = { wasLiked: boolean; wasMatched: boolean };

/** Likes and maybes share it: each refreshes the lists only when it is the last in flight. */
export const LIKE_MUTATION_KEY = ['like-fantasy'];

/** A like waits for the consent to process answers (ADR 0035); taking one back never needs it. */
export function likeFantasy(locale: Locale, id: number, action: LikeAction): Promise<LikeResult> {
  const input = { locale, params: { id } };
  return action === 'like'
    ? withIntimateConsent(locale, () => api(endpoints.likeFantasy, input))
    : api(endpoints.dislikeFantasy, input);
}

/** The lists of the user's answers and the couple's matches, which a like or a maybe changes. */
export function answerQueryKeys(locale: Locale) {
  return {
    liked: getLikedQueryOptions(locale).queryKey,
    matches: getMatchesQueryOptions(locale).queryKey,
    maybes: getMaybesQueryOptions(locale).queryKey,
    maybeMatches: getMaybeMatchesQueryOptions(locale).queryKey,
  };
}

function keysOf(locale: Locale) {
  return { ...answerQueryKeys(locale), stats: getFantasyStatsQueryOptions(locale).queryKey };
}

/**
 * A failed like or maybe: a locked fantasy goes to `onPremiumRequired` when given, instead of an
 * error toast; anything else to a toast that offers to try again.
 */
export function reportAnswerFailure(
  error: Error,
  onPremiumRequired: (() => void) | undefined,
  retry: () => void,
) {
  if (onPremiumRequired && error instanceof ApiError && error.code === 'premium_required')
    onPremiumRequired();
  else showChoiceFailedToast(error, retry);
}

/**
 * Refreshes the answer lists and the stats once the last like or maybe in flight settled:
 * refetching while another is in flight would briefly undo its optimistic state.
 */
export function refreshAnswersWhenLast(queryClient: QueryClient, locale: Locale) {
  if (queryClient.isMutating({ mutationKey: LIKE_MUTATION_KEY }) > 1) return;
  return Promise.all(
    Object.values(keysOf(locale)).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** Puts one fantasy's membership in the liked and matched lists, leaving every other id alone. */
function setMembership(
  queryClient: QueryClient,
  locale: Locale,
  id: number,
  liked: boolean,
  matched: boolean,
) {
  const keys = keysOf(locale);
  queryClient.setQueryData(keys.liked, (ids) => (liked ? withId(ids, id) : withoutId(ids, id)));
  queryClient.setQueryData(keys.matches, (ids) => (matched ? withId(ids, id) : withoutId(ids, id)));
}

/**
 * Like or dislike with an optimistic card state (spec §4): the lists change at once, a failure puts
 * back only this fantasy's membership (other likes in flight keep theirs), and the last mutation to
 * settle refreshes likes, matches and stats. A failure offers to try again. A like that completes a
 * match is celebrated. A fantasy that needs premium goes to `onPremiumRequired` when given, instead
 * of an error toast.
 */
export function useLikeFantasy({ onPremiumRequired }: { onPremiumRequired?: () => void } = {}) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const mutation = useMutation<LikeResult, Error, LikeVariables, Snapshot>({
    mutationKey: LIKE_MUTATION_KEY,
    // One after the other, in the order tapped: an undo sent right after a removal lands after it.
    scope: { id: 'likes' },
    mutationFn: ({ fantasy, action }) => likeFantasy(locale, fantasy.id, action),
    onMutate: async ({ fantasy, action, isUndo }) => {
      // A match an undo brings back is not celebrated again.
      if (isUndo) keepMatchQuiet(fantasy.id);
      const keys = keysOf(locale);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: keys.liked }),
        queryClient.cancelQueries({ queryKey: keys.matches }),
      ]);
      const snapshot = {
        wasLiked: queryClient.getQueryData(keys.liked)?.includes(fantasy.id) ?? false,
        wasMatched: queryClient.getQueryData(keys.matches)?.includes(fantasy.id) ?? false,
      };
      // A like cannot know yet whether the partner likes it too: the answer tells. It replaces the
      // user's maybe (ADR 0025).
      if (action === 'like') {
        setMembership(queryClient, locale, fantasy.id, true, snapshot.wasMatched);
        queryClient.setQueryData(keys.maybes, (ids) => withoutId(ids, fantasy.id));
      } else setMembership(queryClient, locale, fantasy.id, false, false);
      return snapshot;
    },
    onSuccess: (result, { fantasy, action, isUndo }, snapshot) => {
      setMembership(queryClient, locale, fantasy.id, result.state !== 'none', result.state === 'match');
      // What one partner likes is theirs alone: a like or dislike never names the fantasy (ADR 0014).
      track(action);
      // A match is shared by both partners, so it may carry the fantasy's id. The match reveal
      // (app/match-reveal.tsx) celebrates it, for both partners alike.
      if (result.state === 'match' && !snapshot.wasMatched && !isUndo) {
        if (isOwnCard(fantasy)) track('own_card_match');
        else track('match', { fantasy: fantasy.id });
      }
    },
    onError: (error, variables, snapshot) => {
      const { fantasy } = variables;
      // A removal that failed puts the match back: nothing new to celebrate.
      if (snapshot?.wasMatched) keepMatchQuiet(fantasy.id);
      if (snapshot) setMembership(queryClient, locale, fantasy.id, snapshot.wasLiked, snapshot.wasMatched);
      reportAnswerFailure(error, onPremiumRequired, () => mutation.mutate(variables));
    },
    onSettled: () => refreshAnswersWhenLast(queryClient, locale),
  });
  return mutation;
}
