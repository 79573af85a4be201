import { useTranslation } from 'react-i18next';
import { CheckboxField, FormAlert } from '#components/ui/field.tsx';
import '#locales/account.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export function NewsSubscriptionToggle({ isSubscribed }: { isSubscribed: boolean }) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateProfile();
  // While saving, show the value being saved rather than snapping back.
  const checked = update.isPending ? Boolean(update.variables.news_subscription) : isSubscribed;
  return (
    <>
      <CheckboxField
        isSwitch
        label={t('profile.news')}
        hint={t('profile.newsHint')}
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ news_subscription: event.target.checked })}
      />
      {update.isError && <FormAlert>{t('common:error.common')}</FormAlert>}
    </>
  );
}
