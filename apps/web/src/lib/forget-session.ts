import { useQueryClient } from '@tanstack/react-query';
import { unsubscribeDevice } from './push-device.ts';
import { clearSession, USER_SCOPE } from './session.ts';

/** Spec §4: forgets the token, profile, partner and every list that belongs to the user on this device. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    queryClient.removeQueries({ queryKey: [USER_SCOPE] });
    // The next person signed in here must not get this one's pushes (the server stops too: ADR 0024).
    void unsubscribeDevice();
  };
}
