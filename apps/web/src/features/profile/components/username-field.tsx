import { useTranslation } from 'react-i18next';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@duet/contracts/plain';
import { TextField } from '#components/ui/field.tsx';
import type { useUsernameForm } from '../hooks/use-username-form.ts';

/** The username input with its rules hint and errors, for account creation and for renaming. */
export function UsernameField({
  form,
  autoFocus,
}: {
  form: ReturnType<typeof useUsernameForm>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <TextField
      label={t('account.username')}
      hint={t('account.usernameHint')}
      error={form.fieldError ? t(`common:${form.fieldError}`, { count: USERNAME_MIN_LENGTH }) : null}
      value={form.value}
      onChange={(event) => form.onChange(event.target.value)}
      onBlur={form.onBlur}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={USERNAME_MAX_LENGTH}
      autoFocus={autoFocus}
    />
  );
}
