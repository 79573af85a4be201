import { lazy, Suspense, useCallback, useState } from 'react';
import { getSession } from '#lib/session.ts';
import type { NeedLoginReason } from './need-login-reason.ts';

// The sign-in panel and its copy load when a visitor first needs them.
const NeedLoginDialog = lazy(() =>
  import('./need-login-dialog.tsx').then((module) => ({ default: module.NeedLoginDialog })),
);

/**
 * The need-login popup (spec §2) for a page: `requestLogin` opens it, and `dialog` must be rendered
 * where it outlives whatever asked (a button that disappears once signed in, while the
 * account-creation step may still follow). `onSignedIn` goes on with what the visitor asked for
 * (redeem a gift, accept an invitation) when the popup closes on a finished sign-in; `reason` picks
 * the popup's line, so accepting a gift does not speak of likes.
 */
export function useNeedLogin(onSignedIn?: () => void, reason: NeedLoginReason = 'likes') {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const requestLogin = useCallback(() => {
    setWasOpened(true);
    setIsOpen(true);
  }, []);
  const dialog = wasOpened ? (
    <Suspense fallback={null}>
      <NeedLoginDialog
        reason={reason}
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          if (!open && getSession().isAuthorizationCompleted) onSignedIn?.();
        }}
      />
    </Suspense>
  ) : null;
  return { requestLogin, dialog };
}
