import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import type { Me } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { CheckboxField, FormAlert } from '#components/ui/field.tsx';
import { DuetMark } from '#components/ui/logo.tsx';
import { track } from '#lib/analytics.ts';
import '#locales/account.ts';
import { useUsernameForm } from '../hooks/use-username-form.ts';
import { UsernameField } from './username-field.tsx';
import './profile.css';

type CreateAccountProps = {
  /** The account has its username: spec §4 fires the registration event, the caller moves on. */
  onCreated: (profile: Me) => void;
  /** Back and the logo both sign out and leave (spec §2); the caller decides where to. */
  onLeave: () => void;
  showBack?: boolean;
  /** `null`: the container (a dialog) already titles this step with account.title and its lead. */
  headingLevel?: 'h1' | 'h2' | null;
};

/** The account-creation step of sign-up (spec §2 "username screen"). */
export function CreateAccount({
  onCreated,
  onLeave,
  showBack = true,
  headingLevel: Heading = 'h2',
}: CreateAccountProps) {
  const { t } = useTranslation(['account', 'common']);
  const form = useUsernameForm();
  // Consent to marketing is given, never assumed (GDPR art. 7, 152-FZ): the box starts empty.
  const [news, setNews] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.submit({ news_subscription: news }, (profile) => {
      track('registration');
      onCreated(profile);
    });
  }

  return (
    <form className="create-account" onSubmit={onSubmit} noValidate>
      <div className="create-account__top">
        {showBack ? (
          <Button variant="ghost" size="sm" onClick={onLeave}>
            <ArrowLeft aria-hidden="true" />
            {t('account.back')}
          </Button>
        ) : (
          <span />
        )}
        <button
          type="button"
          className="create-account__logo"
          aria-label={t('account.logo')}
          onClick={onLeave}
        >
          <DuetMark />
        </button>
        <span />
      </div>
      {Heading && (
        <>
          <Heading className="create-account__title">{t('account.title')}</Heading>
          <p className="muted">{t('account.lead')}</p>
        </>
      )}
      {form.alert && <FormAlert>{t(`common:${form.alert}`)}</FormAlert>}
      <UsernameField form={form} />
      <CheckboxField
        label={t('account.news')}
        checked={news}
        onChange={(event) => setNews(event.target.checked)}
      />
      <Button type="submit" disabled={!form.canSubmit}>
        {t('account.submit')}
      </Button>
    </form>
  );
}
