import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invite, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidatePair } from './invalidate-pair.ts';

export function createInvite(locale: Locale, username: string): Promise<Invite> {
  return api(endpoints.createInvite, { locale, body: { username } });
}

export function useCreateInvite() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => createInvite(locale, username),
    onSuccess: () => track('invite_sent'),
    onSettled: () => invalidatePair(queryClient, locale),
  });
}
