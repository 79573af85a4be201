import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale, Me } from '@duet/contracts';
import { INTIMATE_CONSENT_VERSION, endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { storeProfile, USER_SCOPE } from '#lib/session.ts';

/** Consents to the text this build shows (ADR 0035); the answer is the profile that now holds it. */
export async function giveIntimateConsent(locale: Locale): Promise<Me> {
  const profile = await api(endpoints.giveIntimateConsent, {
    locale,
    body: { version: INTIMATE_CONSENT_VERSION },
  });
  storeProfile(profile);
  return profile;
}

export function useGiveIntimateConsent() {
  const locale = useLocale();
  return useMutation({ mutationFn: () => giveIntimateConsent(locale) });
}

/**
 * Withdraws the consent, which erases the answers, matches, deep id and own cards: everything of
 * the account's is read again, and the public counts too (a match gone counts no more).
 */
export function useWithdrawIntimateConsent() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(endpoints.withdrawIntimateConsent, { locale }),
    onSuccess: async (profile) => {
      storeProfile(profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [USER_SCOPE] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.fantasyStats }),
      ]);
    },
  });
}
