import { useTranslation } from 'react-i18next';
import { Crown, HeartHandshake } from 'lucide-react';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useLocale } from '#lib/locale.ts';
import { IconBubble } from '#components/ui/icon-bubble.tsx';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/premium.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { formatLongDate } from '#lib/format-date.ts';
import { isSubscriptionActive } from '../utils/premium.ts';
import './subscriptions.css';

/** The couple's premium in a line: until when, and whether it comes from the partner. */
export function SubscriptionStatus() {
  const { t } = useTranslation('premium');
  const locale = useLocale();
  const subscription = useSubscription();

  if (subscription.isPending) {
    return (
      <LoadingRegion className="premium-status" label={t('status.loading')}>
        <Skeleton width="14rem" height="1.25rem" />
      </LoadingRegion>
    );
  }
  if (subscription.isError) return <p className="premium-status__hint">{t('status.loadError')}</p>;

  const isActive = isSubscriptionActive(subscription.data);
  const expiresAt = subscription.data.expires_at;
  return (
    <div className={isActive ? 'premium-status premium-status--active' : 'premium-status'}>
      <IconBubble tone={isActive ? 'accent' : 'quiet'}>
        {isActive && subscription.data.from_partner ? <HeartHandshake /> : <Crown />}
      </IconBubble>
      <div className="premium-status__text">
        <p className="premium-status__title">
          {isActive && expiresAt
            ? t('status.active', { date: formatLongDate(expiresAt, locale) })
            : t('status.inactive')}
        </p>
        <p className="premium-status__hint">
          {isActive
            ? subscription.data.from_partner
              ? t('status.fromPartner')
              : t('benefits.couple')
            : t('status.inactiveHint')}
        </p>
      </div>
    </div>
  );
}
