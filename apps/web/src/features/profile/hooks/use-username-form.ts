import { useState } from 'react';
import { USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@duet/contracts/plain';
import type { Me, ProfileUpdate } from '@duet/contracts';
import { track } from '#lib/analytics.ts';
import { ApiError } from '#lib/api-client.ts';
import { reportBug } from '#lib/bug-report.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export type UsernameFieldError =
  'error.auth.eng_username' | 'error.auth.short_username' | 'error.auth.username_already_taken';
export type UsernameAlert = 'error.unknown' | 'error.common';

/**
 * Spec §8 for a failed username update: `invalid` with a `username` field means the name is taken
 * (shown under the input); `invalid` without it is unexpected (error.unknown); anything else is
 * error.common. The last two are logged as bugs.
 */
export function usernameUpdateError(error: unknown): { field?: UsernameFieldError; alert?: UsernameAlert } {
  if (error instanceof ApiError && error.code === 'invalid') {
    if (error.fields.username) return { field: 'error.auth.username_already_taken' };
    track('profile_update_error', { reason: 'invalid' });
    reportBug('api', error);
    return { alert: 'error.unknown' };
  }
  track('profile_update_error', { reason: error instanceof ApiError ? error.code : 'exception' });
  reportBug('api', error);
  return { alert: 'error.common' };
}

/** Spec §5: letters, digits, dash, underscore, dot — checked as the user types. */
export function usernameRuleError(value: string): UsernameFieldError | undefined {
  return value !== '' && !USERNAME_PATTERN.test(value) ? 'error.auth.eng_username' : undefined;
}

/** The username input's state, shared by account creation and the profile's "change username". */
export function useUsernameForm(initial = '') {
  const [value, setValue] = useState(initial);
  const [serverError, setServerError] = useState<UsernameFieldError | null>(null);
  const [alert, setAlert] = useState<UsernameAlert | null>(null);
  // A name too short is said once the person leaves the field or tries to submit, not at every
  // first keystroke; the create button stays disabled until it is long enough (spec §5).
  const [isLeft, setIsLeft] = useState(false);
  const update = useUpdateProfile();

  const ruleError = usernameRuleError(value);
  const isTooShort = value.length > 0 && value.length < USERNAME_MIN_LENGTH;
  const canSubmit = !isTooShort && value !== '' && !ruleError && !update.isPending;
  const lengthError: UsernameFieldError | null = isLeft && isTooShort ? 'error.auth.short_username' : null;

  function onChange(next: string) {
    setValue(next);
    // Spec §5: the server's verdict was about the old value.
    setServerError(null);
    setAlert(null);
  }

  function submit(extra: Omit<ProfileUpdate, 'username'>, onSaved: (profile: Me) => void) {
    if (!canSubmit) {
      setIsLeft(true);
      return;
    }
    setAlert(null);
    // Not `mutate`'s callbacks: saving a username can end the account-creation step and unmount
    // this form before they would run, and the caller must still hear about the success.
    update.mutateAsync({ username: value, ...extra }).then(onSaved, (error: unknown) => {
      const { field, alert: alertKey } = usernameUpdateError(error);
      setServerError(field ?? null);
      setAlert(alertKey ?? null);
    });
  }

  return {
    value,
    onChange,
    onBlur: () => setIsLeft(true),
    fieldError: ruleError ?? serverError ?? lengthError,
    alert,
    canSubmit,
    isPending: update.isPending,
    submit,
  };
}
