import { useQuery } from '@tanstack/react-query';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { getNotifications } from './get-notifications.ts';

export const UNREAD_REFETCH_MS = 60_000;
export const UNREAD_KEY = [...queryKeys.notifications, 'unread'] as const;

/** Unread items on the first page, without marking anything: the navigation badge. */
export function useUnreadCount(): number {
  const locale = useLocale();
  const { isAuthorized } = useSession();
  const query = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => getNotifications(locale, { markRead: false }, signal),
    select: (page) => page.results.filter((item) => !item.is_read).length,
    enabled: isAuthorized,
    refetchInterval: UNREAD_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
  return isAuthorized ? (query.data ?? 0) : 0;
}
