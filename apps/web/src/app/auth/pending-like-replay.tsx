import { useEffect } from 'react';
import { readDiscreet } from '#lib/discreet.ts';
import { i18n } from '#lib/i18n.ts';
import { useLikeFantasy } from '#features/matches/api/like-fantasy.ts';
import { takePendingLike } from '#features/matches/utils/pending-like.ts';
import { useSession } from '#lib/session.ts';
import { showErrorToast, showSuccessToast } from '#lib/toast.ts';
import '#locales/matches.ts';

const tellNeedsPremium = () => showErrorToast(i18n.t('matches:like.pendingNeedsPremium'));

/**
 * Sends the like tapped before signing in; mounted once the account is ready (signed in, username
 * chosen), wherever the visitor came back to. A match it completes is celebrated as usual.
 */
export function PendingLikeReplay(): null {
  const { isAuthorizationCompleted } = useSession();
  const { mutateAsync } = useLikeFantasy({ onPremiumRequired: tellNeedsPremium });
  useEffect(() => {
    if (!isAuthorizationCompleted) return;
    const pending = takePendingLike();
    if (!pending) return;
    // A promise, not mutate's callbacks: those are dropped if this unmounts before the answer.
    mutateAsync({ fantasy: pending, action: 'like' }).then(
      (result) => {
        if (result.state === 'like') {
          showSuccessToast(
            readDiscreet().isOn
              ? i18n.t('matches:like.pendingSavedDiscreet')
              : i18n.t('matches:like.pendingSaved', { title: pending.title }),
          );
        }
      },
      () => undefined, // told by the like's own error toast
    );
  }, [isAuthorizationCompleted, mutateAsync]);
  return null;
}
