import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';
import { forgetPendingLike } from '#features/matches/utils/pending-like.ts';
import { useSession } from '#lib/session.ts';
import '#locales/account.ts';
import { SignInPanel } from './sign-in-panel.tsx';
import type { NeedLoginReason } from './need-login-reason.ts';

type NeedLoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason: NeedLoginReason;
};

const SUBTITLES = {
  likes: 'needLogin.subtitle',
  gift: 'needLogin.giftSubtitle',
  invite: 'needLogin.inviteSubtitle',
  feedback: 'needLogin.feedbackSubtitle',
} as const satisfies Record<NeedLoginReason, string>;

/**
 * Spec §2 need-login popup: a title, a subtitle and the sign-in panel (whose account-creation step
 * it titles 'account' instead); it closes on success. Closed
 * without signing in, it drops the like that opened it: that like is not sent at a later sign-in.
 */
export function NeedLoginDialog({ open, onOpenChange, reason }: NeedLoginDialogProps) {
  const { t } = useTranslation('account');
  // One heading per step: the account-creation step is titled by the dialog, not under its title.
  const { needCreateAccount } = useSession();
  const dismiss = () => {
    forgetPendingLike();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : dismiss())}
      title={needCreateAccount ? t('account.title') : t('needLogin.title')}
      description={needCreateAccount ? t('account.lead') : t(SUBTITLES[reason])}
    >
      <SignInPanel onSuccess={() => onOpenChange(false)} onLeave={dismiss} headingLevel={null} />
    </Dialog>
  );
}
