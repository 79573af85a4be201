import { useTranslation } from 'react-i18next';
import { Gift, HeartHandshake, LockOpen } from 'lucide-react';
import '#locales/premium.ts';
import './subscriptions.css';

const BENEFITS = [
  { key: 'unlock', Icon: LockOpen },
  { key: 'couple', Icon: HeartHandshake },
  { key: 'gift', Icon: Gift },
] as const;

/** What premium gives, as a short list. */
export function PremiumBenefits({ headingId }: { headingId: string }) {
  const { t } = useTranslation('premium');
  return (
    <section className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-card__title">
        {t('benefits.title')}
      </h2>
      <ul className="premium-benefits">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="premium-benefits__item">
            <Icon aria-hidden="true" />
            <span>{t(`benefits.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
