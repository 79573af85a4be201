import { useInfiniteQuery } from '@tanstack/react-query';
import type { Locale, Notification, Page } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api, asPage } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** One page, newest first. `markRead` marks that page read; the answer still tells which were unread. */
export function getNotifications(
  locale: Locale,
  { markRead, page = 1 }: { markRead: boolean; page?: number },
  signal?: AbortSignal,
): Promise<Page<Notification>> {
  const query = { mark_read: markRead ? 'true' : 'false', page: page > 1 ? page : undefined } as const;
  return api(endpoints.listNotifications, { locale, signal, query }).then(asPage);
}

export const NOTIFICATIONS_FEED_KEY = [...queryKeys.notifications, 'feed'] as const;

/**
 * The notifications page: read once per visit (each page fetched marks itself read), so what came
 * unread keeps its styling while the page stays open.
 */
export function useNotificationsFeed() {
  const locale = useLocale();
  const { isAuthorized } = useSession();
  return useInfiniteQuery({
    queryKey: NOTIFICATIONS_FEED_KEY,
    queryFn: ({ pageParam, signal }) => getNotifications(locale, { markRead: true, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.next ? page + 1 : undefined),
    enabled: isAuthorized,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}
