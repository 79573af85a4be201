import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Wrench } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';

/** Development sign-in: a name stands in for a provider account (never offered in production). */
export function DevSignInForm({
  isPending,
  onSubmit,
}: {
  isPending: boolean;
  onSubmit: (name: string) => void;
}) {
  const { t } = useTranslation('account');
  const [name, setName] = useState('');
  const trimmed = name.trim();

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    if (trimmed) onSubmit(trimmed);
  }

  return (
    <form className="dev-sign-in" onSubmit={onFormSubmit} aria-labelledby="dev-sign-in-title">
      <p id="dev-sign-in-title" className="dev-sign-in__title">
        <Wrench aria-hidden="true" />
        {t('login.dev.title')}
      </p>
      <TextField
        label={t('login.dev.name')}
        hint={t('login.dev.hint')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        // A password manager fills the name it saved for the site (WCAG 3.3.8).
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
      />
      <Button type="submit" variant="secondary" disabled={!trimmed || isPending}>
        {t('login.dev.submit')}
      </Button>
    </form>
  );
}
