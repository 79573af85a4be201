import { useCallback } from 'react';
import type { Fantasy } from '@duet/contracts';
import { useSession } from '#lib/session.ts';
import { useLikeFantasy, type LikeAction } from '../api/like-fantasy.ts';

/**
 * Like or dislike as the signed-in user; a visitor is asked to sign in instead. Answers whether the
 * action was sent, so a swipe deck knows whether to move on. When the API answers that the fantasy
 * needs premium, `onPremiumRequired` is called (an error toast otherwise).
 */
export function useLikeAction(onNeedLogin: () => void, onPremiumRequired?: () => void) {
  const { isAuthorized } = useSession();
  const { mutate } = useLikeFantasy({ onPremiumRequired });
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
