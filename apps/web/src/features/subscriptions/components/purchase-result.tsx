import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Gift, HeartCrack, PartyPopper, SearchX, Undo2 } from 'lucide-react';
import { ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import type { Gift as Certificate } from '@duet/contracts';
import '#locales/premium.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { usePurchase } from '../api/get-purchase.ts';
import { refetchSubscriptionSoon } from '../api/refetch-subscription.ts';
import { formatLongDate } from '#lib/format-date.ts';
import { isSubscriptionActive } from '../utils/premium.ts';
import { trackPurchasePaidOnce } from '../utils/track-purchase-paid.ts';
import './subscriptions.css';

/** How often a pending purchase is read again, and for how long before we stop and promise a notification. */
export const PURCHASE_POLL_MS = 2000;
export const PURCHASE_POLL_LIMIT_MS = 2 * 60 * 1000;

function useIsSlow(purchaseId: string): boolean {
  const [slowPurchaseId, setSlowPurchaseId] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSlowPurchaseId(purchaseId), PURCHASE_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [purchaseId]);
  return slowPurchaseId === purchaseId;
}

function NotFound() {
  const { t } = useTranslation('premium');
  return (
    <EmptyState
      as="h1"
      icon={<SearchX />}
      title={t('success.notFoundTitle')}
      actions={<ButtonLink to="/profile/plans/">{t('success.toPlans')}</ButtonLink>}
    >
      <p>{t('success.notFoundText')}</p>
    </EmptyState>
  );
}

function OwnPaid() {
  const { t } = useTranslation('premium');
  const locale = useLocale();
  // Premium is the couple's: one who has no partner yet is told it will be shared, not that it is.
  const { partner } = useSession();
  const subscription = useSubscription();
  const expiresAt = isSubscriptionActive(subscription.data) ? subscription.data?.expires_at : null;
  return (
    <EmptyState
      as="h1"
      role="status"
      icon={<PartyPopper />}
      title={t('success.ownTitle')}
      actions={<ButtonLink to="/">{t('success.toFeed')}</ButtonLink>}
    >
      <p>
        {expiresAt
          ? t(partner ? 'success.ownText' : 'success.ownTextSingle', {
              date: formatLongDate(expiresAt, locale),
            })
          : t('benefits.unlock')}
      </p>
    </EmptyState>
  );
}

/** Draws a paid gift's certificate link; the page composes it from the gifts feature. */
export type RenderGiftLink = (gift: Certificate, label: string) => ReactNode;

function GiftPaid({ gift, renderGiftLink }: { gift: Certificate | null; renderGiftLink: RenderGiftLink }) {
  const { t } = useTranslation('premium');
  return (
    <EmptyState
      as="h1"
      role="status"
      icon={<Gift />}
      title={t('success.giftTitle')}
      actions={
        <ButtonLink to="/gift/" variant="secondary">
          {t('success.toGifts')}
        </ButtonLink>
      }
    >
      <p>{t('success.giftText')}</p>
      {gift && renderGiftLink(gift, t('plans.months', { count: gift.plan.months }))}
    </EmptyState>
  );
}

/** The outcome of a purchase: waits for the acquirer's word, then shows what was bought. */
export function PurchaseResult({
  purchaseId,
  renderGiftLink,
}: {
  purchaseId: string;
  renderGiftLink: RenderGiftLink;
}) {
  const { t } = useTranslation('premium');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const isSlow = useIsSlow(purchaseId);
  const purchase = usePurchase(purchaseId, { pollMs: isSlow ? false : PURCHASE_POLL_MS });

  // The payment may have just given premium; read the subscription again (spec §7).
  useEffect(() => refetchSubscriptionSoon(queryClient, locale), [queryClient, locale]);

  const paid = purchase.data?.status === 'paid' ? purchase.data : null;
  useEffect(() => {
    if (paid) trackPurchasePaidOnce(paid);
  }, [paid]);

  if (!purchaseId) return <NotFound />;
  if (purchase.isPending) {
    return <EmptyState as="h1" role="status" icon={<Clock />} title={t('success.loading')} />;
  }
  if (purchase.isError) {
    const error = purchase.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;
    return <QueryErrorState as="h1" title={t('success.loading')} query={purchase} />;
  }

  const { status, kind, gift } = purchase.data;
  switch (status) {
    case 'pending':
      return (
        <EmptyState
          as="h1"
          role="status"
          icon={<Clock />}
          title={isSlow ? t('success.slowTitle') : t('success.pendingTitle')}
        >
          <p>{isSlow ? t('success.slowText') : t('success.pendingText')}</p>
        </EmptyState>
      );
    case 'paid':
      return kind === 'gift' ? <GiftPaid gift={gift} renderGiftLink={renderGiftLink} /> : <OwnPaid />;
    case 'failed':
      return (
        <EmptyState
          as="h1"
          role="alert"
          tone="danger"
          icon={<HeartCrack />}
          title={t('success.failedTitle')}
          actions={<ButtonLink to="/profile/plans/">{t('success.toPlans')}</ButtonLink>}
        >
          <p>{t('success.failedText')}</p>
        </EmptyState>
      );
    case 'refunded':
      return (
        <EmptyState
          as="h1"
          icon={<Undo2 />}
          title={t('success.refundedTitle')}
          actions={<ButtonLink to="/profile/plans/">{t('success.toPlans')}</ButtonLink>}
        >
          <p>{t('success.refundedText')}</p>
        </EmptyState>
      );
  }
}
