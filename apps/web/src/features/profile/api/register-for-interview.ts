import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

/** Spec §7: the response is not read. */
export async function registerForInterview(locale: Locale, tgUsername: string): Promise<void> {
  await api(endpoints.registerForInterview, { locale, body: { tg_username: tgUsername } });
}

export function useRegisterForInterview() {
  const locale = useLocale();
  return useMutation({ mutationFn: (tgUsername: string) => registerForInterview(locale, tgUsername) });
}
