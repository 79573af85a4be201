import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, SessionsList } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { USER_SCOPE, useSession } from '#lib/session.ts';

const sessionsKey = [USER_SCOPE, 'sessions'] as const;

export function getSessions(locale: Locale, signal?: AbortSignal): Promise<SessionsList> {
  return api(endpoints.listSessions, { locale, signal });
}

export function endSession(locale: Locale, id: number): Promise<void> {
  return api(endpoints.endSession, { locale, params: { id } });
}

/** The signed-in devices of the account, this one among them. */
export function useSessions() {
  const locale = useLocale();
  const { isAuthorized } = useSession();
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => getSessions(locale, signal),
    enabled: isAuthorized,
  });
}

/** Signs another device out; the list is read again whatever the answer. */
export function useEndSession() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => endSession(locale, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
