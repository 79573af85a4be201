import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { INTERVIEW_USERNAME_PATTERN } from '@duet/contracts/plain';
import { Button } from '#components/ui/button.tsx';
import { FormAlert, TextField } from '#components/ui/field.tsx';
import { track } from '#lib/analytics.ts';
import { useSession } from '#lib/session.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/account.ts';
import { useProfile } from '../api/get-profile.ts';
import { useRegisterForInterview } from '../api/register-for-interview.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import './profile.css';

/** Spec §2 interview registration form; §5: an invalid name shows the error line and sends nothing. */
function InterviewForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const [value, setValue] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const register = useRegisterForInterview();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const username = value.trim().replace(/^@/, '');
    if (!INTERVIEW_USERNAME_PATTERN.test(username)) {
      setIsInvalid(true);
      return;
    }
    register.mutate(username, {
      onSuccess: () => {
        track('interview_registration');
        onRegistered();
      },
      onError: () => track('interview_error'),
    });
  }

  return (
    <form className="interview-form" onSubmit={onSubmit} noValidate>
      {register.isError && <FormAlert>{t('common:error.common')}</FormAlert>}
      <TextField
        label={t('interview.label')}
        prefix="@"
        value={value}
        error={isInvalid ? t('common:error.interview.username') : null}
        onChange={(event) => {
          setValue(event.target.value);
          setIsInvalid(false);
        }}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={33}
      />
      <Button type="submit" disabled={register.isPending}>
        {t('interview.submit')}
      </Button>
    </form>
  );
}

/**
 * Offers the interview once per account, as a card at the top of the profile rather than a popup
 * over it: it shows for a finished account whose `reg_for_interview_showed` is false, once `isDue`
 * (the page decides when the person has seen enough of Duet to have an opinion), and "Not now" or
 * signing up records that it was shown.
 */
export function InterviewOffer({ isDue }: { isDue: boolean }) {
  const { t } = useTranslation('account');
  const { isAuthorizationCompleted } = useSession();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [isDismissed, setIsDismissed] = useState(false);
  const isOffered =
    isDue && isAuthorizationCompleted && profile.data?.reg_for_interview_showed === false && !isDismissed;
  if (!isOffered) return null;

  function markShown() {
    setIsDismissed(true);
    update.mutate({ reg_for_interview_showed: true });
  }

  return (
    <section className="interview-offer" aria-labelledby="interview-offer-title">
      <div className="interview-offer__head">
        <h2 id="interview-offer-title" className="interview-offer__title">
          {t('interview.title')}
        </h2>
        <Button variant="ghost" size="sm" className="interview-offer__close" onClick={markShown}>
          <X aria-hidden="true" />
          {t('interview.notNow')}
        </Button>
      </div>
      <p className="interview-offer__text">{t('interview.text')}</p>
      <InterviewForm
        onRegistered={() => {
          markShown();
          showSuccessToast(t('interview.thanks'));
        }}
      />
    </section>
  );
}
