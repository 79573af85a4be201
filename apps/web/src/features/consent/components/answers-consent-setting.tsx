import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartOff } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { errorMessageKey } from '#lib/api-client.ts';
import { formatLongDate } from '#lib/format-date.ts';
import { hasIntimateConsent } from '#lib/intimate-consent.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/answers-consent.ts';
import { useWithdrawIntimateConsent } from '../api/intimate-consent.ts';
import './answers-consent.css';

/**
 * The profile's place for the consent to process answers (ADR 0035): whether it is given, and
 * withdrawing it after a dialog that says what is erased and what stays. Without a consent the
 * same action erases answers given before consent was asked.
 */
export function AnswersConsentSetting() {
  const { t } = useTranslation(['answers-consent', 'common']);
  const locale = useLocale();
  const titleId = useId();
  const { profile } = useSession();
  const [isConfirming, setIsConfirming] = useState(false);
  const withdraw = useWithdrawIntimateConsent();
  const consent = profile?.intimate_answers_consent ?? null;
  const isGiven = consent !== null;
  const status = !consent
    ? t('profile.none')
    : hasIntimateConsent(profile)
      ? t('profile.given', { date: formatLongDate(consent.given_at, locale) })
      : t('profile.outdated');

  return (
    <section className="answers-consent-setting" aria-labelledby={titleId}>
      <h3 id={titleId} className="answers-consent-setting__title">
        {t('step.title')}
      </h3>
      <p className="muted">{status}</p>
      <Button variant="secondary" onClick={() => setIsConfirming(true)} aria-haspopup="dialog">
        <HeartOff aria-hidden="true" />
        {isGiven ? t('profile.withdraw') : t('profile.erase')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setIsConfirming(open);
          if (!open) withdraw.reset();
        }}
        title={isGiven ? t('profile.withdrawTitle') : t('profile.eraseTitle')}
        description={t('profile.text')}
        cancelLabel={t('profile.cancel')}
        confirmLabel={isGiven ? t('profile.confirmWithdraw') : t('profile.confirmErase')}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setIsConfirming(false);
              showSuccessToast(isGiven ? t('profile.withdrawn') : t('profile.erased'));
            },
          })
        }
        isPending={withdraw.isPending}
        alert={withdraw.isError && <FormAlert>{t(`common:${errorMessageKey(withdraw.error)}`)}</FormAlert>}
      >
        <ul className="answers-consent__points">
          <li>{t('profile.goes')}</li>
          <li>{t('profile.matches')}</li>
          <li>{t('profile.stays')}</li>
        </ul>
      </ConfirmDialog>
    </section>
  );
}
