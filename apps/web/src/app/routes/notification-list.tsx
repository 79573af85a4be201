import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BellOff } from 'lucide-react';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useCards } from '#features/fantasies/hooks/use-cards.ts';
import { useInvites } from '#features/partners/api/get-invites.ts';
import { InviteAnswer } from '#features/partners/components/invite-answer.tsx';
import { useNotificationsFeed } from '#features/notifications/api/get-notifications.ts';
import { UNREAD_KEY } from '#features/notifications/api/get-unread-count.ts';
import { describeNotification } from '#features/notifications/utils/notification-text.ts';
import { useDiscreet } from '#lib/discreet.ts';
import { useLocale } from '#lib/locale.ts';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/notifications.ts';
import { formatMoment } from '#lib/format-date.ts';

/** The signed-in person's notifications, newest first; seeing them marks them read. */
export function NotificationList() {
  const { t } = useTranslation(['notifications', 'common']);
  const { t: notificationsT } = useTranslation('notifications');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { isOn: isDiscreet } = useDiscreet();
  const feed = useNotificationsFeed();
  const fantasies = useCards();
  const titles = useMemo(
    () => new Map((fantasies.data ?? []).map((fantasy) => [fantasy.id, fantasy.title])),
    [fantasies.data],
  );
  const invites = useInvites();
  const openInvites = useMemo(
    () => new Map((invites.data?.incoming ?? []).map((invite) => [invite.from_user.id, invite])),
    [invites.data],
  );
  const pageCount = feed.data?.pages.length ?? 0;
  // Reading a page marks it read: the navigation badge catches up.
  useEffect(() => {
    if (pageCount > 0) void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
  }, [pageCount, queryClient]);

  if (feed.isPending) {
    return (
      <LoadingRegion className="notification-list" label={t('common:a11y.loading')}>
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </LoadingRegion>
    );
  }
  if (feed.data === undefined) return <QueryErrorState title={t('error')} query={feed} />;
  const items = feed.data.pages.flatMap((page) => page.results);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<BellOff />}
        title={t('empty.title')}
        actions={<ButtonLink to="/">{t('empty.action')}</ButtonLink>}
      >
        <p>{t('empty.text')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {t('count', { count: feed.data.pages[0]?.count ?? items.length })}
      </p>
      <ul role="list" className="notification-list" aria-label={t('list')}>
        {items.map((item) => {
          // Discreet mode names no fantasy: the list may be read over a shoulder.
          const view = describeNotification(
            item,
            notificationsT,
            item.fantasy === null || isDiscreet ? undefined : titles.get(item.fantasy),
          );
          const openInvite =
            item.kind === 'invite_received' && item.actor ? openInvites.get(item.actor.id) : undefined;
          return (
            <li key={item.id}>
              <LocalizedLink
                to={view.to}
                className={clsx('notification', !item.is_read && 'notification--unread')}
              >
                {!item.is_read && <span className="notification__badge">{t('unread')}</span>}
                <span id={`notification-${item.id}-text`} className="notification__text">
                  {view.text}
                </span>
                {view.detail && <span className="notification__detail">{view.detail}</span>}
                <time className="notification__time" dateTime={item.created_at}>
                  {formatMoment(item.created_at, locale)}
                </time>
              </LocalizedLink>
              {/* An invitation still open is answered right here, not only on the profile. */}
              {openInvite && (
                <div className="notification__answer">
                  <InviteAnswer invite={openInvite} describedBy={`notification-${item.id}-text`} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {feed.hasNextPage && (
        <Button
          variant="secondary"
          className="notification-more"
          onClick={() => void feed.fetchNextPage()}
          disabled={feed.isFetchingNextPage}
        >
          {t('more')}
        </Button>
      )}
    </>
  );
}
