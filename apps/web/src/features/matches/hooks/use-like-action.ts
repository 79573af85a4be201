import { useCallback } from 'react';
import type { Fantasy } from '@duet/contracts';
import { useSession } from '#lib/session.ts';
import { useLikeFantasy, type LikeAction } from '../api/like-fantasy.ts';

/**
 * Like or dislike as the signed-in user; a visitor is asked to sign in instead. Answers whether the
 * action was sent, so a swipe deck knows whether to move on.
 */
export function useLikeAction(onNeedLogin: () => void) {
  const { isAuthorized } = useSession();
  const { mutate } = useLikeFantasy();
  return useCallback(
    (fantasy: Pick<Fantasy, 'id' | 'title'>, action: LikeAction): boolean => {
      if (!isAuthorized) {
        onNeedLogin();
        return false;
      }
      mutate({ fantasy, action });
      return true;
    },
    [isAuthorized, mutate, onNeedLogin],
  );
}
