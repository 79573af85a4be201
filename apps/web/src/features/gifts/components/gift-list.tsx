import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Ban, CheckCheck, Hourglass } from 'lucide-react';
import type { Gift } from '@duet/contracts';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { useLocale } from '#lib/locale.ts';
import '#locales/gifts.ts';
import { formatLongDate } from '#lib/format-date.ts';
import { ShareGiftLink } from './share-gift-link.tsx';
import '#components/ui/pill-badge.css';
import './gifts.css';

function GiftStatus({ gift }: { gift: Gift }) {
  const { t } = useTranslation('gifts');
  if (gift.redeemed) {
    return (
      <>
        <CheckCheck aria-hidden="true" />
        {t('list.redeemed')}
      </>
    );
  }
  if (gift.voided) {
    return (
      <>
        <Ban aria-hidden="true" />
        {t('list.voided')}
      </>
    );
  }
  return (
    <>
      <Hourglass aria-hidden="true" />
      {t('list.waiting')}
    </>
  );
}

function GiftItem({ gift }: { gift: Gift }) {
  const { t } = useTranslation('gifts');
  const locale = useLocale();
  const name = t('months', { count: gift.plan.months });
  const titleId = `gift-item-${gift.id}`;
  return (
    <article className="gift-item" aria-labelledby={titleId}>
      <div className="gift-item__head">
        <h3 id={titleId} className="gift-item__title">
          <LocalizedLink to={`/gift/${encodeURIComponent(gift.id)}/`}>{name}</LocalizedLink>
        </h3>
        <p
          className={clsx(
            'pill-badge',
            'gift-item__status',
            gift.redeemed && 'gift-item__status--redeemed',
            !gift.redeemed && gift.voided && 'gift-item__status--voided',
          )}
        >
          <GiftStatus gift={gift} />
        </p>
      </div>
      <p className="gift-item__meta">
        {t('list.bought', { date: formatLongDate(gift.created_at, locale) })}
        {gift.redeemed && gift.redeemed_at && (
          <> · {t('list.redeemedAt', { date: formatLongDate(gift.redeemed_at, locale) })}</>
        )}
      </p>
      {!gift.redeemed && gift.voided && <p className="gift-item__meta">{t('list.voidedText')}</p>}
      {!gift.redeemed && !gift.voided && <ShareGiftLink giftId={gift.id} label={name} />}
    </article>
  );
}

/** My certificates: what each gives, when it was bought, and the link for those still waiting. */
export function GiftList({ gifts }: { gifts: readonly Gift[] }) {
  const { t } = useTranslation('gifts');
  return (
    <ul role="list" className="gift-list" aria-label={t('list.label')}>
      {gifts.map((gift) => (
        <li key={gift.id}>
          <GiftItem gift={gift} />
        </li>
      ))}
    </ul>
  );
}
