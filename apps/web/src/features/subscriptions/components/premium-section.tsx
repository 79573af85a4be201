import { useTranslation } from 'react-i18next';
import { Crown, Gift } from 'lucide-react';
import { ButtonLink } from '#components/ui/button.tsx';
import '#locales/premium.ts';
import { ActivationCodeForm } from './activation-code-form.tsx';
import { SubscriptionStatus } from './subscription-status.tsx';

/** The profile's premium card body: the couple's status, where to buy or gift it, and a code. */
export function PremiumSection() {
  const { t } = useTranslation('premium');
  return (
    <>
      <SubscriptionStatus />
      <div className="premium-links">
        <ButtonLink to="/profile/plans/" size="sm">
          <Crown aria-hidden="true" />
          {t('profile.plans')}
        </ButtonLink>
        <ButtonLink to="/gift/" size="sm" variant="secondary">
          <Gift aria-hidden="true" />
          {t('profile.gift')}
        </ButtonLink>
      </div>
      <ActivationCodeForm />
    </>
  );
}
