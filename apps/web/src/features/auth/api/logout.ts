import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useForgetSession } from '#lib/forget-session.ts';

/** Revokes the bearer token on the server. */
export function logout(locale: Locale): Promise<void> {
  return api(endpoints.logout, { locale });
}

/** Logout forgets the session also when the server could not be reached: the user asked to leave this device. */
export function useLogout() {
  const locale = useLocale();
  const forgetSession = useForgetSession();
  return useMutation({
    mutationFn: () => logout(locale),
    onSettled: forgetSession,
  });
}
