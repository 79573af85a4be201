import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { USERNAME_MAX_LENGTH } from '@duet/contracts/plain';
import { Send } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { useCreateInvite } from '../api/create-invite.ts';
import { errorText } from '#lib/error-text.ts';
import { INVITE_ERROR_TEXTS } from './invite-error.ts';

export function InviteForm() {
  const { t } = useTranslation(['account', 'common']);
  const [username, setUsername] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useCreateInvite();
  const trimmed = username.trim();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    setSentTo(null);
    invite.mutate(trimmed, {
      onSuccess: (created) => {
        setSentTo(created.to_user.username);
        setUsername('');
      },
    });
  }

  return (
    <form className="invite-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('partner.inviteLabel')}
        value={username}
        error={invite.isError ? errorText(invite.error, INVITE_ERROR_TEXTS) : null}
        onChange={(event) => {
          setUsername(event.target.value);
          if (invite.isError) invite.reset();
        }}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USERNAME_MAX_LENGTH}
      />
      <Button type="submit" disabled={!trimmed || invite.isPending}>
        <Send aria-hidden="true" />
        {t('partner.invite')}
      </Button>
      <p role="status" className="invite-form__status">
        {sentTo ? t('partner.invited', { username: sentTo }) : ''}
      </p>
    </form>
  );
}
