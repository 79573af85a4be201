import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useForgetSession } from '#lib/forget-session.ts';
import { useLocale } from '#lib/locale.ts';

export function deleteAccount(locale: Locale): Promise<void> {
  return api(endpoints.deleteAccount, { locale });
}

/** Deletes the account; this device forgets it only once the server has. */
export function useDeleteAccount() {
  const locale = useLocale();
  const forgetSession = useForgetSession();
  return useMutation({
    mutationFn: () => deleteAccount(locale),
    onSuccess: forgetSession,
  });
}
