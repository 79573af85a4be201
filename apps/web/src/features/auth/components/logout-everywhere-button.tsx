import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonitorSmartphone } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { errorMessageKey } from '#lib/api-client.ts';
import '#locales/account.ts';
import { useLogoutAll } from '../api/logout-all.ts';

/** "Log out on all devices", after a confirmation: it also ends the sessions this device cannot see. */
export function LogoutEverywhereButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const [isConfirming, setIsConfirming] = useState(false);
  const logoutAll = useLogoutAll();

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="profile-logout"
        onClick={() => setIsConfirming(true)}
        aria-haspopup="dialog"
      >
        <MonitorSmartphone aria-hidden="true" />
        {t('profile.logoutEverywhere')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setIsConfirming(open);
          if (!open) logoutAll.reset();
        }}
        title={t('profile.logoutEverywhereTitle')}
        description={t('profile.logoutEverywhereText')}
        cancelLabel={t('profile.cancel')}
        confirmLabel={t('profile.logoutEverywhereConfirm')}
        onConfirm={() => logoutAll.mutate(undefined, { onSuccess: onLoggedOut })}
        isPending={logoutAll.isPending}
        alert={logoutAll.isError && <FormAlert>{t(`common:${errorMessageKey(logoutAll.error)}`)}</FormAlert>}
      />
    </>
  );
}
