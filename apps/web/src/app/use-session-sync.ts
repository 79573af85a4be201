import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { USER_SCOPE, useSession } from '#lib/session.ts';

/**
 * When the session ends while a page is open (logout, or the API refusing the stored token), the
 * user's cached data goes and the route guards run again, so a guarded page does not stay on screen.
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
  }, [token, queryClient, revalidate]);
}
