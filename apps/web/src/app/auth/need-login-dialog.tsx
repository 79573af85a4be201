import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';
import '#locales/account.ts';
import { SignInPanel } from './sign-in-panel.tsx';

type NeedLoginDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Spec §2 need-login popup: a title, a subtitle and the sign-in panel; it closes on success. */
export function NeedLoginDialog({ open, onOpenChange }: NeedLoginDialogProps) {
  const { t } = useTranslation('account');
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('needLogin.title')}
      description={t('needLogin.subtitle')}
    >
      <SignInPanel onSuccess={close} onLeave={close} />
    </Dialog>
  );
}
