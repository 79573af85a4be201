import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import type { Invite } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { errorText } from '#lib/error-text.ts';
import '#locales/account.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';
import { useRejectInvite } from '../api/reject-invite.ts';
import { INVITE_ERROR_TEXTS } from './invite-error.ts';
import './partners.css';

/**
 * Accept and Reject for an invitation received, wherever it is shown (the profile, the
 * notification that told of it). The buttons keep short names; `describedBy` names the invitation
 * they answer.
 */
export function InviteAnswer({ invite, describedBy }: { invite: Invite; describedBy: string }) {
  const { t } = useTranslation(['account', 'common']);
  const accept = useAcceptInvite();
  const reject = useRejectInvite();
  const isBusy = accept.isPending || reject.isPending;
  const error = accept.error ?? reject.error;
  return (
    <>
      <div className="invite-card__actions">
        <Button
          size="sm"
          aria-describedby={describedBy}
          disabled={isBusy}
          onClick={() => accept.mutate(invite.id)}
        >
          <Check aria-hidden="true" />
          {t('partner.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          disabled={isBusy}
          onClick={() => reject.mutate(invite.id)}
        >
          <X aria-hidden="true" />
          {t('partner.reject')}
        </Button>
      </div>
      {error && <FormAlert>{errorText(error, INVITE_ERROR_TEXTS)}</FormAlert>}
    </>
  );
}
