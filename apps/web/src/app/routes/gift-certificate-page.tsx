import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, CheckCheck, Gift as GiftIcon, LoaderCircle, PartyPopper, SearchX } from 'lucide-react';
import type { Gift } from '@duet/contracts';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useAcceptGift } from '#features/gifts/api/accept-gift.ts';
import { useGift } from '#features/gifts/api/get-gift.ts';
import { GiftCertificate } from '#features/gifts/components/gift-certificate.tsx';
import { ShareGiftLink } from '#features/gifts/components/share-gift-link.tsx';
import { formatLongDate } from '#lib/format-date.ts';
import { GIFT_ERROR_TEXTS, unavailableGift } from '#features/gifts/utils/gift-error.ts';
import { errorText } from '#lib/error-text.ts';
import { getSubscriptionQueryOptions } from '#features/subscriptions/api/get-subscription.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/gifts.ts';
import { useNeedLogin } from '../auth/use-need-login.tsx';
import './gifts-pages.css';

function RedeemSuccess({ expiresAt }: { expiresAt: string | null }) {
  const { t } = useTranslation('gifts');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // The redeem button is gone: the news takes the focus, so it is heard and the page goes on from here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="gift-cert-page__success" role="status">
      <PartyPopper aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="gift-cert-page__state-title">
        {t('certificate.successTitle')}
      </h2>
      {expiresAt && <p>{t('certificate.successText', { date: formatLongDate(expiresAt, locale) })}</p>}
      <ButtonLink to="/">{t('certificate.toFeed')}</ButtonLink>
    </div>
  );
}

function StateNote({ title, text }: { title: string; text: string }) {
  return (
    <div className="gift-cert-page__state">
      <h2 className="gift-cert-page__state-title">{title}</h2>
      <p className="gift-cert-page__state-text">{text}</p>
    </div>
  );
}

/**
 * What the reader can do with the certificate: redeem it (a visitor signs in first, and the redeem
 * goes on by itself), share it (the buyer), or learn that it is spent.
 */
function GiftActions({ gift }: { gift: Gift }) {
  const { t } = useTranslation('gifts');
  const locale = useLocale();
  const { isAuthorizationCompleted, partner } = useSession();
  const queryClient = useQueryClient();
  const accept = useAcceptGift(gift.id);
  // A visitor signs in first; the redeem they asked for goes on by itself.
  const needLogin = useNeedLogin(() => redeem(), 'gift');

  function redeem() {
    accept.mutate(undefined, {
      onSuccess: (subscription) => {
        const { queryKey } = getSubscriptionQueryOptions(locale);
        queryClient.setQueryData(queryKey, subscription);
        void queryClient.invalidateQueries({ queryKey });
      },
    });
  }

  function onRedeem() {
    if (isAuthorizationCompleted) return redeem();
    needLogin.requestLogin();
  }

  if (accept.isSuccess) return <RedeemSuccess expiresAt={accept.data.expires_at} />;

  if (gift.redeemed) {
    return (
      <>
        <CheckCheck aria-hidden="true" className="gift-cert-page__icon" />
        <StateNote title={t('certificate.redeemedTitle')} text={t('certificate.redeemedText')} />
      </>
    );
  }

  if (gift.mine) {
    const name = t('months', { count: gift.plan.months });
    return (
      <>
        <StateNote title={t('certificate.mineTitle')} text={t('certificate.mineText')} />
        <ShareGiftLink giftId={gift.id} label={name} />
        <ButtonLink to="/gift/" variant="ghost" size="sm">
          {t('certificate.toGifts')}
        </ButtonLink>
      </>
    );
  }

  return (
    <>
      <p className="gift-cert-page__state-text">
        {!isAuthorizationCompleted
          ? t('certificate.signInText')
          : partner
            ? t('certificate.redeemText')
            : t('certificate.redeemTextSingle')}
      </p>
      <Button
        onClick={onRedeem}
        disabled={accept.isPending}
        aria-haspopup={isAuthorizationCompleted ? undefined : 'dialog'}
      >
        {accept.isPending ? (
          <LoaderCircle aria-hidden="true" className="spinner" />
        ) : (
          <GiftIcon aria-hidden="true" />
        )}
        {accept.isPending ? t('certificate.redeeming') : t('certificate.redeem')}
      </Button>
      {accept.isError && <FormAlert>{errorText(accept.error, GIFT_ERROR_TEXTS)}</FormAlert>}
      {needLogin.dialog}
    </>
  );
}

/** `/gift/{cert}/`: the certificate, open to anyone with the link, and what can be done with it. */
export function GiftCertificatePage() {
  const { t } = useTranslation(['gifts', 'common']);
  const { cert = '' } = useParams();
  const gift = useGift(cert);
  const unavailable = gift.data === undefined ? unavailableGift(gift.error) : null;
  useDocumentTitle(unavailable ? t(`certificate.${unavailable}Title`) : t('common:pages.giftCert'));

  if (gift.isPending) {
    return (
      <LoadingRegion className="gift-certificate" label={t('certificate.loading')}>
        <Skeleton height="18rem" className="gifts-page__skeleton-item" />
      </LoadingRegion>
    );
  }

  if (gift.data === undefined) {
    if (unavailable) {
      return (
        <EmptyState
          as="h1"
          icon={unavailable === 'void' ? <Ban /> : <SearchX />}
          title={t(`certificate.${unavailable}Title`)}
          actions={<ButtonLink to="/">{t('certificate.toFeed')}</ButtonLink>}
        >
          <p>{t(`certificate.${unavailable}Text`)}</p>
        </EmptyState>
      );
    }
    return <QueryErrorState as="h1" title={t('certificate.errorTitle')} query={gift} />;
  }

  return (
    <div className="gift-cert-page">
      <GiftCertificate gift={gift.data}>
        <GiftActions key={gift.data.id} gift={gift.data} />
      </GiftCertificate>
    </div>
  );
}
