import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import '#locales/account.ts';
import { useUsernameForm } from '../hooks/use-username-form.ts';
import { UsernameField } from './username-field.tsx';
import './profile.css';

function EditForm({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const form = useUsernameForm(username);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.value === username) return onDone();
    form.submit({}, onDone);
  }

  return (
    <form className="username-editor__form" onSubmit={onSubmit} noValidate>
      {form.alert && <FormAlert>{t(`common:${form.alert}`)}</FormAlert>}
      <UsernameField form={form} autoFocus />
      <div className="username-editor__actions">
        <Button type="submit" size="sm" disabled={!form.canSubmit}>
          {t('profile.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The username with a way to change it, under the same rules as account creation. */
export function UsernameEditor({ username }: { username: string }) {
  const { t } = useTranslation('account');
  const [isEditing, setIsEditing] = useState(false);

  if (isEditing) return <EditForm username={username} onDone={() => setIsEditing(false)} />;
  return (
    <div className="username-editor">
      <span className="username-editor__avatar" aria-hidden="true">
        {username.slice(0, 1).toUpperCase()}
      </span>
      <p className="username-editor__name">
        <span className="muted">{t('profile.greeting')}</span>
        <strong>{username}</strong>
      </p>
      <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
        <Pencil aria-hidden="true" />
        {t('profile.editUsername')}
      </Button>
    </div>
  );
}
