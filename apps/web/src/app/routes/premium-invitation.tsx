import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Crown, Gift } from 'lucide-react';
import { ButtonLink } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { useLocale } from '#lib/locale.ts';
import '#locales/feed.ts';
import './premium.css';

/**
 * Where premium is had. Subscriptions are offered only in the Russian interface (spec §2), so the
 * English one points to the Russian plans page.
 */
export function PremiumOffer() {
  const { t } = useTranslation('feed');
  const locale = useLocale();
  return (
    <div className="premium-offer">
      {locale === 'ru' ? (
        <ButtonLink to="/profile/plans/">
          <Crown aria-hidden="true" />
          {t('premium.plans')}
        </ButtonLink>
      ) : (
        <p className="premium-offer__note">
          {t('premium.ruOnly')}{' '}
          <Link to="/ru/profile/plans/" hrefLang="ru">
            {t('premium.ruLink')}
          </Link>
        </p>
      )}
      <p className="premium-offer__gift">
        <Gift aria-hidden="true" />
        <LocalizedLink to="/gift/">{t('premium.gift')}</LocalizedLink>
      </p>
    </div>
  );
}

type PremiumInvitationDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The invitation a locked fantasy opens instead of a like, a date or a deep-id place. */
export function PremiumInvitationDialog({ open, onOpenChange }: PremiumInvitationDialogProps) {
  const { t } = useTranslation('feed');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="compact"
      title={t('premium.title')}
      description={t('premium.text')}
    >
      <PremiumOffer />
    </Dialog>
  );
}

/** `open()` shows the premium invitation; render `dialog` where it outlives the button that asked. */
export function usePremiumInvitation() {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const dialog = <PremiumInvitationDialog open={isOpen} onOpenChange={setIsOpen} />;
  return { open, dialog };
}
