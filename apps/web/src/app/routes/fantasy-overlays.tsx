import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Fantasy } from '@duet/contracts';
import { getFantasyStatsQueryOptions } from '#features/matches/api/get-fantasy-stats.ts';
import { getSession, useSession } from '#lib/session.ts';
import { useLocale } from '#lib/locale.ts';
import { PopupHistoryContext } from '#components/ui/popup-history.ts';
import { PremiumOffer } from './premium-invitation.tsx';

const FeedbackDialog = lazy(() =>
  import('#features/fantasies/components/feedback-dialog.tsx').then((module) => ({
    default: module.FeedbackDialog,
  })),
);
const PreparationDialog = lazy(() =>
  import('#features/fantasies/components/preparation-dialog.tsx').then((module) => ({
    default: module.PreparationDialog,
  })),
);
const NeedLoginDialog = lazy(() =>
  import('../auth/need-login-dialog.tsx').then((module) => ({ default: module.NeedLoginDialog })),
);

export type FantasyOverlay = 'feedback' | 'preparation';

type FantasyOverlaysProps = {
  overlay: FantasyOverlay | null;
  fantasy: Pick<Fantasy, 'id' | 'title'>;
  onClose: () => void;
};

/**
 * The popups a fantasy's child routes open over its page: `feedback/` (a visitor is asked to sign in
 * first, then writes) and `preparation/`. Closing one goes back to the fantasy's own URL.
 */
export function FantasyOverlays({ overlay, fantasy, onClose }: FantasyOverlaysProps) {
  const { isAuthorizationCompleted } = useSession();
  const queryClient = useQueryClient();
  const locale = useLocale();
  if (overlay === null) return null;

  function onOpenChange(open: boolean) {
    if (!open) onClose();
  }

  return (
    // These popups are routes: Back leaves `preparation/` or `feedback/` by itself.
    <PopupHistoryContext value={false}>
      <Suspense fallback={null}>
        {overlay === 'preparation' && (
          <PreparationDialog
            open
            onOpenChange={onOpenChange}
            fantasyId={fantasy.id}
            premiumOffer={<PremiumOffer />}
          />
        )}
        {overlay === 'feedback' && isAuthorizationCompleted && (
          <FeedbackDialog
            open
            onOpenChange={onOpenChange}
            fantasy={fantasy}
            // The "comments" order counts feedback.
            onSent={() =>
              void queryClient.invalidateQueries({ queryKey: getFantasyStatsQueryOptions(locale).queryKey })
            }
          />
        )}
        {overlay === 'feedback' && !isAuthorizationCompleted && (
          <NeedLoginDialog
            reason="feedback"
            open
            onOpenChange={(open) => {
              // Signed in: the feedback popup takes this one's place, so stay on `feedback/`.
              if (!open && !getSession().isAuthorizationCompleted) onClose();
            }}
          />
        )}
      </Suspense>
    </PopupHistoryContext>
  );
}
