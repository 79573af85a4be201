import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { chooseConsent } from '#lib/analytics.ts';
import { useConsent } from '#lib/consent.ts';
import './consent.css';

/**
 * Asks once whether Duet may keep usage statistics (and load third-party counters). It does not
 * block the page: a region at the bottom, above the tab bar, gone for good after either choice.
 */
export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const consent = useConsent();
  const titleId = useId();
  if (consent !== null) return null;
  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <ShieldCheck className="consent-banner__icon" aria-hidden="true" />
      <div className="consent-banner__body">
        <p id={titleId} className="consent-banner__title">
          {t('banner.title')}
        </p>
        <p className="consent-banner__text">{t('banner.text')}</p>
      </div>
      <div className="consent-banner__actions">
        <Button variant="secondary" size="sm" onClick={() => chooseConsent('necessary')}>
          {t('banner.necessary')}
        </Button>
        <Button size="sm" onClick={() => chooseConsent('all')}>
          {t('banner.allow')}
        </Button>
      </div>
    </section>
  );
}
