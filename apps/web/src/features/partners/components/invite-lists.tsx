import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Hourglass, Undo2 } from 'lucide-react';
import type { Invite } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { useLocale } from '#lib/locale.ts';
import { useWithdrawInvite } from '../api/withdraw-invite.ts';
import { InviteAnswer } from './invite-answer.tsx';
import { errorText } from '#lib/error-text.ts';
import { INVITE_ERROR_TEXTS } from './invite-error.ts';
import { dateLocale } from '#lib/format-date.ts';

function useSentOn() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(dateLocale(locale), { day: 'numeric', month: 'long' });
  return (invite: Invite) => format.format(new Date(invite.created_at));
}

function IncomingInvite({ invite }: { invite: Invite }) {
  const { t } = useTranslation(['account', 'common']);
  const sentOn = useSentOn();
  const labelId = useId();
  return (
    <li className="invite-card">
      <p id={labelId} className="invite-card__text">
        <strong>{t('partner.incomingFrom', { username: invite.from_user.username })}</strong>
        <span className="muted">{t('partner.sentOn', { date: sentOn(invite) })}</span>
      </p>
      <InviteAnswer invite={invite} describedBy={labelId} />
    </li>
  );
}

export function IncomingInvites({ invites }: { invites: Invite[] }) {
  const { t } = useTranslation('account');
  if (invites.length === 0) return null;
  return (
    <section className="invites" aria-labelledby="incoming-invites">
      <h3 id="incoming-invites" className="invites__title">
        {t('partner.incoming', { count: invites.length })}
      </h3>
      <ul role="list" className="invites__list">
        {invites.map((invite) => (
          <IncomingInvite key={invite.id} invite={invite} />
        ))}
      </ul>
    </section>
  );
}

function OutgoingInvite({ invite }: { invite: Invite }) {
  const { t } = useTranslation(['account', 'common']);
  const sentOn = useSentOn();
  const labelId = useId();
  const withdraw = useWithdrawInvite();
  return (
    <li className="invite-card invite-card--pending">
      <Hourglass aria-hidden="true" className="invite-card__icon" />
      <p id={labelId} className="invite-card__text">
        <span>{t('partner.pending', { username: invite.to_user.username })}</span>
        <span className="muted">{t('partner.sentOn', { date: sentOn(invite) })}</span>
      </p>
      <div className="invite-card__actions">
        <Button
          size="sm"
          variant="ghost"
          aria-describedby={labelId}
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(invite.id)}
        >
          <Undo2 aria-hidden="true" />
          {t('partner.withdraw')}
        </Button>
      </div>
      {withdraw.error && <FormAlert>{errorText(withdraw.error, INVITE_ERROR_TEXTS)}</FormAlert>}
    </li>
  );
}

export function OutgoingInvites({ invites }: { invites: Invite[] }) {
  const { t } = useTranslation('account');
  if (invites.length === 0) return null;
  return (
    <section className="invites" aria-labelledby="outgoing-invites">
      <h3 id="outgoing-invites" className="invites__title">
        {t('partner.outgoing')}
      </h3>
      <ul role="list" className="invites__list">
        {invites.map((invite) => (
          <OutgoingInvite key={invite.id} invite={invite} />
        ))}
      </ul>
    </section>
  );
}
