import { useCallback, type ReactNode } from 'react';
import type { Fantasy, LikeState } from '@duet/contracts';
import { useLiked } from '#features/matches/api/get-liked.ts';
import { usePassed } from '#features/matches/api/get-passed.ts';
import { useLikeFantasy } from '#features/matches/api/like-fantasy.ts';
import { usePassFantasy } from '#features/matches/api/pass-fantasy.ts';
import { useMaybes } from '#features/matches/api/get-maybes.ts';
import { useMaybeFantasy } from '#features/matches/api/maybe-fantasy.ts';
import { useCardStates, useLikeStates } from '#features/matches/hooks/use-like-states.ts';
import type { CardState } from '#features/matches/utils/like-state.ts';
import { useRemoveLike } from '#features/matches/hooks/use-remove-like.tsx';
import { savePendingLike } from '#features/matches/utils/pending-like.ts';
import { useSession } from '#lib/session.ts';
import { useFantasyLock } from './use-fantasy-lock.ts';

export type FantasyAnswers = {
  /** The signed-in user's likes and passes were read (at once for a visitor): what is new is known. */
  isReady: boolean;
  stateOf: (id: number) => LikeState;
  /** What the card's badge shows, maybes included (ADR 0025). */
  cardStateOf: (id: number) => CardState;
  isPassed: (id: number) => boolean;
  isMaybe: (id: number) => boolean;
  /** Answers whether the like was sent: a visitor is asked to sign in, a locked fantasy invites to premium. */
  like: (fantasy: Fantasy) => boolean;
  pass: (fantasy: Fantasy) => void;
  unpass: (fantasy: Fantasy) => void;
  /**
   * "Maybe", for signed-in people only; a locked fantasy invites to premium, as a like does.
   * Answers whether the maybe was sent.
   */
  maybe: (fantasy: Fantasy) => boolean;
  unmaybe: (fantasy: Fantasy) => void;
  /** Explicit: asks first when it would undo a match, and offers an undo (ADR 0016). */
  removeLike: (fantasy: Fantasy) => void;
  /** Takes a like back at once, asking nothing: the deck's undo of the like just given (ADR 0028). */
  unlike: (fantasy: Fantasy) => void;
  /** Shows the premium invitation. */
  offerPremium: () => void;
  /** The confirmation of a match's removal: render it on the page. */
  dialog: ReactNode;
};

/**
 * Everything a card or the deck can answer about a fantasy. A visitor's like is kept and sent once
 * the account is ready (`useReplayPendingLike`); a visitor's pass stays on this device.
 */
export function useFantasyAnswers(onNeedLogin: () => void, onPremiumRequired: () => void): FantasyAnswers {
  const { isAuthorized } = useSession();
  const isLocked = useFantasyLock();
  const stateOf = useLikeStates();
  const cardStateOf = useCardStates();
  const likedQuery = useLiked();
  const maybesQuery = useMaybes();
  const maybes = maybesQuery.data;
  const passedQuery = usePassed();
  const passed = passedQuery.data;
  const { mutate: sendLike } = useLikeFantasy({ onPremiumRequired });
  const { mutate: sendPass } = usePassFantasy();
  const { mutate: sendMaybe } = useMaybeFantasy({ onPremiumRequired });
  const removal = useRemoveLike();
  const requestRemoval = removal.request;

  const like = useCallback(
    (fantasy: Fantasy) => {
      if (!isAuthorized) {
        savePendingLike(fantasy);
        onNeedLogin();
        return false;
      }
      if (isLocked(fantasy)) {
        onPremiumRequired();
        return false;
      }
      sendLike({ fantasy, action: 'like' });
      return true;
    },
    [isAuthorized, isLocked, onNeedLogin, onPremiumRequired, sendLike],
  );
  const isPassed = useCallback((id: number) => passed?.includes(id) ?? false, [passed]);
  const pass = useCallback((fantasy: Fantasy) => sendPass({ fantasy, isPassed: true }), [sendPass]);
  const unpass = useCallback((fantasy: Fantasy) => sendPass({ fantasy, isPassed: false }), [sendPass]);
  const isMaybe = useCallback((id: number) => maybes?.includes(id) ?? false, [maybes]);
  const maybe = useCallback(
    (fantasy: Fantasy) => {
      if (!isAuthorized) onNeedLogin();
      else if (isLocked(fantasy)) onPremiumRequired();
      else {
        sendMaybe({ fantasy, isMaybe: true });
        return true;
      }
      return false;
    },
    [isAuthorized, isLocked, onNeedLogin, onPremiumRequired, sendMaybe],
  );
  const unmaybe = useCallback((fantasy: Fantasy) => sendMaybe({ fantasy, isMaybe: false }), [sendMaybe]);
  const removeLike = useCallback(
    (fantasy: Fantasy) => requestRemoval(fantasy, stateOf(fantasy.id)),
    [requestRemoval, stateOf],
  );
  const unlike = useCallback((fantasy: Fantasy) => sendLike({ fantasy, action: 'dislike' }), [sendLike]);
  // A failed read counts as ready: the cards show (as new) rather than a skeleton for ever.
  const isReady =
    !isAuthorized || (!likedQuery.isPending && !passedQuery.isPending && !maybesQuery.isPending);
  return {
    isReady,
    stateOf,
    cardStateOf,
    isPassed,
    isMaybe,
    like,
    pass,
    unpass,
    maybe,
    unmaybe,
    removeLike,
    unlike,
    offerPremium: onPremiumRequired,
    dialog: removal.dialog,
  };
}
