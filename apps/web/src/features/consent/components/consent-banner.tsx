import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
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
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => reserveSpaceBelowContent(banner.current), [consent]);
  if (consent !== null) return null;
  return (
    <section ref={banner} className="consent-banner" aria-labelledby={titleId}>
      <ShieldCheck className="consent-banner__icon" aria-hidden="true" />
      <div className="consent-banner__body">
        <p id={titleId} className="consent-banner__title">
          {t('banner.title')}
        </p>
        <p className="consent-banner__text">
          {t('banner.text')} <LocalizedLink to="/privacy/">{t('banner.policy')}</LocalizedLink>
        </p>
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

const SPACE_PROPERTY = '--consent-banner-space';

/**
 * The banner floats over the page, so the page keeps room for it: the last card can scroll clear
 * of it, and keyboard focus (scroll-padding) stops above it instead of behind it.
 */
function reserveSpaceBelowContent(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const root = document.documentElement;
  const measure = () => {
    // Layout sizes, not the bounding box: the entrance animation moves the banner by a transform.
    const space = element.offsetHeight + (parseFloat(getComputedStyle(element).bottom) || 0);
    root.style.setProperty(SPACE_PROPERTY, `${Math.ceil(space)}px`);
  };
  measure();
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  window.addEventListener('resize', measure);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', measure);
    root.style.removeProperty(SPACE_PROPERTY);
  };
}
