import { useTranslation } from 'react-i18next';
import { CheckboxField, FormAlert } from '#components/ui/field.tsx';
import '#locales/account.ts';
import { usePushSetting } from '../hooks/use-push-setting.ts';

/**
 * "Push notifications on this device", in the profile's settings. A server without push shows the
 * switch off and says why, rather than leaving a gap where people look for it.
 */
export function PushSetting() {
  const { t } = useTranslation(['account', 'common']);
  const push = usePushSetting();
  if (push.status === 'hidden') return null;
  const hint =
    push.status === 'unavailable'
      ? t('profile.push.unavailable')
      : push.status === 'unsupported'
        ? t('profile.push.unsupported')
        : push.status === 'blocked' || push.isRefused
          ? t('profile.push.blocked')
          : t('profile.push.hint');
  return (
    <>
      <CheckboxField
        isSwitch
        label={t('profile.push.label')}
        hint={hint}
        checked={push.isBusy ? !(push.status === 'on') : push.status === 'on'}
        disabled={
          push.isBusy ||
          push.status === 'unavailable' ||
          push.status === 'unsupported' ||
          push.status === 'blocked'
        }
        onChange={(event) => push.toggle(event.target.checked)}
      />
      {push.hasFailed && <FormAlert>{t('common:error.common')}</FormAlert>}
    </>
  );
}
