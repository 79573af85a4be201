import { useMutation } from '@tanstack/react-query';
import type { Locale, LogoutAllResponse } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useForgetSession } from '#lib/forget-session.ts';

/** Revokes every token of the user, this device's included. */
export function logoutAll(locale: Locale): Promise<LogoutAllResponse> {
  return api(endpoints.logoutAll, { locale });
}

/**
 * Unlike logout, a failure keeps this device signed in: the other devices may still be, and the
 * user should know and try again. (A 401 means the token is gone anyway; the API client forgets it.)
 */
export function useLogoutAll() {
  const locale = useLocale();
  const forgetSession = useForgetSession();
  return useMutation({
    mutationFn: () => logoutAll(locale),
    onSuccess: forgetSession,
  });
}
