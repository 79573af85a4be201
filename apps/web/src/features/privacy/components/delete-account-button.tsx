import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { DELETED_USERNAME_HOLD_DAYS } from '@duet/contracts/plain';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { FormAlert, TextField } from '#components/ui/field.tsx';
import { errorMessageKey } from '#lib/api-client.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/privacy.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * "Delete account", after a dialog that says what goes, what the partner is told, what is kept and
 * when the username is free again, and asks for the username typed out.
 */
export function DeleteAccountButton({ username, onDeleted }: { username: string; onDeleted: () => void }) {
  const { t } = useTranslation(['privacy', 'common']);
  const [isConfirming, setIsConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const deleteAccount = useDeleteAccount();

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="privacy-delete"
        onClick={() => setIsConfirming(true)}
        aria-haspopup="dialog"
      >
        <Trash2 aria-hidden="true" />
        {t('delete.button')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setIsConfirming(open);
          if (!open) {
            setTyped('');
            deleteAccount.reset();
          }
        }}
        title={t('delete.title')}
        description={t('delete.text')}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('delete.confirm')}
        // The button unmounts with the forgotten profile: a promise, not mutate's callbacks, finishes.
        onConfirm={() =>
          void deleteAccount.mutateAsync().then(
            () => {
              showSuccessToast(t('delete.deleted'));
              onDeleted();
            },
            () => undefined,
          )
        }
        isPending={deleteAccount.isPending}
        isConfirmDisabled={typed.trim().toLowerCase() !== username.toLowerCase()}
        alert={
          deleteAccount.isError && (
            <FormAlert>{t(`common:${errorMessageKey(deleteAccount.error)}`)}</FormAlert>
          )
        }
      >
        <ul className="privacy-delete__facts">
          <li>{t('delete.goes')}</li>
          <li>{t('delete.partner')}</li>
          <li>{t('delete.kept')}</li>
          <li>{t('delete.username', { username, count: DELETED_USERNAME_HOLD_DAYS })}</li>
        </ul>
        <TextField
          label={t('delete.confirmLabel')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </ConfirmDialog>
    </>
  );
}
