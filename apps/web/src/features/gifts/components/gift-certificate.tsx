import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gift } from '@duet/contracts';
import { DuetMark } from '#components/ui/logo.tsx';
import '#locales/gifts.ts';
import './gifts.css';

type GiftCertificateProps = {
  gift: Pick<Gift, 'id' | 'plan'>;
  /** What can be done with it now: redeem, share, or a word that it is spent. */
  children?: ReactNode;
};

/** The certificate itself: the Duet mark, "Duet Premium", the plan and its period, a short wish. */
export function GiftCertificate({ gift, children }: GiftCertificateProps) {
  const { t } = useTranslation('gifts');
  const titleId = `gift-${gift.id}-title`;
  return (
    <section className="gift-certificate" aria-labelledby={titleId}>
      <div className="gift-certificate__card">
        <div className="gift-certificate__brand">
          <DuetMark className="gift-certificate__mark" />
          <p className="gift-certificate__eyebrow">{t('certificate.eyebrow')}</p>
        </div>
        <h1 id={titleId} className="gift-certificate__title">
          Duet Premium
        </h1>
        {/* The period says it all; plan titles name the same period. */}
        <p className="gift-certificate__plan">{t('months', { count: gift.plan.months })}</p>
        <p className="gift-certificate__wish">{t('certificate.wish')}</p>
      </div>
      {children && <div className="gift-certificate__actions">{children}</div>}
    </section>
  );
}
