import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { i18n } from '#lib/i18n.ts';
import { unsubscribeDevice } from '#lib/push-device.ts';
import { takeSessionEndedByServer, USER_SCOPE, useSession } from '#lib/session.ts';
import { showInfoToast } from '#lib/toast.ts';

/**
 * When the session ends while a page is open (logout, or the API refusing the stored token), the
 * user's cached data goes and the route guards run again, so a guarded page does not stay on screen.
 * When the server ended it (another device signed this one out), the page also says so, and this
 * browser's push subscription goes as at logout.
 */
export function useSessionSync(): void {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  const previousToken = useRef(token);

  useEffect(() => {
    const hadToken = previousToken.current !== null;
    previousToken.current = token;
    if (!hadToken || token !== null) return;
    queryClient.removeQueries({ queryKey: [USER_SCOPE] });
    void revalidate();
    if (!takeSessionEndedByServer()) return;
    void unsubscribeDevice();
    showInfoToast(i18n.t('session.ended'), i18n.t('session.endedHint'));
  }, [token, queryClient, revalidate]);
}
