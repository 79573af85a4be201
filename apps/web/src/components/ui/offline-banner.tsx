import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useIsOnline } from '#lib/online-status.ts';
import './offline-banner.css';

/**
 * Tells the user the network is gone and that nothing needs doing: queries pause while offline and
 * TanStack Query refetches them when the browser is back online. A status region, so screen readers
 * announce it politely; it exists only while offline, so pages keep the only status region otherwise.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <div role="status" className="offline-banner">
      <p className="offline-banner__content">
        <WifiOff className="offline-banner__icon" aria-hidden="true" />
        <span>
          <strong>{t('offline.title')}</strong> {t('offline.body')}
        </span>
      </p>
    </div>
  );
}
