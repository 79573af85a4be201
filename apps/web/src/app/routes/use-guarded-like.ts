import { useCallback } from 'react';
import type { Fantasy } from '@duet/contracts';
import type { LikeAction } from '#features/matches/api/like-fantasy.ts';
import { useLikeAction } from '#features/matches/hooks/use-like-action.ts';
import { useSession } from '#lib/session.ts';
import { useFantasyLock } from './use-fantasy-lock.ts';

/**
 * Like and dislike with the premium lock: a signed-in reader's like of a locked fantasy sends nothing
 * and invites to premium instead, as does the API's own refusal. Visitors are asked to sign in first.
 * Answers whether the action was sent.
 */
export function useGuardedLikeAction(onNeedLogin: () => void, onPremiumRequired: () => void) {
  const { isAuthorized } = useSession();
  const isLocked = useFantasyLock();
  const onAction = useLikeAction(onNeedLogin, onPremiumRequired);
  return useCallback(
    (fantasy: Fantasy, action: LikeAction): boolean => {
      if (isAuthorized && action === 'like' && isLocked(fantasy)) {
        onPremiumRequired();
        return false;
      }
      return onAction(fantasy, action);
    },
    [isAuthorized, isLocked, onAction, onPremiumRequired],
  );
}
