import { useTranslation } from 'react-i18next';
import { CheckboxField } from '#components/ui/field.tsx';
import { chooseConsent } from '#lib/analytics.ts';
import { useConsent } from '#lib/consent.ts';

/** The profile's settings row for the same choice as the consent banner. */
export function ConsentSetting() {
  const { t } = useTranslation('consent');
  const consent = useConsent();
  return (
    <CheckboxField
      isSwitch
      label={t('settings.label')}
      hint={t('settings.hint')}
      checked={consent === 'all'}
      onChange={(event) => chooseConsent(event.target.checked ? 'all' : 'necessary')}
    />
  );
}
