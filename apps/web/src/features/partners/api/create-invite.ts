import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invite, Locale } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { invalidatePair } from './invalidate-pair.ts';

export function createInvite(locale: Locale, username: string): Promise<Invite> {
  return apiRequest<Invite>('/invites/create/', { locale, method: 'POST', body: { username } });
}

export function useCreateInvite() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => createInvite(locale, username),
    onSettled: () => invalidatePair(queryClient, locale),
  });
}
