import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTIMATE_CONSENT_VERSION } from '@duet/contracts/plain';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { CheckboxField, FormAlert } from '#components/ui/field.tsx';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { ApiError, errorMessageKey } from '#lib/api-client.ts';
import { formatDocumentDate } from '#lib/format-date.ts';
import { settleIntimateConsent } from '#lib/intimate-consent.ts';
import { useLocale } from '#lib/locale.ts';
import { useSession } from '#lib/session.ts';
import '#locales/answers-consent.ts';
import { useGiveIntimateConsent } from '../api/intimate-consent.ts';
import './answers-consent.css';

/**
 * The consent to process answers about fantasies, a step of its own before the first answer that
 * needs it is kept (ADR 0035): what is kept, why, who receives it and how to take it back, in plain
 * words, and a box never ticked in advance; apart from the policy, the terms and the statistics
 * banner. Mounted while an answer waits (`lib/intimate-consent.ts`); closing it in any way but
 * agreeing drops the waiting answers and sends nothing.
 */
export function IntimateConsentStep() {
  const { t } = useTranslation(['answers-consent', 'common']);
  const locale = useLocale();
  const { profile } = useSession();
  const [isTicked, setIsTicked] = useState(false);
  const give = useGiveIntimateConsent();
  // Someone who agreed to an earlier text is told why they are asked again.
  const isAskedAgain = Boolean(profile?.intimate_answers_consent);
  const error = give.error;

  return (
    <Dialog
      open
      onOpenChange={(open) => open || settleIntimateConsent(false)}
      title={t('step.title')}
      description={isAskedAgain ? t('step.leadChanged') : t('step.lead')}
    >
      <ul className="answers-consent__points">
        <li>{t('step.what')}</li>
        <li>{t('step.why')}</li>
        <li>{t('step.who')}</li>
        <li>{t('step.withdraw')}</li>
      </ul>
      <p className="answers-consent__document muted">
        {/* A new tab: reading the policy must not close the step and drop the waiting answer. */}
        <LocalizedLink to="/privacy/" target="_blank" rel="noopener">
          {t('step.policy')}
        </LocalizedLink>
        <span>{t('step.version', { date: formatDocumentDate(INTIMATE_CONSENT_VERSION, locale) })}</span>
      </p>
      <CheckboxField
        label={t('step.agree')}
        checked={isTicked}
        onChange={(event) => setIsTicked(event.target.checked)}
      />
      {error && (
        <FormAlert>
          {error instanceof ApiError && error.code === 'consent_version_mismatch'
            ? t('step.changed')
            : t(`common:${errorMessageKey(error)}`)}
        </FormAlert>
      )}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => settleIntimateConsent(false)}>
          {t('step.notNow')}
        </Button>
        <Button
          disabled={!isTicked || give.isPending}
          onClick={() => give.mutate(undefined, { onSuccess: () => settleIntimateConsent(true) })}
        >
          {t('step.continue')}
        </Button>
      </div>
    </Dialog>
  );
}
